import { pageItems } from './page-items.ts';
import styles from './pagination.module.css';
import { uiStrings } from './strings.ts';
import { useLanguage } from './use-language.ts';

export { type PageItem, pageItems, paginate } from './page-items.ts';

interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Customer stories pages'. */
  label: string;
}

/**
 * Page buttons with previous and next (spec 000 §4, §9). Nothing when there is one page. The
 * arrows point along the reading direction, so they mirror in Arabic.
 */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  const s = uiStrings[useLanguage()];
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={s.previous}
      >
        <Arrow />
      </button>
      <ul className={styles.pages}>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={item === page ? s.currentPage(item) : s.page(item)}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{s.morePages}</span>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={`${styles.step} ${styles.next}`}
        onClick={() => onChange(page + 1)}
        disabled={page >= pageCount}
        aria-label={s.next}
      >
        <Arrow />
      </button>
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
