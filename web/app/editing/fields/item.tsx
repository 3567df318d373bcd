import { getCollection, itemTitle } from '@site/blocks/collections';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorApi } from '../editor-api.ts';
import { EDITING_NS } from '../strings.ts';
import { useLoaded } from '../use-loaded.ts';
import styles from './fields.module.css';
import { Frame, invalidProps } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/** Items offered at once: the search narrows them. */
const OFFERED = 8;

/**
 * One item of a collection (the story a quote comes from), found by typing a word of its title in
 * either language: the collection's own search answers (the panel's), so it works at any size. A
 * combobox (WAI-ARIA's pattern): arrows move through the items found, Enter or a click chooses one,
 * Escape closes the list; the value changes only when an item is chosen or the choice is removed.
 */
export function ItemControl({ field, value, label, lang, problem, onChange }: FieldControlProps<string | undefined>) {
  const { t } = useTranslation(EDITING_NS);
  const id = useId();
  const listId = `${id}-items`;
  const name = field.collection ?? '';
  const collection = getCollection(name);
  const chosen = typeof value === 'string' ? value : '';
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const found = useLoaded(
    async (signal) => (open ? (await editorApi.listItems(name, { q: query, per_page: OFFERED }, signal)).items : []),
    [name, query, open],
  );
  const current = useLoaded(
    async () => (chosen ? await editorApi.getItem(name, chosen).catch(() => null) : null),
    [name, chosen],
  );
  const title = current.data && collection ? itemTitle(collection, current.data.content, lang) : '';
  const options = open ? (found.data ?? []) : [];
  const shown = options.length > 0;

  const choose = (slug: string) => {
    setOpen(false);
    setQuery('');
    if (slug !== chosen) onChange(slug);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else if (shown) setActive((at) => (at + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter' && shown) {
      event.preventDefault();
      choose((options[Math.min(active, options.length - 1)] as { slug: string }).slug);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the panel around it.
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <Frame id={id} label={label} problem={problem}>
      <p className={styles.hint}>
        {chosen
          ? current.state === 'ready' && !current.data
            ? t('inspector.itemMissing', { id: chosen })
            : t('inspector.itemChosen', { title: title || chosen })
          : t('inspector.itemNone')}
      </p>
      <div className={styles.combo}>
        <input
          id={id}
          type="text"
          dir="auto"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown ? `${listId}-${Math.min(active, options.length - 1)}` : undefined}
          placeholder={t('inspector.itemSearch')}
          value={query}
          {...invalidProps(id, problem)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div id={listId} role="listbox" aria-label={label} className={styles.comboList} hidden={!shown}>
          {options.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (aria-activedescendant): focus stays in the input
            <div
              key={item.slug}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === Math.min(active, options.length - 1)}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item.slug)}
            >
              <span dir="auto">{lang === 'ar' ? item.title.ar || item.title.en : item.title.en}</span>
              <span dir="auto" className={styles.comboOther} lang={lang === 'ar' ? 'en' : 'ar'}>
                {lang === 'ar' ? item.title.en : item.title.ar}
              </span>
            </div>
          ))}
        </div>
        {open && query && found.state === 'ready' && !shown && (
          <p className={styles.hint} role="status">
            {t('inspector.itemNoMatch', { query })}
          </p>
        )}
      </div>
      {chosen && (
        <button type="button" className={styles.comboRemove} onClick={() => onChange(undefined)}>
          {t('inspector.itemRemove')}
        </button>
      )}
    </Frame>
  );
}
