import { Image } from '../../ui/media.tsx';
import { formatPostDate } from '../../ui/post-date.ts';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { Post } from './post.ts';
import styles from './post-card.module.css';

/**
 * One blog post or event: image, tag (coloured by type), date, title, description; the whole card
 * links to /resources/{id}.
 */
export function PostCard({
  post,
  as: Tag = 'li',
  variant = 'default',
}: {
  post: Post;
  as?: 'li' | 'div';
  /** 'featured': the large first highlight; 'compact': picture beside the text on wide screens. */
  variant?: 'default' | 'featured' | 'compact';
}) {
  const l = useLocalize();
  return (
    <Tag className={`${styles.card} ${variant === 'default' ? '' : styles[variant]}`}>
      <div className={styles.media}>
        <Image src={post.image} alt="" width={800} height={500} />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.tag} data-type={post.type}>
            {l(post.tag)}
          </span>
          <time dateTime={post.date}>{formatPostDate(post.date, l.lang)}</time>
        </p>
        <h3 className={styles.title} dir="auto">
          <SmartLink className={styles.link} to={`/resources/${encodeURIComponent(post.id)}`}>
            {l(post.title)}
          </SmartLink>
        </h3>
        {post.description && (
          <p className={styles.description} dir="auto">
            {l(post.description)}
          </p>
        )}
      </div>
    </Tag>
  );
}
