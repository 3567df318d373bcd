import { mediaKindOf } from '@site/blocks';
import { isMediaUrl } from '@site/blocks/url-checks';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInspector } from '../inspector/context.ts';
import { EDITING_NS } from '../strings.ts';
import { uploadFile } from '../upload.ts';
import styles from './fields.module.css';
import { invalidProps, Problem } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/**
 * An image or video: a preview, a button that uploads a new file (with its progress), the file's
 * address to type or paste, and Remove. The imageUrl/videoUrl rule (one clears the other) is the
 * panel's, as for every change.
 */
export function MediaControl({ value, label, problem, onChange }: FieldControlProps<string | undefined>) {
  const { t } = useTranslation(EDITING_NS);
  const { fail } = useInspector();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const address = typeof value === 'string' ? value : '';
  // Only an address the media rule accepts is previewed: the value is whatever was typed.
  const kind = isMediaUrl(address) ? mediaKindOf(address) : undefined;

  const upload = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProgress(0);
    try {
      onChange((await uploadFile(chosen, setProgress)).url);
    } catch (error) {
      console.warn(error);
      fail(t('uploadFailed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <fieldset className={styles.group} data-invalid={problem ? '' : undefined}>
      <legend className={styles.groupTitle}>{label}</legend>
      <div className={styles.media}>
        <figure className={styles.thumb}>
          {kind === 'video' ? (
            <video src={address} muted aria-label={label} />
          ) : kind === 'image' ? (
            <img src={address} alt="" />
          ) : (
            <figcaption>{t('inspector.noMedia')}</figcaption>
          )}
        </figure>
        <div className={styles.mediaActions}>
          <button
            type="button"
            className={styles.button}
            disabled={progress !== null}
            onClick={() => file.current?.click()}
          >
            {progress === null ? t('inspector.replaceMedia') : t('inspector.uploading', { percent: progress })}
          </button>
          {address && (
            <button type="button" className={styles.button} onClick={() => onChange('')}>
              {t('inspector.removeMedia')}
            </button>
          )}
          <input
            ref={file}
            type="file"
            hidden
            accept="image/*,video/mp4,video/webm"
            aria-label={`${label}: ${t('inspector.replaceMedia')}`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              void upload(chosen);
            }}
          />
        </div>
      </div>
      {progress !== null && <progress max={100} value={progress} className={styles.progress} aria-hidden="true" />}
      <div className={styles.field}>
        <label htmlFor={id} className={styles.sublabel}>
          {t('inspector.mediaAddress')}
        </label>
        <input
          id={id}
          type="text"
          dir="ltr"
          value={address}
          {...invalidProps(id, problem)}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <Problem id={`${id}-problem`} problem={problem} />
    </fieldset>
  );
}
