import {
  type Block,
  type FieldInstance,
  getAt,
  getBlockDefinition,
  type Language,
  type Path,
  setAt,
} from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import type { TFunction } from 'i18next';
import {
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactNode,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from './action-notice.tsx';
import { InlineTextEditor } from './inline-text-editor.tsx';
import { type LocatedField, locateFields } from './locate-fields.ts';
import { libraryStrings } from './media-library/strings.ts';
import { type ClearedAlt, getAltOffer, setField } from './media-rule.ts';
import { onPageName } from './names.ts';
import styles from './on-page-fields.module.css';
import { EDITING_NS } from './strings.ts';
import { TranslationMarks } from './translation/index.ts';
import { uploadFile } from './upload.ts';

/** The media library (ADR 0032), in its own chunk: fetched when an editor first opens it. */
const MediaLibraryDialog = lazy(() => import('./media-library/library-dialog.tsx'));

/** Set on each element that shows a field, in edit mode only: the outline, its name, and a tab stop. */
const FIELD_ATTRIBUTE = 'data-edit-field';

/** A field's name on the page, by its item's title when it has one (names.ts): 'Title: Totara Learn'. */
function namesOf(block: Block, path: Path, lang: Language, t: TFunction<'editing'>) {
  const { field, item } = onPageName(block.block_type, path, block.content, lang, (list, n) =>
    t('itemPlace', { list, n }),
  );
  // In an English sentence the field's name is lower case ('Replace image'); Arabic has no case.
  const inSentence = lang === 'en' && /^[A-Z][a-z]/.test(field) ? field[0]?.toLowerCase() + field.slice(1) : field;
  const library = libraryStrings(lang);
  return item
    ? {
        label: t('itemField', { field, item }),
        replace: t('replaceItemField', { field: inSentence, item }),
        fromLibrary: library.fromLibraryItemField.replace('{{field}}', field).replace('{{item}}', item),
      }
    : {
        label: field,
        replace: t('replaceField', { field: inSentence }),
        fromLibrary: library.fromLibraryField.replace('{{field}}', field),
      };
}

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
  const [media, setMedia] = useState<LocatedField[]>([]);
  const [texts, setTexts] = useState<LocatedField[]>([]);
  const [editing, setEditing] = useState<LocatedField | null>(null);
  const [uploading, setUploading] = useState<{ path: string; percent: number } | null>(null);
  const [library, setLibrary] = useState<FieldInstance | null>(null);
  /** The picture under the pointer: the only one whose buttons are drawn (issue #31). */
  const [pointed, setPointed] = useState<HTMLElement | null>(null);
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
      element.setAttribute(FIELD_ATTRIBUTE, namesOf(block, field.path, lang, t).label);
      if (field.kind !== 'media') element.tabIndex = 0;
    }
    setTexts(located.current.filter(({ field }) => field.kind !== 'media'));
    setMedia(located.current.filter(({ field }) => field.kind === 'media'));
  }, [block, lang, def, t]);

  const fieldAt = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest(`[${FIELD_ATTRIBUTE}]`) : null;
    return located.current.find((found) => found.element === element && found.field.kind !== 'media');
  };
  /**
   * By the pictures' boxes, not the event's target: text, links and overlays drawn over a picture
   * (a banner's background) still point at it. The innermost one wins.
   */
  const point = (event: PointerEvent) => {
    if (event.target instanceof Element && event.target.closest(`.${styles.replace}`)) return;
    const under = media
      .map(({ element }) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.left <= event.clientX && event.clientX <= box.right)
      .filter(({ box }) => box.top <= event.clientY && event.clientY <= box.bottom)
      .sort((a, b) => a.box.width * a.box.height - b.box.width * b.box.height);
    setPointed(under[0]?.element ?? null);
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
      onPointerMove={point}
      onPointerDown={point}
      onPointerLeave={() => setPointed(null)}
      onClickCapture={(event) => open(fieldAt(event.target), event)}
      onKeyDownCapture={(event) => {
        if ((event.key === 'Enter' || event.key === ' ') && event.target === fieldAt(event.target)?.element)
          open(fieldAt(event.target), event);
      }}
    >
      {children}
      <TranslationMarks block={block} located={texts} container={root} />
      {replaceButtons &&
        media.map(({ element, field }) => (
          <MediaReplace
            key={field.path.join('.')}
            element={element}
            names={namesOf(block, field.path, lang, t)}
            shown={pointed === element}
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
          label={namesOf(block, editing.field.path, lang, t).label}
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

/** How far a chip keeps from the picture's corner and from the bars it must not sit under. */
const GAP = 8;

/**
 * The Replace button drawn on an image or video: one click asks for the file, choosing it saves.
 * Drawn for the picture pointed at (`shown`) or while it has the focus; at the picture's
 * inline-start corner, moved down below the block's toolbar or the page bar where they would meet.
 */
function MediaReplace({
  element,
  names,
  shown,
  progress,
  onFile,
  onLibrary,
}: {
  element: HTMLElement;
  /** The buttons' names: Replace and, for a file already in the media library (ADR 0032), from library. */
  names: { replace: string; fromLibrary: string };
  shown: boolean;
  onLibrary: () => void;
  /** While uploading, how far it is. */
  progress: number | undefined;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const input = useRef<HTMLInputElement>(null);
  const chip = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  const [place, setPlace] = useState<{ top: number; start: number } | null>(null);
  const container = element.closest<HTMLElement>(`.${styles.onPage}`);
  const visible = shown || focused;

  useLayoutEffect(() => {
    const measure = () => {
      const box = element.getBoundingClientRect();
      const frame = container?.getBoundingClientRect();
      // Not for an image out of sight (a slide or marquee item beyond the block's edge).
      if (!container || !frame || box.width === 0 || box.right <= frame.left || box.left >= frame.right)
        return setPlace(null);
      const rtl = getComputedStyle(container).direction === 'rtl';
      const start = (rtl ? frame.right - box.right : box.left - frame.left) + GAP;
      const own = chip.current?.getBoundingClientRect();
      const width = own?.width ?? 0;
      const height = own?.height ?? 0;
      const left = rtl ? frame.right - start - width : frame.left + start;
      const bars = [
        document.querySelector('[data-page-bar]'),
        container.closest('section')?.querySelector(':scope > [role="toolbar"]'),
      ].flatMap((bar) => (bar ? [bar.getBoundingClientRect()] : []));
      const meets = (top: number, bar: DOMRect) =>
        left < bar.right && left + width > bar.left && top < bar.bottom && top + height > bar.top;
      // The picture's top corner; its bottom one when a bar is there (a banner's background: below
      // the toolbar would cover its heading); else just below the bars.
      let top = [box.top + GAP, box.bottom - GAP - height].find((y) => !bars.some((bar) => meets(y, bar)));
      if (top === undefined) {
        top = box.top + GAP;
        for (const bar of bars.sort((a, b) => a.top - b.top)) if (meets(top, bar)) top = bar.bottom + GAP;
      }
      setPlace({ top: top - frame.top, start });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // While drawn, it follows the page bar as the page scrolls under it.
    if (visible) window.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', measure);
    };
  }, [element, container, visible]);

  if (!place) return null;
  const tracksFocus = {
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => setFocused(!!chip.current?.contains(event.relatedTarget as Node | null)),
  };
  return (
    <div
      ref={chip}
      className={styles.replace}
      style={{ insetBlockStart: place.top, insetInlineStart: place.start }}
      data-shown={visible ? '' : undefined}
    >
      <button
        type="button"
        className={styles.replaceButton}
        disabled={progress !== undefined}
        onClick={() => input.current?.click()}
        {...tracksFocus}
      >
        {progress === undefined ? names.replace : t('uploading', { percent: progress })}
      </button>
      <button type="button" className={styles.replaceButton} onClick={onLibrary} {...tracksFocus}>
        {names.fromLibrary}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/*,video/mp4,video/webm"
        aria-label={names.replace}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
