import type { FieldInstance } from '@site/blocks';
import type { LocalizedText } from '@site/blocks/localized';
import { useLanguage } from '@site/blocks/react';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './on-page-fields.module.css';
import { EDITING_NS } from './strings.ts';

type Pair = { en: string; ar: string };

function toPair(value: unknown): Pair {
  if (typeof value === 'string') return { en: value, ar: value };
  const text = (value ?? {}) as Exclude<LocalizedText, string>;
  return { en: text.en ?? '', ar: text.ar ?? '' };
}

/** How long typing pauses before what is typed is saved. */
const DRAFT_SAVE_MS = 600;

/**
 * A text edited where it stands: a box anchored under the element, English and Arabic side by side
 * in that order, as everywhere a pair is edited (ADR 0042), the focus in the page's language, Arabic
 * right to left. What is typed is saved once typing
 * pauses, so the page shows it and nothing is lost if the editor walks away; Enter or leaving the
 * box saves at once and closes it, Shift+Enter starts a new line, Escape puts back the text the box
 * opened with; focus goes back to the element.
 */
export function InlineTextEditor({
  anchor,
  field,
  label,
  value,
  onSave,
  onDraft,
  onCancel,
}: {
  anchor: HTMLElement;
  field: FieldInstance;
  label: string;
  value: unknown;
  /** Saves the value and closes the box. */
  onSave: (value: unknown) => void;
  /** Saves the value while the box stays open (typing paused). */
  onDraft: (value: unknown) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const closed = useRef(false);
  const localized = field.kind === 'localized';
  const [draft, setDraft] = useState<Pair>(() => toPair(value));
  const [text, setText] = useState(() => (typeof value === 'string' ? value : ''));
  const [place, setPlace] = useState<{ top: number; left: number; width: number } | null>(null);
  const [original] = useState(value);
  const drafted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const storedValue = (pair: Pair, plain: string) =>
    localized ? { ...(typeof value === 'object' ? value : {}), ...pair } : plain;
  const schedule = (next: unknown) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      drafted.current = true;
      onDraft(next);
    }, DRAFT_SAVE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    const frame = anchor.closest(`.${styles.onPage}`)?.getBoundingClientRect();
    const rect = anchor.getBoundingClientRect();
    if (frame) {
      // Room for two boxes side by side however short the text (a two-word Arabic heading too).
      const width = Math.min(Math.max(rect.width, localized ? 560 : 360), frame.width - 16, 720);
      const start = Math.min(Math.max(rect.left - frame.left, 8), frame.width - width - 8);
      setPlace({ top: rect.bottom - frame.top + 6, left: start, width });
    }
  }, [anchor, localized]);
  // Once placed (a hidden box cannot take focus): into the page's language.
  const placed = place !== null;
  useLayoutEffect(() => {
    if (!placed || !box.current) return;
    const typeIn =
      box.current.querySelector<HTMLTextAreaElement>(`textarea[lang="${localized ? lang : 'en'}"]`) ??
      box.current.querySelector<HTMLTextAreaElement>('textarea');
    typeIn?.focus();
  }, [placed, lang, localized]);

  const finish = (save: boolean) => {
    if (closed.current) return;
    closed.current = true;
    clearTimeout(timer.current);
    if (save) onSave(storedValue(draft, text));
    else if (drafted.current) onSave(original);
    else onCancel();
    anchor.focus({ preventScroll: true });
    // Back in view if the box's own scrolling left it under the page bar (the scroll padding).
    anchor.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      finish(true);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!box.current?.contains(event.relatedTarget as Node | null)) finish(true);
  };
  const input = (language: 'en' | 'ar', current: string, set: (v: string) => void, name: string) => (
    <label className={styles.inlineField} key={language}>
      <span>{name}</span>
      <textarea
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        rows={Math.min(6, Math.max(2, current.split('\n').length + 1))}
        value={current}
        onChange={(event) => set(event.target.value)}
      />
    </label>
  );

  return (
    <div
      ref={box}
      role="dialog"
      aria-labelledby={titleId}
      className={styles.inline}
      style={place ? { top: place.top, left: place.left, width: place.width } : { visibility: 'hidden' }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <p id={titleId} className={styles.inlineTitle}>
        {t('editField', { field: label })}
      </p>
      <div className={localized ? styles.inlinePair : undefined}>
        {localized
          ? (['en', 'ar'] as const).map((language) =>
              input(
                language,
                draft[language],
                (next) => {
                  const pair = { ...draft, [language]: next };
                  setDraft(pair);
                  schedule(storedValue(pair, text));
                },
                language === 'en' ? t('english') : t('arabic'),
              ),
            )
          : input(
              'en',
              text,
              (next) => {
                setText(next);
                schedule(next);
              },
              t('text'),
            )}
      </div>
      <p className={styles.inlineHint}>{t('inlineHint')}</p>
      <div className={styles.inlineButtons}>
        <button type="button" onClick={() => finish(true)}>
          {t('save')}
        </button>
        <button type="button" onClick={() => finish(false)}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
