import type { DetailViewProps } from '../../details.ts';
import type { Post } from '../../kits/posts/post.ts';
import { Image } from '../../ui/media.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import styles from './detail.module.css';
import { strings } from './strings.ts';

/**
 * A blog post or event (spec 000 §2): back link, title, picture, then the body, whose first
 * paragraph is the date line; no sidebar. The template page's call to action follows.
 */
export default function ResourceDetail({ item }: DetailViewProps) {
  const post = item as unknown as Post;
  const l = useLocalize();
  const s = strings[l.lang];
  const [dateLine, ...paragraphs] = post.detailContent?.body ?? [];
  return (
    <article className={`section ${styles.resource}`}>
      <div className={`container ${styles.column}`}>
        <SmartLink className={styles.back} to="/resources">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.backArrow}>
            <path d="M19 12H5m6-6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {s.backLink}
        </SmartLink>
        <header className={styles.header}>
          {post.tag && (
            <span className={styles.tag} data-type={post.type}>
              {l(post.tag)}
            </span>
          )}
          <h1 className={styles.title} dir="auto">
            {l(post.title)}
          </h1>
          {dateLine && (
            <p className={styles.dateLine} dir="auto">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path
                  d="M4 6h16v14H4zM4 10h16M8 3v5m8-5v5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
              </svg>
              {l(dateLine.content)}
            </p>
          )}
        </header>
        <Image className={styles.image} src={post.image} alt="" width={1200} height={675} priority />
        <div className={styles.body}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph.id} dir="auto">
              {l(paragraph.content)}
            </p>
          ))}
        </div>
      </div>
    </article>
  );
}
