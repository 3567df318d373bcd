import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import styles from './editing.module.css';
import { EDITING_NS } from './strings.ts';

/** In-page replacement for window.prompt (READING-THE-SPEC item 3). */
export function PromptDialog({
  label,
  initial,
  dir = 'auto',
  onSubmit,
  onCancel,
}: {
  label: string;
  initial: string;
  dir?: 'auto' | 'ltr' | 'rtl';
  onSubmit: (value: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const [value, setValue] = useState(initial);
  const id = useId();
  return (
    <Dialog
      title={label}
      onCancel={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary">
            {t('save')}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(value);
        }}
      >
        <div className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <input id={id} dir={dir} value={value} autoFocus onChange={(e) => setValue(e.target.value)} />
        </div>
      </form>
    </Dialog>
  );
}

/** In-page replacement for window.confirm. */
export function ConfirmDialog({
  message,
  onConfirm,
  onCancel,
  confirmLabel,
}: {
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the destructive button says; 'Delete' unless given. */
  confirmLabel?: string;
}) {
  const { t } = useTranslation(EDITING_NS);
  return (
    <Dialog
      title={message}
      role="alertdialog"
      onCancel={onCancel}
      footer={
        <>
          {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes focus in a destructive confirmation */}
          <button type="button" className="btn btn-outline" autoFocus onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="button" className={`btn ${styles.danger}`} onClick={onConfirm}>
            {confirmLabel ?? t('confirm')}
          </button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
