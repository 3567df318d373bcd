import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './editing.module.css';
import { EDITING_NS } from './strings.ts';

/**
 * News of a change that is easy to regret ("Block deleted"), with the way back beside it ("Undo"):
 * announced politely, kept until the editor does something else or closes it (no timer to race).
 * When the change left the focus nowhere (the deleted block's own button is gone), the action takes it.
 */
export function ActionNotice({
  message,
  action,
  shortcut,
  onAction,
  onClose,
}: {
  message: string;
  action: string;
  /** The keys that do the same (aria-keyshortcuts), if any. */
  shortcut?: string;
  onAction: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // After the confirm dialog has handed the focus back (to a button that no longer exists).
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) button.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className={styles.actionNotice} role="status">
      <span>{message}</span>
      <button ref={button} type="button" onClick={onAction} aria-keyshortcuts={shortcut}>
        {action}
      </button>
      <button type="button" onClick={onClose} title={t('close')}>
        <span aria-hidden="true">✕</span>
        <span className="visually-hidden">{t('close')}</span>
      </button>
    </div>
  );
}
