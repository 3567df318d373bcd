import { type MouseEvent, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { DetailViewProps } from '../../details.ts';
import { Image } from '../../ui/media.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import { isMediaUrl } from '../../url-checks.ts';
import styles from './detail.module.css';
import type { BodyItem, Story } from './schema.ts';
import { strings } from './strings.ts';
import { activeHeading, articleParts, headingAnchor, tocEntries } from './toc.ts';

/**
 * A customer story (spec 000 §2): back link, title, intro image, and the article with a table of
 * contents beside it. The entry of the heading being read is marked; the sidebar stays in view
 * (100 px from the top) until the article ends, and sits above the article on narrow screens.
 */
export default function StoryDetail({ item }: DetailViewProps) {
  const story = item as unknown as Story;
  const l = useLocalize();
  const s = strings[l.lang];
  const detail = story.detailContent;
  const body = detail?.body ?? [];
  const headings = tocEntries(body);
  const anchors = headings.map(headingAnchor);
  const active = useActiveHeading(anchors);
  const tocId = useId();
  const title = l(story.title);

  const jump = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${anchor}`);
  };

  return (
    <article className={styles.story}>
      <header className={`container ${styles.header}`}>
        <SmartLink className={styles.back} to="/customer-stories">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.backArrow}>
            <path d="M19 12H5m6-6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {l(detail?.backLinkText) || s.backLink}
        </SmartLink>
        <h1 className={styles.title} dir="auto">
          {title}
        </h1>
      </header>
      {(detail?.introImage || story.image) && (
        <div className="container">
          <Image
            className={styles.intro}
            src={detail?.introImage || story.image}
            alt=""
            width={1200}
            height={520}
            priority
          />
        </div>
      )}
      <div className={`container ${styles.layout}`}>
        {headings.length > 0 && (
          <aside className={styles.sidebar}>
            <nav aria-labelledby={tocId}>
              <h2 id={tocId} className={styles.tocTitle}>
                {l(detail?.tocTitle) || s.toc}
              </h2>
              <ol className={styles.toc}>
                {headings.map((heading, index) => {
                  const anchor = anchors[index] as string;
                  return (
                    <li key={heading.id}>
                      <a
                        href={`#${anchor}`}
                        className={styles.tocLink}
                        aria-current={active === anchor ? 'location' : undefined}
                        onClick={(event) => jump(event, anchor)}
                      >
                        {l(heading.content)}
                      </a>
                    </li>
                  );
                })}
              </ol>
            </nav>
          </aside>
        )}
        <div className={styles.body}>
          {articleParts(body).map((part) =>
            part.kind === 'quote' ? (
              <figure
                key={part.quote.id}
                className={styles.quote}
                data-highlighted={part.quote.isHighlighted || undefined}
              >
                <blockquote>
                  <p dir="auto">{l(part.quote.content)}</p>
                </blockquote>
                {part.author && <figcaption dir="auto">{l(part.author.content)}</figcaption>}
              </figure>
            ) : (
              <BodyPart key={part.item.id} item={part.item} />
            ),
          )}
          {detail?.shareTitle && <Share title={l(detail.shareTitle)} subject={title} />}
        </div>
      </div>
    </article>
  );
}

function BodyPart({ item }: { item: BodyItem }) {
  const l = useLocalize();
  const highlighted = item.isHighlighted || undefined;
  switch (item.type) {
    case 'heading':
      return (
        <h2 id={headingAnchor(item)} className={styles.heading} tabIndex={-1} data-highlighted={highlighted} dir="auto">
          {l(item.content)}
        </h2>
      );
    case 'subheading':
      return (
        <h3 className={styles.subheading} data-highlighted={highlighted} dir="auto">
          {l(item.content)}
        </h3>
      );
    case 'paragraph':
      return (
        <p className={styles.paragraph} data-highlighted={highlighted} dir="auto">
          {l(item.content)}
        </p>
      );
    case 'image': {
      const src = l(item.content);
      if (!isMediaUrl(src)) return null;
      return (
        <figure className={styles.figure} data-highlighted={highlighted}>
          <Image src={src} alt={l(item.alt)} width={1200} height={675} />
        </figure>
      );
    }
    case 'quote':
      // A quote without an author line right after it (quotes with one are drawn as a figure above).
      return (
        <figure className={styles.quote} data-highlighted={highlighted}>
          <blockquote>
            <p dir="auto">{l(item.content)}</p>
          </blockquote>
        </figure>
      );
    case 'quote_author':
      return (
        <p className={styles.author} dir="auto">
          {l(item.content)}
        </p>
      );
    case 'list':
      return (
        <div className={styles.listBlock} data-highlighted={highlighted}>
          {item.content && (
            <p className={styles.listIntro} dir="auto">
              {l(item.content)}
            </p>
          )}
          <ul className={styles.list}>
            {(item.items ?? []).map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list entries have no id of their own
              <li key={index} data-highlighted={entry.isHighlighted || undefined} dir="auto">
                {entry.subContent ? <strong>{l(entry.content)}</strong> : l(entry.content)}
                {entry.subContent && <span className={styles.sub}>{l(entry.subContent)}</span>}
              </li>
            ))}
          </ul>
        </div>
      );
    default:
      return null;
  }
}

/** Follows the scroll: the heading the reader is in (spec 000 §4). */
function useActiveHeading(anchors: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(anchors[0]);
  const key = anchors.join(' ');
  useEffect(() => {
    const ids = key ? key.split(' ') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const positions = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(activeHeading(positions, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

function Share({ title, subject }: { title: string; subject: string }) {
  const l = useLocalize();
  const s = strings[l.lang];
  // The address is known in the browser only; until then the links carry the path.
  const { pathname } = useLocation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => setUrl(window.location.href.split('#')[0] ?? null), []);
  const address = url ?? pathname;
  return (
    <aside className={styles.share} aria-label={title}>
      <p className={styles.shareTitle}>{title}</p>
      <ul>
        <li>
          <a
            className={styles.shareLink}
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(address)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M18 8a3 3 0 1 0 0-.01M6 12a3 3 0 1 0 0-.01M18 16a3 3 0 1 0 0-.01M8.6 10.7l6.8-3.4m-6.8 6 6.8 3.4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
            </svg>
            {s.shareLinkedIn}
            <span className="visually-hidden"> {s.newTab}</span>
          </a>
        </li>
        <li>
          <a
            className={styles.shareLink}
            href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(address)}`}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M3 6h18v12H3zm0 0 9 7 9-7" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            {s.shareEmail}
          </a>
        </li>
      </ul>
    </aside>
  );
}
