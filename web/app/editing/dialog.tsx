import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './editing.module.css';
import { EDITING_NS } from './strings.ts';

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
 * click on the backdrop cancel, and focus returns to what opened it. It opens on the control marked
 * `data-autofocus`, else on its first.
 */
export function Dialog({ title, onCancel, children, footer, role = 'dialog', wide }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cancel = useRef(onCancel);
  /** What had the focus when the dialog opened, until a `data-autofocus` control has taken it. */
  const opened = useRef<Element | null>(null);
  cancel.current = onCancel;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    opened.current = document.activeElement;
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

  // The control marked `data-autofocus` (a primary action) takes the focus once it can: at once, or
  // when what it waits for has loaded, as long as the editor has not moved on from the first control.
  useEffect(() => {
    const target = ref.current?.querySelector<HTMLButtonElement>('[data-autofocus]');
    if (!opened.current || !target || target.disabled) return;
    if (document.activeElement === opened.current) target.focus();
    opened.current = null;
  });

  return (
    // The backdrop click mirrors Escape, which the dialog handles.
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === ref.current) onCancel();
      }}
      onKeyDown={(event) => {
        // Escape is the dialog's own (the browser cancels it): what the dialog is drawn in must not
        // act on it too, or Escape on a confirmation inside the inspector would close the panel.
        if (event.key === 'Escape') event.stopPropagation();
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

/** The footer of an editing dialog: Cancel, and Save (disabled while a save is under way). */
export function SaveCancelButtons({
  onCancel,
  onSave,
  busy,
}: {
  onCancel: () => void;
  onSave: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation(EDITING_NS);
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={onSave}>
        {t('save')}
      </button>
    </>
  );
}
