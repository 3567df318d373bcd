import { type Block, type FieldInstance, getAt, getBlockDefinition, setAt } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { lazy, type ReactNode, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from './action-notice.tsx';
import { fieldLabel } from './field-label.ts';
import { InlineTextEditor } from './inline-text-editor.tsx';
import { type LocatedField, locateFields } from './locate-fields.ts';
import { libraryStrings } from './media-library/strings.ts';
import { type ClearedAlt, getAltOffer, setField } from './media-rule.ts';
import styles from './on-page-fields.module.css';
import { EDITING_NS } from './strings.ts';
import { TranslationMarks } from './translation/index.ts';
import { uploadFile } from './upload.ts';

/** The media library (ADR 0032), in its own chunk: fetched when an editor first opens it. */
const MediaLibraryDialog = lazy(() => import('./media-library/library-dialog.tsx'));

/** Set on each element that shows a field, in edit mode only: the outline, its name, and a tab stop. */
const FIELD_ATTRIBUTE = 'data-edit-field';

/**
 * Click what you see: inside a block's view, each element that shows one of its texts or images
 * (found by `locateFields`) is outlined with the field's name on hover and focus; a text opens an
 * editor right where it stands, with the other language beside it; an image or video carries a
 * Replace button that asks for a file and saves it. Keyboard: the elements are tab stops, Enter or
 * Space opens them. Saving goes through the block list's `save` (shown at once, rolled back with
 * the alert on failure, conflict view when stale).
 */
export function OnPageFields({
  block,
  save,
  onError,
  replaceButtons = true,
  children,
}: {
  block: Block;
  /** False for the header and footer: they stay fixed over the page, where a button drawn on them would be covered. */
  replaceButtons?: boolean;
  save: (content: unknown) => void;
  onError: (message: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const root = useRef<HTMLDivElement>(null);
  const located = useRef<LocatedField[]>([]);
  const [media, setMedia] = useState<Array<LocatedField & { label: string }>>([]);
  const [texts, setTexts] = useState<LocatedField[]>([]);
  const [editing, setEditing] = useState<LocatedField | null>(null);
  const [uploading, setUploading] = useState<{ path: string; percent: number } | null>(null);
  const [library, setLibrary] = useState<FieldInstance | null>(null);
  /** The description taken off a picture replaced here, offered back while it stays empty. */
  const [clearedAlt, setClearedAlt] = useState<(ClearedAlt & { at: string }) | null>(null);
  const def = getBlockDefinition(block.block_type);

  // After every render of the view: find the fields again (the content or language may have changed).
  useLayoutEffect(() => {
    const container = root.current;
    if (!container || !def) return;
    located.current = locateFields(container, def.fields, block.content, lang);
    const now = new Set(located.current.map(({ element }) => element));
    // Only elements that show no field any more lose their marks: taking the tab stop off the
    // element just edited would take its focus away.
    for (const element of container.querySelectorAll<HTMLElement>(`[${FIELD_ATTRIBUTE}]`)) {
      if (now.has(element)) continue;
      element.removeAttribute(FIELD_ATTRIBUTE);
      element.removeAttribute('tabindex');
    }
    for (const { element, field } of located.current) {
      element.setAttribute(FIELD_ATTRIBUTE, fieldLabel(block.block_type, field.path, lang, t));
      if (field.kind !== 'media') element.tabIndex = 0;
    }
    setTexts(located.current.filter(({ field }) => field.kind !== 'media'));
    setMedia(
      located.current
        .filter(({ field }) => field.kind === 'media')
        .map((found) => ({ ...found, label: fieldLabel(block.block_type, found.field.path, lang, t) })),
    );
  }, [block.content, block.block_type, lang, def, t]);

  const fieldAt = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest(`[${FIELD_ATTRIBUTE}]`) : null;
    return located.current.find((found) => found.element === element && found.field.kind !== 'media');
  };
  const open = (found: LocatedField | undefined, event: { preventDefault(): void; stopPropagation(): void }) => {
    if (!found) return;
    // The view's own link or button does not act while its text is being edited.
    event.preventDefault();
    event.stopPropagation();
    setEditing(found);
  };

  /** Saves `url` in the media field (the panel's rules: image/video, the old description cleared). */
  const putMedia = (field: FieldInstance, url: string) => {
    const next = setField(block.content, field, url);
    setClearedAlt(next.cleared ? { ...next.cleared, at: field.path.join('.') } : null);
    save(next.content);
  };

  const replaceMedia = async (field: FieldInstance, file: File) => {
    const path = field.path.join('.');
    setUploading({ path, percent: 0 });
    try {
      const { url } = await uploadFile(file, (percent) => setUploading({ path, percent }));
      putMedia(field, url);
    } catch (error) {
      console.warn(error);
      onError(t('uploadFailed'));
    } finally {
      setUploading(null);
    }
  };

  return (
    <div
      ref={root}
      className={styles.onPage}
      onClickCapture={(event) => open(fieldAt(event.target), event)}
      onKeyDownCapture={(event) => {
        if ((event.key === 'Enter' || event.key === ' ') && event.target === fieldAt(event.target)?.element)
          open(fieldAt(event.target), event);
      }}
    >
      {children}
      <TranslationMarks block={block} located={texts} container={root} />
      {replaceButtons &&
        media.map(({ element, field, label }) => (
          <MediaReplace
            key={field.path.join('.')}
            element={element}
            label={t('replaceField', { field: label })}
            libraryLabel={libraryStrings(lang).fromLibraryField.replace('{{field}}', label)}
            progress={uploading?.path === field.path.join('.') ? uploading.percent : undefined}
            onFile={(file) => void replaceMedia(field, file)}
            onLibrary={() => setLibrary(field)}
          />
        ))}
      {library && (
        <Suspense fallback={null}>
          <MediaLibraryDialog
            lang={lang}
            kind={/video/i.test(String(library.path.at(-1))) ? 'video' : 'image'}
            onPick={(url) => {
              setLibrary(null);
              putMedia(library, url);
            }}
            onClose={() => setLibrary(null)}
          />
        </Suspense>
      )}
      {clearedAlt && getAltOffer(clearedAlt, clearedAlt.at, block.content) && (
        <ActionNotice
          message={t('inspector.altCleared')}
          action={t('inspector.keepAlt')}
          onAction={() => {
            setClearedAlt(null);
            save(setAt(block.content, clearedAlt.path, clearedAlt.alt));
          }}
          onClose={() => setClearedAlt(null)}
        />
      )}
      {editing && (
        <InlineTextEditor
          anchor={editing.element}
          field={editing.field}
          label={fieldLabel(block.block_type, editing.field.path, lang, t)}
          value={getAt(block.content, editing.field.path)}
          onSave={(value) => {
            setEditing(null);
            if (JSON.stringify(value) !== JSON.stringify(getAt(block.content, editing.field.path)))
              save(setAt(block.content, editing.field.path, value));
          }}
          onDraft={(value) => {
            if (JSON.stringify(value) !== JSON.stringify(getAt(block.content, editing.field.path)))
              save(setAt(block.content, editing.field.path, value));
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}

/** The Replace button drawn on an image or video: one click asks for the file, choosing it saves. */
function MediaReplace({
  element,
  label,
  libraryLabel,
  progress,
  onFile,
  onLibrary,
}: {
  element: HTMLElement;
  label: string;
  /** The name of the button that picks a file already in the media library (ADR 0032). */
  libraryLabel: string;
  onLibrary: () => void;
  /** While uploading, how far it is. */
  progress: number | undefined;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const input = useRef<HTMLInputElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const container = element.closest(`.${styles.onPage}`);

  useLayoutEffect(() => {
    const measure = () => {
      const box = element.getBoundingClientRect();
      const frame = container?.getBoundingClientRect();
      // Not for an image out of sight (a slide or marquee item beyond the block's edge).
      if (!frame || box.width === 0 || box.right <= frame.left || box.left >= frame.right) return setPlace(null);
      setPlace({ top: box.top - frame.top + 8, left: box.left - frame.left + 8 });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, container]);

  if (!place) return null;
  return (
    <div className={styles.replace} style={{ top: place.top, left: place.left }}>
      <button
        type="button"
        className={styles.replaceButton}
        disabled={progress !== undefined}
        onClick={() => input.current?.click()}
      >
        {progress === undefined ? label : t('uploading', { percent: progress })}
      </button>
      <button type="button" className={styles.replaceButton} onClick={onLibrary}>
        {libraryLabel}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/*,video/mp4,video/webm"
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
