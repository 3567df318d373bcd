import type { Language } from '@site/blocks';
import { useEffect, useRef } from 'react';
import barStyles from '../editing.module.css';
import { isApple } from '../inspector/undo-keys.ts';
import styles from './find.module.css';
import { fill, findStrings } from './strings.ts';

/** Whether a key press is the shortcut of Find: Ctrl+K, or Cmd+K on Apple devices. */
export function isFindKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
  apple: boolean,
): boolean {
  const mod = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** Ctrl+K (Cmd+K) anywhere on the page being edited opens Find, in place of the browser's own search. */
export function useFindShortcut(open: () => void, enabled: boolean) {
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    if (!enabled) return;
    const apple = isApple();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isFindKey(event, apple)) return;
      // Not over a dialog already open (it has the page to itself).
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/** The page bar's Find: a magnifier, with its word and shortcut where the bar has room (ADR 0043). */
export function FindButton({ lang, onOpen }: { lang: Language; onOpen: () => void }) {
  const s = findStrings(lang);
  const apple = isApple();
  return (
    <button
      type="button"
      className={`${barStyles.smallButton} ${styles.findButton}`}
      onClick={onOpen}
      title={fill(s.openHint, { keys: apple ? '⌘K' : 'Ctrl+K' })}
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
    >
      <SearchIcon />
      <span className="short-words">{s.open}</span>
    </button>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
