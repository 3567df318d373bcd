import { type CSSProperties, type ReactNode, useState } from 'react';
import type { Language } from '../../localized.ts';
import { useLanguage } from '../../ui/use-language.ts';
import styles from './marquee.module.css';

const strings: Record<Language, { pause: string; play: string }> = {
  en: { pause: 'Pause the scrolling', play: 'Resume the scrolling' },
  ar: { pause: 'إيقاف التمرير التلقائي', play: 'استئناف التمرير التلقائي' },
};

export interface MarqueeItem {
  key: string;
  /** Drawn twice: once for everyone, once (for the seamless loop) hidden from assistive tech. */
  render: (copy: boolean) => ReactNode;
}

/**
 * A seamless CSS loop: the items are drawn twice in a row that slides by half its length, then starts
 * over. It pauses on hover, on focus and with its button, moves the other way in Arabic, and stands
 * still (one set of items, wrapped) for visitors who prefer reduced motion.
 */
export function Marquee({
  items,
  secondsPerItem = 6,
  gap,
  label,
  className,
}: {
  items: readonly MarqueeItem[];
  secondsPerItem?: number;
  /** Space between items, a CSS length. */
  gap?: string;
  /** Names the list of items. */
  label?: string;
  className?: string;
}) {
  const s = strings[useLanguage()];
  const [paused, setPaused] = useState(false);
  const style = {
    '--marquee-duration': `${Math.max(items.length, 1) * secondsPerItem}s`,
    ...(gap ? { '--marquee-gap': gap } : {}),
  } as CSSProperties;
  return (
    <div className={`${styles.marquee} ${className ?? ''}`} data-paused={paused || undefined} style={style}>
      <div className={styles.viewport}>
        <div className={styles.track}>
          {[false, true].map((copy) => (
            <ul
              key={String(copy)}
              className={styles.row}
              aria-label={copy ? undefined : label}
              aria-hidden={copy || undefined}
              inert={copy || undefined}
              data-copy={copy || undefined}
            >
              {items.map((item) => (
                <li key={item.key} className={styles.item}>
                  {item.render(copy)}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setPaused(!paused)}
        aria-pressed={paused}
        aria-label={s.pause}
        title={paused ? s.play : s.pause}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          {paused ? (
            <path d="M8 5l11 7-11 7z" fill="currentColor" />
          ) : (
            <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          )}
        </svg>
      </button>
    </div>
  );
}
