import { type Block, getAt, localize } from '@site/blocks';
import { getCollection } from '@site/blocks/collections';
import type { DetailItem, DetailKind, DetailSource } from '@site/blocks/details';
import { useLanguage } from '@site/blocks/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemHistoryDialog } from './collections/item-history-dialog.tsx';
import { listStrings } from './collections/strings.ts';
import styles from './editing.module.css';
import { editorApi } from './editor-api.ts';
import { InspectorPanel } from './inspector/inspector-panel.tsx';
import { useUndoKeys } from './inspector/undo-keys.ts';
import { useBlockSaving } from './inspector/use-block-saving.ts';
import { collectionShownBy, detailPath, itemAsBlock, saveItemIn } from './item-in-block.ts';
import { blockName } from './names.ts';
import { ItemPublishDialog } from './publishing/item-publish-dialog.tsx';
import { SaveNotices } from './save-notices.tsx';
import './register-strings.ts';
import { EDITING_NS } from './strings.ts';

interface EditableDetailProps {
  kind: DetailKind;
  item: DetailItem;
  source: DetailSource;
  render: (item: DetailItem) => ReactNode;
}

/**
 * Edit mode on a detail page: the inspector on the item's own fields (a story's title, image and
 * body…) from its list block's field map, scoped to the item. An item of a collection is read and
 * saved alone, at its own version (a stale one opens the conflict view with the item as it is now).
 * Unlike blocks, the page shows a change only once the server has stored it (spec 000 §4: "Story
 * detail updates locally only after a successful save"); the panel shows it at once. A failure
 * alerts 'Save failed' on a story, the generic message elsewhere.
 */
export default function EditableDetail({ kind, item: initial, source, render }: EditableDetailProps) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const [item, setItem] = useState(initial);
  const [blocks, setBlocks] = useState<Block[]>([]);
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const [dialog, setDialog] = useState<'publish' | 'history' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const failed = kind === 'story' ? t('saveFailedStory') : t('saveFailed');
  // A list shown from a collection: the form edits the item alone (item-in-block.ts); else the block's list.
  const collection = collectionShownBy(source.blockType, source.array);
  const settings = useRef<Block | null>(null);
  const block = blocks[0];
  /** The item's place in the block's draft: found by id, as editors may have reordered the list. */
  const pathIn = (content: unknown) => detailPath(content, source, initial.id);
  const path = block && pathIn(block.content);

  const saving = useBlockSaving({
    blocks,
    setBlocks,
    onFailed: () => setAlert(failed),
    onSaved: (saved) => {
      const at = pathIn(saved.content);
      if (at) setItem(getAt(saved.content, at) as DetailItem);
    },
    announce: (message) => setNews(t(`inspector.${message}`)),
    // Kept under the list's page; an item's change is offered back here once its form has loaded.
    slug: source.slug,
    offerRestore: Boolean(collection && block),
    ...(collection && settings.current && { save: saveItemIn(collection, source.array, settings.current) }),
  });
  useUndoKeys((step) => (step === 'undo' ? saving.undo() : saving.redo()), saving.activity);

  async function fetchBlock(): Promise<Block | undefined> {
    if (collection) {
      const [page, stored] = await Promise.all([
        editorApi.getPageSettings(source.slug),
        editorApi.getItem(collection, initial.id),
      ]);
      const found = page.blocks.find((b) => b.id === source.blockId);
      if (!found) return undefined;
      settings.current = found;
      const asBlock = itemAsBlock(found, source.array, stored);
      setBlocks([asBlock]);
      return asBlock;
    }
    const page = await editorApi.getPage(source.slug);
    const found = page.blocks.find((b) => b.id === source.blockId);
    if (found) setBlocks([found]);
    return found;
  }
  /** Reads the item's draft again and shows it, form and page. */
  const showDraft = () =>
    fetchBlock()
      .then((found) => {
        const at = found && pathIn(found.content);
        const draft = at && (getAt(found.content, at) as DetailItem | undefined);
        if (draft) setItem(draft);
      })
      .catch((error) => console.warn(error));
  // Edit mode shows the draft (ADR 0025): the item as editors last saved it, published or not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per item; showDraft reads the latest state
  useEffect(() => void showDraft(), [source.slug, source.blockId]);
  const close = () => {
    saving.flush();
    setOpen(false);
    editButton.current?.focus();
  };

  const title = t('fieldsTitle', { type: blockName(source.blockType, lang) });
  const named = collection && getCollection(collection)?.title(item as never);
  const itemName = (named && localize(named, lang)) || initial.id;
  return (
    <div className={styles.editing}>
      <section className={styles.block} aria-label={title}>
        <div className={styles.toolbar} role="toolbar" aria-label={title}>
          <button
            ref={editButton}
            type="button"
            aria-expanded={open}
            onClick={async () => {
              try {
                const current = block ?? (await fetchBlock());
                if (current && pathIn(current.content)) setOpen(true);
                else setAlert(failed);
              } catch {
                setAlert(failed);
              }
            }}
          >
            ✎ {t('editFields')}
          </button>
          {collection && (
            <>
              <button type="button" onClick={() => setDialog('publish')}>
                {listStrings(lang).publishItem}
              </button>
              <button type="button" onClick={() => setDialog('history')}>
                {listStrings(lang).history}
              </button>
            </>
          )}
        </div>
        {render(item)}
      </section>

      {open && block && path && (
        <InspectorPanel
          block={block}
          scope={path}
          onChange={(content, burst) => saving.apply(block.id, content, burst)}
          onCommit={() => saving.flush()}
          onClose={close}
          canUndo={saving.canUndo}
          canRedo={saving.canRedo}
          onUndo={() => saving.undo()}
          onRedo={() => saving.redo()}
          saveState={saving.saveState}
        />
      )}
      {collection && dialog === 'publish' && (
        <ItemPublishDialog
          collection={collection}
          slug={initial.id}
          name={itemName}
          onCancel={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            setNews(message);
          }}
        />
      )}
      {collection && dialog === 'history' && (
        <ItemHistoryDialog
          collection={collection}
          slug={initial.id}
          name={itemName}
          lang={lang}
          onCancel={() => setDialog(null)}
          onRestored={(message) => {
            setDialog(null);
            setNews(message);
            // The restored version is the draft now: the form and the page show it.
            void showDraft();
          }}
        />
      )}
      <SaveNotices saving={saving} news={news} alert={alert} onCloseAlert={() => setAlert(null)} />
    </div>
  );
}
