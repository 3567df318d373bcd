import type { Block, Language } from '@site/blocks';
import { slugForPath } from '@site/blocks/page-slugs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { editorApi } from '../editor-api.ts';
import styles from '../fields/list.module.css';
import { FormBody, useBlockForm } from '../inspector/block-form.tsx';
import { useUndoKeys } from '../inspector/undo-keys.ts';
import { useBlockSaving } from '../inspector/use-block-saving.ts';
import { itemAsBlock, itemOf, saveItemIn } from '../item-in-block.ts';
import { SaveNotices } from '../save-notices.tsx';
import { EDITING_NS } from '../strings.ts';
import { listStrings } from './strings.ts';

interface ItemFieldsProps {
  /** The list block showing the collection: its settings give the form (a story's industries). */
  block: Block;
  collection: string;
  array: string;
  slug: string;
  lang: Language;
  /** After the server stored the item: its content now. */
  onSaved: (content: unknown) => void;
}

/**
 * One item's fields inside its collection's list: read from the server, saved alone at its own
 * version (a stale one opens the conflict view with the item as it is now), with its own undo, as
 * the item's form on its detail page. Typing is saved 600 ms after the last key or when the field is
 * left.
 */
export function ItemFields({ block, collection, array, slug, lang, onSaved }: ItemFieldsProps) {
  const { t } = useTranslation(EDITING_NS);
  const s = listStrings(lang);
  const pageSlug = slugForPath(useLocation().pathname);
  const [blocks, setBlocks] = useState<Block[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const [failed, setFailed] = useState(false);
  const item = blocks[0];

  const saving = useBlockSaving({
    blocks,
    setBlocks,
    onFailed: () => setAlert(collection === 'stories' ? t('saveFailedStory') : t('saveFailed')),
    onSaved: (saved) => {
      const stored = itemOf(saved.content, array);
      if (stored) onSaved(stored.content);
    },
    announce: (message) => setNews(t(`inspector.${message}`)),
    slug: pageSlug,
    offerRestore: Boolean(item),
    save: saveItemIn(collection, array, block),
  });
  useUndoKeys((step) => (step === 'undo' ? saving.undo() : saving.redo()), saving.activity);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per item; the block's settings are read when saving
  useEffect(() => {
    let current = true;
    editorApi
      .getItem(collection, slug)
      .then((stored) => current && setBlocks([itemAsBlock(block, array, stored)]))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [collection, slug]);

  if (failed) return <p role="alert">{s.loadFailed}</p>;
  if (!item) return <p className={styles.searchStatus}>{s.loading}</p>;
  return (
    <fieldset
      className={styles.itemForm}
      onBlur={(event) => {
        // Leaving a field saves what was typed in it at once.
        if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) saving.flush();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) saving.flush();
      }}
    >
      <LoadedItem
        item={item}
        array={array}
        lang={lang}
        onChange={(content, burst) => saving.apply(item.id, content, burst)}
      />
      <p className={styles.searchStatus} aria-hidden="true">
        {saving.saveState === 'saving'
          ? t('inspector.saving')
          : saving.saveState === 'saved'
            ? t('inspector.saved')
            : ''}
      </p>
      <SaveNotices saving={saving} news={news} alert={alert} onCloseAlert={() => setAlert(null)} />
    </fieldset>
  );
}

function LoadedItem({
  item,
  array,
  lang,
  onChange,
}: {
  item: Block;
  array: string;
  lang: Language;
  onChange: (content: unknown, burst?: string) => void;
}) {
  const scope = useMemo((): [string, number] => [array, 0], [array]);
  const form = useBlockForm(item, scope, onChange);
  return <FormBody block={item} form={form} lang={lang} />;
}
