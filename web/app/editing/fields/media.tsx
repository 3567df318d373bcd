import { getAt, mediaKindOf } from '@site/blocks';
import type { MediaItem } from '@site/blocks/media-library';
import { isMediaUrl } from '@site/blocks/url-checks';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInspector } from '../inspector/context.ts';
import { libraryApi } from '../media-library/api.ts';
import { libraryStrings } from '../media-library/strings.ts';
import { altPathOf } from '../media-rule.ts';
import { EDITING_NS } from '../strings.ts';
import { uploadFile } from '../upload.ts';
import styles from './fields.module.css';
import { invalidProps, Problem } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/** The media library, in its own chunk: fetched when an editor first opens it. */
const MediaLibraryDialog = lazy(() => import('../media-library/library-dialog.tsx'));

/** The library's entry for an uploaded file, for its alt text (null: not in the library). */
function useLibraryItem(address: string): MediaItem | null {
  const [item, setItem] = useState<MediaItem | null>(null);
  useEffect(() => {
    setItem(null);
    if (!address.startsWith('/data/uploads/')) return;
    let current = true;
    libraryApi.get(address).then(
      (found) => current && setItem(found),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [address]);
  return item;
}

/**
 * An image or video: a preview, a button that uploads a new file (with its progress), "Choose from
 * library" (ADR 0032), the file's address to type or paste, and Remove. An image without alt text in
 * a language is flagged: its own description (the field its `alt` names) or else the library's, as
 * the page reads them. The imageUrl/videoUrl rule (one clears the other) and clearing the description
 * when the file changes are the panel's, as for every change.
 */
export function MediaControl({
  value,
  label,
  problem,
  onChange,
  field,
  block,
  lang,
}: FieldControlProps<string | undefined>) {
  const { t } = useTranslation(EDITING_NS);
  const s = libraryStrings(lang);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const { fail } = useInspector();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const address = typeof value === 'string' ? value : '';
  // Only an address the media rule accepts is previewed: the value is whatever was typed.
  const kind = isMediaUrl(address) ? mediaKindOf(address) : undefined;
  // What the field takes, for the library's filter: its file's kind, else its name says (videoUrl).
  const fieldKind = kind ?? (/video/i.test(field.key) ? 'video' : 'image');
  const libraryItem = useLibraryItem(address);
  const missingAlt = kind === 'image' ? altMissing(ownAlt(block.content, field), libraryItem) : [];

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
          <button type="button" className={styles.button} onClick={() => setLibraryOpen(true)}>
            {s.chooseFromLibrary}
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
      {missingAlt.length > 0 && (
        <p className={styles.altFlag}>
          <span aria-hidden="true">⚠</span>{' '}
          {missingAlt.length === 2
            ? s.noAlt
            : s.noAltIn.replace('{{lang}}', missingAlt[0] === 'en' ? s.english : s.arabic)}
        </p>
      )}
      {libraryOpen && (
        <Suspense fallback={null}>
          <MediaLibraryDialog
            lang={lang}
            kind={fieldKind}
            onPick={(path) => {
              setLibraryOpen(false);
              onChange(path);
            }}
            onClose={() => setLibraryOpen(false)}
          />
        </Suspense>
      )}
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

type AltText = Partial<Record<'en' | 'ar', unknown>>;

/** The picture's own description, when its field names one (null: it has no such field). */
function ownAlt(content: unknown, field: FieldControlProps['field']): AltText | null {
  const path = altPathOf(field);
  if (!path) return null;
  const alt = getAt(content, path);
  return typeof alt === 'object' && alt !== null ? (alt as AltText) : {};
}

/**
 * The languages in which a picture has no alt text: neither its own description nor the library's
 * (the page shows the first it finds). Nothing is known of a picture with neither: not flagged.
 */
export function altMissing(own: AltText | null, library: Pick<MediaItem, 'alt'> | null): Array<'en' | 'ar'> {
  if (!own && !library) return [];
  const has = (lang: 'en' | 'ar') => {
    const text = own?.[lang];
    return (typeof text === 'string' && !!text.trim()) || !!library?.alt[lang];
  };
  return (['en', 'ar'] as const).filter((lang) => !has(lang));
}
