import { mediaKindOf } from '@site/blocks';
import { isMediaUrl } from '@site/blocks/url-checks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './editing.module.css';
import { EDITING_NS } from './strings.ts';
import { uploadFile } from './upload.ts';

/*
 * The page settings dialog's controls (page-settings-dialog.tsx): a text in both languages, a
 * picture with upload, a switch. Blocks' fields have their own controls in fields/ (the inspector).
 */

export type Pair = { en: string; ar: string };

function TextField({
  label,
  value,
  onChange,
  rows,
  dir = 'auto',
  lang,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  dir?: 'auto' | 'rtl' | 'ltr';
  lang?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} dir={dir} lang={lang} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A text in English and Arabic, each in its own box and direction. */
export function LocalizedFields({
  draft,
  setDraft,
  rows,
  hint,
  hintId,
}: {
  draft: Pair;
  setDraft: (v: Pair) => void;
  rows: number;
  hint?: string;
  /** For an element that the hint describes (a fieldset's aria-describedby). */
  hintId?: string;
}) {
  const { t } = useTranslation(EDITING_NS);
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <TextField
        label={t('english')}
        lang="en"
        dir="ltr"
        rows={rows}
        value={draft.en}
        onChange={(en) => setDraft({ ...draft, en })}
      />
      <TextField
        label={t('arabic')}
        lang="ar"
        dir="rtl"
        rows={rows}
        value={draft.ar}
        onChange={(ar) => setDraft({ ...draft, ar })}
      />
    </>
  );
}

export function MediaField({
  value,
  onChange,
  setBusy,
  onError,
}: {
  value: string;
  onChange: (value: string) => void;
  setBusy: (busy: boolean) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const fileId = useId();
  const pathId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProgress(0);
    try {
      const result = await uploadFile(file, setProgress);
      onChange(result.url);
    } catch (error) {
      console.warn(error);
      onError(t('uploadFailed'));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  // Only an address the media rule accepts is previewed: the draft is whatever was typed.
  const kind = isMediaUrl(value) ? mediaKindOf(value) : undefined;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={fileId}>{t('chooseFile')}</label>
        <input
          id={fileId}
          type="file"
          accept="image/*,video/mp4,video/webm"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </div>
      {progress !== null && (
        <div className={styles.progress}>
          <progress max={100} value={progress} aria-label={t('uploading', { percent: progress })} />
          <span aria-live="polite">{t('uploading', { percent: progress })}</span>
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={pathId}>{t('mediaPath')}</label>
        <input id={pathId} dir="ltr" value={value} onChange={(e) => onChange(e.target.value)} />
      </div>
      <figure className={styles.preview}>
        {kind === 'video' ? (
          <video src={value} controls muted aria-label={t('preview')} />
        ) : kind === 'image' ? (
          <img src={value} alt={t('preview')} />
        ) : (
          <figcaption>{t('noMedia')}</figcaption>
        )}
      </figure>
    </>
  );
}

export function SwitchField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.switch}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
