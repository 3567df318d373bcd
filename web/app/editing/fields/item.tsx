import { getCollection, itemTitle } from '@site/blocks/collections';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorApi } from '../editor-api.ts';
import { EDITING_NS } from '../strings.ts';
import { useLoaded } from '../use-loaded.ts';
import styles from './fields.module.css';
import { Frame, invalidProps } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/**
 * One item of a collection (the story a quote comes from), found by typing a word of its title in
 * either language: the database searches as the list's panel does, so it works at any size. The
 * value changes only when a found item is chosen (its readable id) or the input is emptied.
 */
export function ItemControl({ field, value, label, lang, problem, onChange }: FieldControlProps<string | undefined>) {
  const { t } = useTranslation(EDITING_NS);
  const id = useId();
  const listId = useId();
  const name = field.collection ?? '';
  const collection = getCollection(name);
  const chosen = typeof value === 'string' ? value : '';
  const [query, setQuery] = useState(chosen);
  useEffect(() => setQuery(chosen), [chosen]);

  const found = useLoaded(
    (signal) => editorApi.listItems(name, { q: query === chosen ? '' : query, per_page: 20 }, signal),
    [name, query, chosen],
  );
  const current = useLoaded(
    async () => (chosen ? await editorApi.getItem(name, chosen).catch(() => null) : null),
    [name, chosen],
  );
  const title = current.data && collection ? itemTitle(collection, current.data.content, lang) : '';

  const change = (text: string) => {
    setQuery(text);
    if (text === '') onChange(undefined);
    else if (found.data?.items.some((item) => item.slug === text)) onChange(text);
  };
  return (
    <Frame id={id} label={label} problem={problem}>
      <input
        id={id}
        type="search"
        dir="auto"
        list={listId}
        autoComplete="off"
        placeholder={t('inspector.itemSearch')}
        value={query}
        {...invalidProps(id, problem)}
        onChange={(event) => change(event.target.value)}
      />
      <datalist id={listId}>
        {(found.data?.items ?? []).map((item) => (
          <option key={item.slug} value={item.slug} label={`${item.title.en} · ${item.title.ar}`} />
        ))}
      </datalist>
      <p className={styles.hint}>
        {chosen
          ? current.state === 'ready' && !current.data
            ? t('inspector.itemMissing', { id: chosen })
            : t('inspector.itemChosen', { title: title || chosen })
          : t('inspector.itemNone')}
      </p>
    </Frame>
  );
}
