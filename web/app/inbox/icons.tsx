import styles from './inbox.module.css';

export function DownloadIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14.5V16a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function EnvelopeIcon() {
  return (
    <svg className={styles.placeholderIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="6" y="11" width="36" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="m7 13 17 13 17-13" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}
