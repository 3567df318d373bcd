import { createPageBody, isReservedIssue, PAGE_TEMPLATES, type PageTemplate } from '@site/blocks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import editing from '../editing.module.css';
import { editorApi } from '../editor-api.ts';
import { AddressField } from './address-field.tsx';
import { addressError, editAddress } from './addresses.ts';
import styles from './pages.module.css';
import './register-strings.ts';
import { PAGES_NS } from './strings.ts';

type Errors = Partial<Record<'path' | 'en' | 'ar' | 'form', string>>;

/**
 * New page (issue #20, ADR 0033): a template, the address, the title in English and Arabic side by
 * side, and whether the header's menu gets an entry. Checked here with the server's own schema;
 * the server's refusal (an address in use) shows at the address. Created, the page opens in edit mode.
 */
export function NewPageDialog({ onCancel }: { onCancel: () => void }) {
  const { t, i18n } = useTranslation(PAGES_NS);
  const id = useId();
  const [template, setTemplate] = useState<PageTemplate>('landing');
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState({ en: '', ar: '' });
  const [addToMenu, setAddToMenu] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const body = { template, path: path.trim(), title, add_to_menu: addToMenu };
    const checked = createPageBody.safeParse(body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const [first, second] = issue.path;
        if (first === 'path') found.path = t(isReservedIssue([issue]) ? 'errors.reserved_path' : 'errors.invalid_path');
        if (first === 'title' && (second === 'en' || second === 'ar')) found[second] = t('required');
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const created = await editorApi.createPage(body);
      window.location.assign(editAddress(created.path, i18n.language));
    } catch (error) {
      setBusy(false);
      setErrors(addressError(error, t));
    }
  };

  const field = (key: 'en' | 'ar') => (
    <div className={editing.field}>
      <label htmlFor={`${id}-${key}`}>{t(key === 'en' ? 'english' : 'arabic')}</label>
      <input
        id={`${id}-${key}`}
        lang={key}
        dir={key === 'en' ? 'ltr' : 'rtl'}
        value={title[key]}
        maxLength={120}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(event) => setTitle({ ...title, [key]: event.target.value })}
      />
      {errors[key] && (
        <p id={`${id}-${key}-error`} role="alert" className={styles.error}>
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <Dialog
      title={t('newTitle')}
      wide
      onCancel={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={busy}>
            {busy ? t('creating') : t('create')}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className={styles.templates}>
          <legend>{t('template')}</legend>
          {PAGE_TEMPLATES.map((name) => (
            <label key={name} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-template`}
                value={name}
                checked={template === name}
                onChange={() => setTemplate(name)}
              />
              <strong>{t(`templates.${name}`)}</strong>
              <small>{t(`templateHints.${name}`)}</small>
            </label>
          ))}
        </fieldset>
        <AddressField
          id={`${id}-path`}
          label={t('address')}
          hint={t('addressHint')}
          value={path}
          error={errors.path}
          onChange={setPath}
        />
        <fieldset className={styles.titles}>
          <legend>{t('titleLegend')}</legend>
          <div className={styles.side}>
            {field('en')}
            {field('ar')}
          </div>
        </fieldset>
        <label className={styles.check}>
          <input type="checkbox" checked={addToMenu} onChange={(event) => setAddToMenu(event.target.checked)} />
          {t('addToMenu')}
        </label>
        <p className={styles.hint}>{t('addToMenuHint')}</p>
        {errors.form && (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
