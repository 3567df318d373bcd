import { PostCard } from '../../kits/posts/post-card.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/** A few featured posts above the resources list: the first large, the rest beside it. */
export default function ResourceHighlightsView({ block: { content } }: BlockViewProps<'RESOURCE_HIGHLIGHTS'>) {
  const l = useLocalize();
  if (content.posts.length === 0) return null;
  return (
    <section className={`section ${styles.highlights}`}>
      <div className="container">
        <header className={styles.heading}>
          <h2 className="section-title">{l(content.title)}</h2>
          {content.subtitle && <p className={`section-lead ${styles.lead}`}>{l(content.subtitle)}</p>}
        </header>
        <ul className={styles.grid} data-count={Math.min(content.posts.length, 3)}>
          {content.posts.map((post, index) => (
            <PostCard key={post.id} post={post} variant={index === 0 ? 'featured' : 'compact'} />
          ))}
        </ul>
      </div>
    </section>
  );
}
