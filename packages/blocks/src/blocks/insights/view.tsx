import { Image } from '../../ui/media.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { newestPosts } from './newest.ts';
import styles from './view.module.css';

export default function InsightsView({ block: { content } }: BlockViewProps<'INSIGHTS'>) {
  const l = useLocalize();
  const dateFormat = new Intl.DateTimeFormat(l.lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <section className="section">
      <div className="container">
        <header className={styles.heading}>
          <div>
            {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
            <h2 className="section-title">{l(content.title)}</h2>
          </div>
          {content.buttonText && (
            <SmartLink className="btn btn-outline" to="/resources">
              {l(content.buttonText)}
            </SmartLink>
          )}
        </header>
        <ul className={styles.track}>
          {newestPosts(content.posts).map((post) => (
            <li key={post.id} className={styles.card}>
              <Image src={post.image} alt="" width={800} height={500} />
              <div className={styles.body}>
                <p className={styles.meta}>
                  <span className={styles.tag} data-type={post.type}>
                    {l(post.tag)}
                  </span>
                  <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
                </p>
                <h3 dir="auto">
                  <SmartLink className={styles.link} to={`/resources/${encodeURIComponent(post.id)}`}>
                    {l(post.title)}
                  </SmartLink>
                </h3>
                {post.description && <p dir="auto">{l(post.description)}</p>}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
