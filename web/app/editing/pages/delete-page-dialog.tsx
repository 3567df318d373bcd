import { PAGE_SLUGS } from '@site/blocks/page-slugs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import editing from '../editing.module.css';
import { editorApi } from '../editor-api.ts';
import { addressError, editAddress } from './addresses.ts';
import styles from './pages.module.css';
import { PAGES_NS } from './strings.ts';

/**
 * Delete page: the editor chooses what the address answers from now on: a permanent redirect to
 * another page, or 410 Gone (ADR 0033). Afterwards the editor lands where the visitors will.
 */
export function DeletePageDialog({
  slug,
  path,
  otherPaths,
  onCancel,
}: {
  slug: string;
  path: string;
  /** Addresses of the created pages other than this one. */
  otherPaths: readonly string[];
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation(PAGES_NS);
  const id = useId();
  const targets = [...Object.keys(PAGE_SLUGS), ...otherPaths];
  const [mode, setMode] = useState<'redirect' | 'gone'>('redirect');
  const [target, setTarget] = useState('/');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const to = mode === 'redirect' ? target : null;
      await editorApi.deletePage(slug, to);
      window.location.assign(editAddress(to ?? '/', i18n.language));
    } catch (failure) {
      setBusy(false);
      const found = addressError(failure, t);
      setError(found.form ?? found.path ?? '');
    }
  };

  return (
    <Dialog
      title={t('deleteTitle')}
      role="alertdialog"
      onCancel={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()}>
            {t('delete')}
          </button>
        </>
      }
    >
      <p>{t('deleteIntro', { path })}</p>
      <fieldset className={styles.templates}>
        <legend className="visually-hidden">{t('deleteTitle')}</legend>
        <label className={styles.choice}>
          <input type="radio" name={`${id}-mode`} checked={mode === 'redirect'} onChange={() => setMode('redirect')} />
          <strong>{t('sendTo')}</strong>
        </label>
        {mode === 'redirect' && (
          <div className={editing.field}>
            <label htmlFor={`${id}-target`}>{t('sendToPage')}</label>
            <select id={`${id}-target`} dir="ltr" value={target} onChange={(event) => setTarget(event.target.value)}>
              {targets.map((address) => (
                <option key={address} value={address}>
                  {address}
                </option>
              ))}
            </select>
          </div>
        )}
        <label className={styles.choice}>
          <input type="radio" name={`${id}-mode`} checked={mode === 'gone'} onChange={() => setMode('gone')} />
          <strong>{t('gone')}</strong>
        </label>
      </fieldset>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Dialog>
  );
}
