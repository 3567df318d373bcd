import { movePageBody } from '@site/blocks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import { editorApi } from '../editor-api.ts';
import { AddressField } from './address-field.tsx';
import { addressError, editAddress } from './addresses.ts';
import styles from './pages.module.css';
import { PAGES_NS } from './strings.ts';

/** Change address: the old one will answer 301 to the new one (ADR 0033); the page reopens at the new one. */
export function MovePageDialog({ slug, path, onCancel }: { slug: string; path: string; onCancel: () => void }) {
  const { t, i18n } = useTranslation(PAGES_NS);
  const id = useId();
  const [value, setValue] = useState(path);
  const [errors, setErrors] = useState<{ path?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = movePageBody.safeParse({ path: value.trim() });
    if (!checked.success) {
      const reserved = checked.error.issues.some((issue) => issue.code === 'custom');
      setErrors({ path: t(reserved ? 'errors.reserved_path' : 'errors.invalid_path') });
      return;
    }
    if (checked.data.path === path) return onCancel();
    setBusy(true);
    try {
      const moved = await editorApi.movePage(slug, checked.data.path);
      window.location.assign(editAddress(moved.path, i18n.language));
    } catch (error) {
      setBusy(false);
      setErrors(addressError(error, t));
    }
  };

  return (
    <Dialog
      title={t('moveTitle')}
      onCancel={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={busy}>
            {t('move')}
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
        <AddressField
          id={`${id}-path`}
          label={t('newAddress')}
          hint={t('moveHint')}
          value={value}
          error={errors.path}
          onChange={setValue}
        />
        {errors.form && (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
