import { createPageBody, isReservedIssue, PAGE_TEMPLATES, type PageTemplate } from '@site/blocks';
import { localize } from '@site/blocks/localized';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import editing from '../editing.module.css';
import { editorApi } from '../editor-api.ts';
import { AddressField } from './address-field.tsx';
import { addressError, addressFromTitle, editAddress, type MenuPlace, menuPlaces } from './addresses.ts';
import styles from './pages.module.css';
import './register-strings.ts';
import { PAGES_NS } from './strings.ts';

type Errors = Partial<Record<'path' | 'en' | 'ar' | 'form', string>>;

/** Where the page's entry goes in the header's menu: nowhere, at the end, or under an entry (its id). */
type Place = 'none' | 'top' | { under: string };

/**
 * New page (issue #20, ADR 0033; issue #31): a template, the title in English and Arabic side by
 * side, the address (made from the English title until the editor writes one), and where the
 * header's menu gets its entry: under the entry the current page sits under, unless the editor
 * chooses another place or none. Checked here with the server's own schema; the server's refusal
 * (an address in use) shows at the address. Created, the page opens in edit mode.
 */
export function NewPageDialog({ onCancel }: { onCancel: () => void }) {
  const { t, i18n } = useTranslation(PAGES_NS);
  const id = useId();
  const [template, setTemplate] = useState<PageTemplate>('landing');
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState({ en: '', ar: '' });
  const [addressWritten, setAddressWritten] = useState(false);
  const [place, setPlace] = useState<Place>('top');
  const [places, setPlaces] = useState<MenuPlace[]>([]);

  // The header's menu as editors have it (its draft): the entries a page's entry can go under.
  useEffect(() => {
    let current = true;
    editorApi
      .getPage('header')
      .then((header) => {
        const items = (header.blocks[0]?.content as { menuItems?: Parameters<typeof menuPlaces>[0] })?.menuItems ?? [];
        const found = menuPlaces(items, (label) => localize(label as never, i18n.language), window.location.pathname);
        if (!current) return;
        setPlaces(found.places);
        if (found.around) setPlace((now) => (now === 'top' ? { under: found.around as string } : now));
      })
      .catch(() => {
        // Without the menu's entries the page can still go at its end, or nowhere.
      });
    return () => {
      current = false;
    };
  }, [i18n.language]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const body = {
      template,
      path: path.trim(),
      title,
      add_to_menu: place !== 'none',
      ...(typeof place === 'object' ? { menu_under: place.under } : {}),
    };
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
        onChange={(event) => {
          setTitle({ ...title, [key]: event.target.value });
          if (key === 'en' && !addressWritten) setPath(addressFromTitle(event.target.value));
        }}
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
        <fieldset className={styles.titles}>
          <legend>{t('titleLegend')}</legend>
          <div className={styles.side}>
            {field('en')}
            {field('ar')}
          </div>
        </fieldset>
        <AddressField
          id={`${id}-path`}
          label={t('address')}
          hint={t('addressHint')}
          value={path}
          error={errors.path}
          onChange={(next) => {
            setAddressWritten(true);
            setPath(next);
          }}
        />
        <div className={editing.field}>
          <label htmlFor={`${id}-menu`}>{t('menuPlace')}</label>
          <select
            id={`${id}-menu`}
            aria-describedby={`${id}-menu-hint`}
            value={typeof place === 'object' ? place.under : place}
            onChange={(event) => {
              const value = event.target.value;
              setPlace(value === 'none' || value === 'top' ? value : { under: value });
            }}
          >
            <option value="none">{t('menuNone')}</option>
            <option value="top">{t('menuTop')}</option>
            {places.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {t('menuUnder', { name: entry.name })}
              </option>
            ))}
          </select>
          <p id={`${id}-menu-hint`} className={styles.hint}>
            {t('addToMenuHint')}
          </p>
        </div>
        {errors.form && (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
