import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './modal.module.css';
import { uiStrings } from './strings.ts';
import { useLanguage } from './use-language.ts';

/** Spec 000 §9: the modal's closing animation. */
export const MODAL_CLOSE_MS = 300;

interface ModalProps {
  /** Rendered only while true; the parent may also just mount and unmount it. */
  open?: boolean;
  /** Called once the closing animation has run (Escape, backdrop, close button). */
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A visitor-facing modal (team, partner, client, award details; videos) on the native <dialog>:
 * open → closing for 300 ms → closed (spec 000 §4). Escape, a click on the backdrop and the close
 * button close it; the rest of the page is inert and does not scroll; focus returns to the opener.
 */
export function Modal({ open = true, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({ onClose, title, hideTitle = false, className, children }: Omit<ModalProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const s = uiStrings[useLanguage()];
  const [closing, setClosing] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    dialog.showModal();
    return () => {
      dialog.close();
      root.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, []);

  useEffect(() => {
    if (!closing) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(() => close.current(), reduce ? 0 : MODAL_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  const requestClose = () => setClosing(true);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles
    <dialog
      ref={ref}
      className={`${styles.modal} ${className ?? ''}`}
      aria-labelledby={titleId}
      data-state={closing ? 'closing' : 'open'}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) requestClose();
      }}
    >
      <div className={styles.body}>
        <button type="button" className={styles.close} onClick={requestClose} aria-label={s.close}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
