import type { ReactNode } from 'react';
import { pageItems } from './page-items.ts';
import styles from './pagination.module.css';
import { uiStrings } from './strings.ts';
import { useLanguage } from './use-language.ts';

export { type PageItem, pageItems } from './page-items.ts';

interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Each page's address: the buttons are then links, which work before (and without) JavaScript. */
  hrefFor?: (page: number) => string;
  /** Names the navigation landmark, e.g. 'Customer stories pages'. */
  label: string;
}

/**
 * Page buttons with previous and next (spec 000 §4, §9). Nothing when there is one page. The
 * arrows point along the reading direction, so they mirror in Arabic.
 */
export function Pagination({ page, pageCount, onChange, hrefFor, label }: PaginationProps) {
  const s = uiStrings[useLanguage()];
  if (pageCount <= 1) return null;
  /** A link to page `to` when addresses are known (a plain click goes in place), else a button. */
  const go = (
    to: number,
    props: { className: string | undefined; 'aria-label': string; 'aria-current'?: 'page' },
    body: ReactNode,
  ) =>
    hrefFor ? (
      <a
        {...props}
        href={hrefFor(to)}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          if (to !== page) onChange(to);
        }}
      >
        {body}
      </a>
    ) : (
      <button type="button" {...props} onClick={() => to !== page && onChange(to)}>
        {body}
      </button>
    );
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page <= 1 ? (
        <button type="button" className={styles.step} disabled aria-label={s.previous}>
          <Arrow />
        </button>
      ) : (
        go(page - 1, { className: styles.step, 'aria-label': s.previous }, <Arrow />)
      )}
      <ul className={styles.pages}>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {go(
                item,
                {
                  className: styles.page,
                  'aria-label': item === page ? s.currentPage(item) : s.page(item),
                  ...(item === page ? { 'aria-current': 'page' as const } : {}),
                },
                item,
              )}
            </li>
          ) : (
            <li key={item} className={styles.ellipsis}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{s.morePages}</span>
            </li>
          ),
        )}
      </ul>
      {page >= pageCount ? (
        <button type="button" className={`${styles.step} ${styles.next}`} disabled aria-label={s.next}>
          <Arrow />
        </button>
      ) : (
        go(page + 1, { className: `${styles.step} ${styles.next}`, 'aria-label': s.next }, <Arrow />)
      )}
    </nav>
  );
}

function Arrow() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
