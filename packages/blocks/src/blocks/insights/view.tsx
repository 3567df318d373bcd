import { useEffect, useState } from 'react';
import { Image } from '../../ui/media.tsx';
import { formatPostDate } from '../../ui/post-date.ts';
import { Reveal } from '../../ui/reveal.tsx';
import { Slider } from '../../ui/slider.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { INSIGHTS_WIDE_FROM, insightsInteractive } from './gating.ts';
import { newestPosts } from './newest.ts';
import styles from './view.module.css';

/** The viewport width to judge by: a wide one on the server and until the browser says otherwise. */
function useViewportWidth(): number {
  const [width, setWidth] = useState(INSIGHTS_WIDE_FROM);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${INSIGHTS_WIDE_FROM}px)`);
    const update = () => setWidth(query.matches ? INSIGHTS_WIDE_FROM : INSIGHTS_WIDE_FROM - 1);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return width;
}

/**
 * Insights: the 6 newest posts, newest first, in a slider whose cards link to /resources/{id}. It can
 * be dragged and shows bullets only when there is something to move to (see insightsInteractive).
 */
export default function InsightsView({ block: { content } }: BlockViewProps<'INSIGHTS'>) {
  const l = useLocalize();
  const posts = newestPosts(content.posts);
  const interactive = insightsInteractive(posts.length, useViewportWidth());
  const title = l(content.title);
  return (
    <section className="section">
      <div className="container">
        <Reveal as="header" className={styles.heading} threshold={0.2}>
          <div>
            {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
            <h2 className="section-title">{title}</h2>
          </div>
          {content.buttonText && (
            <SmartLink className="btn btn-outline" to="/resources">
              {l(content.buttonText)}
            </SmartLink>
          )}
        </Reveal>
        <Reveal threshold={0.1}>
          <Slider
            label={title}
            gap={30}
            perView={{ base: 1, 768: 2, 1025: 3 }}
            interactive={interactive}
            bullets
            slides={posts.map((post) => (
              <article key={post.id} className={styles.card}>
                <Image src={post.image} alt="" width={800} height={500} />
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <span className={styles.tag} data-type={post.type}>
                      {l(post.tag) || post.type}
                    </span>
                    <time dateTime={post.date}>{formatPostDate(post.date, l.lang)}</time>
                  </p>
                  <h3>
                    <SmartLink className={styles.link} to={`/resources/${encodeURIComponent(post.id)}`}>
                      {l(post.title)}
                    </SmartLink>
                  </h3>
                  {post.description && <p>{l(post.description)}</p>}
                </div>
              </article>
            ))}
          />
        </Reveal>
      </div>
    </section>
  );
}
