import { fill, listStrings } from '../collections/strings.ts';
import styles from './list.module.css';

/*
 * What the rows of a list share (list.tsx, collections/collection-list.tsx): the chevron of the
 * summary, and the Duplicate and Delete buttons, each named for its item.
 */

export function ChevronIcon({ className }: { className?: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 } as const;

/** Duplicate and Delete for the item `name` (Delete asks first: the caller's `onDelete` opens the question). */
export function RowActions({
  name,
  lang,
  onDuplicate,
  onDelete,
}: {
  name: string;
  lang: 'en' | 'ar';
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const s = listStrings(lang);
  return (
    <>
      <button
        type="button"
        className={styles.icon}
        aria-label={fill(s.duplicateOf, { name })}
        title={s.duplicate}
        onClick={onDuplicate}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <rect x="5" y="5" width="9" height="9" rx="1.5" {...line} />
          <path d="M3 11V3.5A1.5 1.5 0 0 1 4.5 2H11" {...line} />
        </svg>
      </button>
      <button
        type="button"
        className={`${styles.icon} ${styles.danger}`}
        aria-label={fill(s.deleteOf, { name })}
        title={s.delete}
        onClick={onDelete}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M3 4h10M6.5 4V2.5h3V4M4.5 4l.7 9.5h5.6l.7-9.5" {...line} />
        </svg>
      </button>
    </>
  );
}
