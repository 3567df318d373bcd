import { Image } from '../../ui/media.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

export default function SuccessStoriesView({ block: { content } }: BlockViewProps<'SUCCESS_STORIES'>) {
  const l = useLocalize();
  return (
    <section className={`section ${styles.section}`} style={{ backgroundColor: content.backgroundColor }}>
      <div className="container">
        <header className={styles.heading}>
          {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
          <h2 className="section-title">{l(content.title)}</h2>
        </header>
        <ul className={styles.track}>
          {content.stories.map((story) => (
            <li key={story.id} className={styles.card}>
              <blockquote className={styles.quote} dir="auto">
                <p>{l(story.quote)}</p>
              </blockquote>
              <div className={styles.person}>
                <Image src={story.image} alt="" width={56} height={56} />
                <div>
                  <p className={styles.name}>{l(story.name)}</p>
                  {story.company && <p className={styles.company}>{l(story.company)}</p>}
                </div>
              </div>
            </li>
          ))}
        </ul>
        {content.buttonText && (
          <div className={styles.more}>
            <SmartLink className="btn btn-outline" to="/customer-stories">
              {l(content.buttonText)}
            </SmartLink>
          </div>
        )}
      </div>
    </section>
  );
}
