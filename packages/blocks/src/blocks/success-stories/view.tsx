import { Image } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { Slider } from '../../ui/slider.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/** Success stories: quotes from clients in a slider (spacing 30 px, spec 000 §9), each linking to its story, and a link to all stories. */
export default function SuccessStoriesView({ block: { content } }: BlockViewProps<'SUCCESS_STORIES'>) {
  const l = useLocalize();
  const title = l(content.title);
  const readStory = l.lang === 'ar' ? 'اقرأ القصة' : 'Read the story';
  return (
    <section className={`section ${styles.section}`} style={{ backgroundColor: content.backgroundColor }}>
      <div className="container">
        <Reveal as="header" className={styles.heading} threshold={0.2}>
          <div>
            {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
            <h2 className="section-title">{title}</h2>
          </div>
          {content.buttonText && (
            <SmartLink className="btn btn-outline" to="/customer-stories">
              {l(content.buttonText)}
            </SmartLink>
          )}
        </Reveal>
        <Reveal threshold={0.1}>
          <Slider
            label={title}
            gap={30}
            perView={{ base: 1, 768: 2, 1025: 3 }}
            arrows
            slides={content.stories.map((story) => (
              <figure key={story.id} className={styles.card}>
                <blockquote className={styles.quote}>
                  <p>{l(story.quote)}</p>
                </blockquote>
                <figcaption className={styles.person}>
                  <Image src={story.image} alt="" width={56} height={56} />
                  <span>
                    <span className={styles.name}>{l(story.name)}</span>
                    {story.company && <span className={styles.company}>{l(story.company)}</span>}
                    {story.story && (
                      <SmartLink className={styles.storyLink} to={`/customer-stories/${story.story}`}>
                        {readStory}
                      </SmartLink>
                    )}
                  </span>
                </figcaption>
              </figure>
            ))}
          />
        </Reveal>
      </div>
    </section>
  );
}
