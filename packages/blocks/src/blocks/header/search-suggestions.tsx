import { useEffect, useId, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { NavigateFunction } from 'react-router';
import type { Language } from '../../localized.ts';
import type { useT } from '../../ui/use-language.ts';
import './search-suggestions.css';

interface Suggestion {
  kind: string;
  title: string;
  path: string;
}

/** Quiet time after a key before asking, and the shortest text asked about. */
const WAIT_MS = 120;
const FROM_CHARS = 2;

/**
 * Titles for what is being typed (issue #32), under the header's search field: the ARIA combobox
 * pattern — ↓/↑ move through the list (the field keeps the focus, `aria-activedescendant` names the
 * option), Enter opens the option chosen (or searches the words, as the form does), Escape closes.
 * Loaded when the field is first focused; it takes the field over from then on. The language and
 * the strings come from the box: importing the site's modules here would put them in this chunk.
 */
interface Options {
  lang: Language;
  t: ReturnType<typeof useT>;
  navigate: NavigateFunction;
}

const roots = new WeakMap<HTMLInputElement, Root>();

/**
 * Puts the suggestions under `input` (once; a later call passes the current language and strings).
 * They are a React root of their own beside the field, so the header's code holds only the import.
 */
export function attach(input: HTMLInputElement, options: Options) {
  let root = roots.get(input);
  if (!root) {
    const box = document.createElement('div');
    input.after(box);
    root = createRoot(box);
    roots.set(input, root);
  }
  root.render(<Suggestions input={input} {...options} />);
}

function Suggestions({ input: field, lang, t, navigate }: Options & { input: HTMLInputElement }) {
  const listId = useId();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useRef({ items, open, active, go });
  state.current = { items, open, active, go };

  useEffect(() => {
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;

    const ask = () => {
      clearTimeout(timer);
      request?.abort();
      const q = field.value.trim();
      if (q.length < FROM_CHARS) {
        setItems([]);
        setOpen(false);
        return;
      }
      timer = setTimeout(async () => {
        request = new AbortController();
        try {
          const response = await fetch(`/v1/search/suggestions?${new URLSearchParams({ q, lang })}`, {
            signal: request.signal,
          });
          if (!response.ok) return;
          const { suggestions } = (await response.json()) as { suggestions: Suggestion[] };
          setItems(suggestions);
          setActive(-1);
          setOpen(document.activeElement === field);
        } catch {
          // Aborted by the next key, or offline: the form still searches.
        }
      }, WAIT_MS);
    };

    const onKey = (event: KeyboardEvent) => {
      const { items: shown, open: isOpen, active: at, go: open } = state.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!shown.length) return;
        event.preventDefault();
        setOpen(true);
        // The field itself (-1) is a stop between the last option and the first.
        const next = !isOpen
          ? event.key === 'ArrowDown'
            ? 0
            : shown.length - 1
          : at + (event.key === 'ArrowDown' ? 1 : -1);
        setActive(next >= shown.length ? -1 : next < -1 ? shown.length - 1 : next);
      } else if (event.key === 'Enter' && isOpen && at >= 0 && shown[at]) {
        event.preventDefault();
        open(shown[at]);
      } else if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const onBlur = () => setOpen(false);
    const onFocus = () => state.current.items.length && field.value.trim().length >= FROM_CHARS && setOpen(true);

    field.addEventListener('input', ask);
    field.addEventListener('keydown', onKey);
    field.addEventListener('blur', onBlur);
    field.addEventListener('focus', onFocus);
    if (field.value.trim()) ask();
    return () => {
      clearTimeout(timer);
      request?.abort();
      field.removeEventListener('input', ask);
      field.removeEventListener('keydown', onKey);
      field.removeEventListener('blur', onBlur);
      field.removeEventListener('focus', onFocus);
    };
  }, [field, lang, listId]);

  const shown = open && items.length > 0;
  useEffect(() => {
    field.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) field.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else field.removeAttribute('aria-activedescendant');
  }, [field, shown, active, listId]);

  function go(item: Suggestion) {
    setOpen(false);
    field.blur();
    void navigate(item.path);
  }

  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="search-suggestions"
        hidden={!shown}
      >
        {shown &&
          items.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (aria-activedescendant)
            <div
              key={`${item.kind} ${item.path}`}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="search-suggestions__option"
              // The field keeps the focus (and the list stays open) while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(item)}
            >
              <span className="search-suggestions__title" dir="auto">
                {item.title}
              </span>
              <span className="search-suggestions__kind">{t(`search.kinds.${item.kind}`)}</span>
            </div>
          ))}
      </div>
      <span className="visually-hidden" role="status">
        {shown ? t('search.suggestionCount', { count: items.length }) : ''}
      </span>
    </>
  );
}
