import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './editing.module.css';

interface DialogProps {
  title: string;
  onCancel: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: the rest of the page is inert (focus stays inside), Escape and a
 * click on the backdrop cancel, and focus returns to what opened it.
 */
export function Dialog({ title, onCancel, children, footer, role = 'dialog', wide }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      cancel.current();
    };
    dialog.addEventListener('cancel', onCancelEvent);
    return () => {
      dialog.removeEventListener('cancel', onCancelEvent);
      dialog.close();
      opener?.focus?.();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === ref.current) onCancel();
      }}
    >
      <div className={styles.dialogBody}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {children}
      </div>
      {footer && <div className={styles.dialogFooter}>{footer}</div>}
    </dialog>
  );
}
