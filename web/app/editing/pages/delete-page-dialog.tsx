import { PAGE_SLUGS } from '@site/blocks/page-slugs';
import { useEffect, useId, useState } from 'react';
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
export function DeletePageDialog({ slug, path, onCancel }: { slug: string; path: string; onCancel: () => void }) {
  const { t, i18n } = useTranslation(PAGES_NS);
  const id = useId();
  // The spec's pages, then the other created ones (asked for when the dialog opens).
  const [others, setOthers] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    editorApi
      .listPages()
      .then(({ pages }) => {
        if (current) setOthers(pages.flatMap((page) => (page.path && page.slug !== slug ? [page.path] : [])));
      })
      .catch(() => {
        // The spec's pages are offered all the same.
      });
    return () => {
      current = false;
    };
  }, [slug]);
  const targets = [...Object.keys(PAGE_SLUGS), ...others];
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
