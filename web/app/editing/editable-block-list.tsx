import { type Block, expandFields, getBlockDefinition, type Page, type Path } from '@site/blocks';
import { collectionRegistry } from '@site/blocks/collections';
import { BlockList, BlockView, ListAddress, ListSlices, useLanguage } from '@site/blocks/react';
import { type DragEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSavedSettings, useCurrentSettings } from '../seo/settings-override.ts';
import { ActionNotice } from './action-notice.tsx';
import { BarMenu, MenuItem } from './bar-menu.tsx';
import { BlockPicker } from './block-picker.tsx';
import {
  type CollectionHost,
  CollectionHostContext,
  type OpeningItem,
  OpeningItemContext,
} from './collections/collection-host.ts';
import { saveListBlock } from './collections/list-block-save.ts';
import { OnPageReorder } from './collections/on-page-reorder.tsx';
import { announceDraftSaved } from './draft-saved.ts';
import styles from './editing.module.css';
import { editorApi } from './editor-api.ts';
import { FindButton, useFindShortcut } from './find/find-button.tsx';
import { FindDialog } from './find/find-dialog.tsx';
import { SearchReportDialog } from './find/report-dialog.tsx';
import { itemToOpen } from './find/results.ts';
import { findStrings } from './find/strings.ts';
import { HistoryDialog } from './history-dialog.tsx';
import { BinIcon, PictureIcon } from './icons.tsx';
import { InspectorContext, type InspectorServices } from './inspector/context.ts';
import type { Change } from './inspector/history.ts';
import { InspectorPanel } from './inspector/inspector-panel.tsx';
import { useUndoKeys } from './inspector/undo-keys.ts';
import { useBlockSaving } from './inspector/use-block-saving.ts';
import { collectionShownBy, listsShownBy } from './item-in-block.ts';
import { useLocalListAddress } from './local-list-address.ts';
import { libraryStrings } from './media-library/strings.ts';
import { blockName } from './names.ts';
import { OnPageFields } from './on-page-fields.tsx';
import { Outline } from './outline.tsx';
import { PageSettingsDialog } from './page-settings-dialog.tsx';
import presenceStyles from './presence/presence.module.css';
import { editorsIn, PresenceMarker, PresenceStrip } from './presence/presence-strip.tsx';
import { usePresence } from './presence/use-presence.ts';
import { ConfirmDialog } from './prompts.tsx';
import { PublishControls } from './publishing/publish-controls.tsx';
import { useRegionKeys, useScrollClearOf } from './region-keys.ts';
import { saveFailedKey } from './save-messages.ts';
import { SaveNotices } from './save-notices.tsx';
import './register-strings.ts';
import { EDITING_NS } from './strings.ts';
import { BlockTranslationCount, TranslationFilter } from './translation/index.ts';
import { UnsavedHost } from './unsaved/host.tsx';

const DRAG_TYPE = 'application/x-block-id';

type Open =
  | { kind: 'add'; afterOrder: number }
  | { kind: 'delete'; blockId: string }
  | { kind: 'history' }
  | { kind: 'settings' }
  | { kind: 'media'; showing?: { path: string; fileName: string } }
  | { kind: 'find' }
  | { kind: 'report' }
  | null;

/** The media library (ADR 0032), in its own chunk: fetched when an editor first opens it. */
const MediaLibraryDialog = lazy(() => import('./media-library/library-dialog.tsx'));

/**
 * Edit mode for one page: every block with its controls (edit fields, replace image, move, add
 * after, delete), saved at once with the block's version, rolled back with the spec's alert when a
 * save fails, and a conflict view when someone else saved first. `fixed` pages (header, footer)
 * keep their one block: fields only.
 */
export default function EditableBlockList({
  page,
  fixed = false,
  template = false,
}: {
  page: Page;
  fixed?: boolean;
  template?: boolean;
}) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  // The lists' filters and pages change the address shown, and the draft's page of the list is read.
  const listAddress = useLocalListAddress();
  const address = listAddress[0].toString();
  /** Where each paged list of the draft stands (the server sends one page of it). */
  const [slices, setSlices] = useState<Page['lists']>();
  const [blocks, setBlocks] = useState<Block[]>(() => sortBlocks(page.blocks));
  const [open, setOpen] = useState<Open>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [outline, setOutline] = useState(false);
  const outlineToggle = useRef<HTMLButtonElement>(null);
  /** The block the outline chose, scrolled to once the inspector has taken its room (the page reflows). */
  const [scrollTo, setScrollTo] = useState<string | null>(null);
  useEffect(() => {
    if (!scrollTo) return;
    editButtons.current.get(scrollTo)?.closest('section')?.scrollIntoView({ block: 'start' });
    setScrollTo(null);
  }, [scrollTo]);
  /** The block in the inspector, and the field it opened on. */
  const [selected, setSelected] = useState<{ blockId: string; focusPath?: Path } | null>(null);
  /** The polite half of the editor's announcements ('Saved', 'Undone'); failures are the alert. */
  const [news, setNews] = useState('');
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  // F6 moves between the bar, the page's blocks and the inspector; the page scrolls clear of the bar.
  const bar = useRef<HTMLDivElement>(null);
  const pageBlocks = useRef<HTMLDivElement>(null);
  const regions = useCallback(
    () =>
      fixed
        ? []
        : [
            bar.current,
            document.querySelector('[data-outline]'),
            pageBlocks.current,
            document.querySelector('[data-inspector-panel]'),
          ],
    [fixed],
  );
  useRegionKeys(regions);
  /** The version each block deleted here had when it went: what brings it back (an undo). */
  const deletedAt = useRef(new Map<string, number>());
  /** The block just deleted, for the "Block deleted — Undo" notice. */
  const [deletedNotice, setDeletedNotice] = useState<{ blockId: string; name: string } | null>(null);

  // Edit mode works on the draft (ADR 0025); the page as rendered is what visitors see. Until the
  // draft is here, the page shows without the editor's controls.
  const [draftLoaded, setDraftLoaded] = useState(false);
  const savingRef = useRef<ReturnType<typeof useBlockSaving> | null>(null);
  useEffect(() => {
    let current = true;
    setBlocks(sortBlocks(page.blocks));
    editorApi
      .getPageWindow(page.slug, new URLSearchParams(window.location.search))
      .then((draft) => {
        if (!current) return;
        // What the server has: the visitors' page shown until now holds only the cards' fields.
        savingRef.current?.load(sortBlocks(draft.blocks));
        setSlices(draft.lists);
        // The head shows the draft's description and sharing texts too.
        if (!fixed && !template) showSavedSettings(draft.slug, draft.settings, draft.settings_version);
      })
      .catch((error) => console.warn(error))
      .finally(() => current && setDraftLoaded(true));
    return () => {
      current = false;
    };
  }, [page.blocks, page.slug, fixed, template]);
  const settings = useCurrentSettings(page);
  useScrollClearOf(bar, draftLoaded && !fixed);

  const blockById = (id: string) => blocks.find((b) => b.id === id);
  const fail = (message: string) => setAlert(message);
  const inspectorServices: InspectorServices = {
    fail,
    confirmTranslation: async (blockId, at) => {
      try {
        saving.flush();
        saving.restamp(blockId, (await editorApi.confirmTranslation(blockId, at)).translations);
      } catch {
        fail(t('translationConfirmFailed'));
      }
    },
  };
  const reload = async () => {
    const fresh = await editorApi.getPageWindow(page.slug, listAddress[0]);
    saving.load(sortBlocks(fresh.blocks));
    setSlices(fresh.lists);
  };
  // Another filter or page of a list: its page of the draft, once what was typed is sent.
  const shownAddress = useRef(address);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the page of the list the new address asks for
  useEffect(() => {
    if (!draftLoaded || shownAddress.current === address) return;
    shownAddress.current = address;
    savingRef.current?.flush();
    void reload().catch((error) => console.warn(error));
  }, [address, draftLoaded]);

  /**
   * Every change (inspector, on-page editors, undo) goes through one saver: shown at once, saved
   * with the block's version (typing 600 ms after the last keystroke), rolled back with the spec's
   * alert on failure, the conflict view on a 409 (inspector/use-block-saving.ts).
   */
  const saving = useBlockSaving({
    blocks,
    setBlocks,
    onFailed: (block) => {
      const { key, options } = saveFailedKey(block.block_type, { template });
      // The spec's 'header' / 'footer' in English; the block's name in Arabic.
      fail(t(key, options && { type: lang === 'en' ? options.type : blockName(block.block_type, lang) }));
    },
    announce: (message) => setNews(t(`inspector.${message}`)),
    slug: page.slug,
    save: (current, content, version) =>
      listsShownBy(current.block_type).length > 0
        ? saveListBlock(page.slug, (collection, writes) => advanceShowing(collection, writes, current.id))(
            current,
            content,
            version,
          )
        : editorApi.saveBlock(current, content, version),
    onStructure: (change, direction) => {
      setDeletedNotice(null);
      if (change.structure === 'move') {
        void reorder(inOrder(direction === 'undo' ? change.before : change.after, blocks), false);
        return;
      }
      // Undoing a delete or redoing an add brings the block back; the other two delete it again.
      if ((change.structure === 'delete') === (direction === 'undo')) void restoreBlock(change.blockId);
      else {
        const block = blockById(change.blockId);
        if (block) void removeBlock(block);
      }
    },
  });
  savingRef.current = saving;
  const save = (block: Block, content: unknown) => saving.apply(block.id, content);
  const step = (which: 'undo' | 'redo') => {
    const blockId = which === 'undo' ? saving.undo() : saving.redo();
    // The inspector follows the change it undid, when it is open.
    if (blockId && selected && selected.blockId !== blockId) setSelected({ blockId });
  };
  useUndoKeys(step, saving.activity);

  // Editors see each other (ADR 0028): who else is here, and their saves shown as they happen.
  const presence = usePresence(fixed ? null : page.slug, {
    onSaved: (saved, by, mine) => {
      const show = (block: Block) => {
        if (saving.receive(block, mine) === 'shown' && by && !mine)
          setNews(t('presence.savedBy', { name: by.name, block: blockName(block.block_type, lang) }));
      };
      if (listsShownBy(saved.block_type).length === 0) return show(saved);
      // A list block heard back from my own item write: the saver has moved its version on already
      // (advanceShowing), and taking the echo too would count the write twice (a false conflict).
      if (mine) return;
      // A list block's settings come without its list, and someone else may have changed one of its
      // items: its cards are read again, as the list's current page shows them.
      const settingsOnly = () => withEntriesOf(saved, blockById(saved.id));
      void editorApi
        .getPageWindow(page.slug, listAddress[0])
        .then((fresh) => {
          const block = fresh.blocks.find((b) => b.id === saved.id && b.version >= saved.version);
          show(block ?? settingsOnly());
          if (block) setSlices(fresh.lists);
        })
        .catch(() => show(settingsOnly()));
    },
    onChanged: () => void structural(async () => {}),
    onReady: () => void catchUp(),
  });
  const catchUp = async () => {
    const fresh = sortBlocks(
      (await editorApi.getPageWindow(page.slug, listAddress[0]).catch(() => null))?.blocks ?? [],
    );
    if (fresh.map((b) => b.id).join() !== blocks.map((b) => b.id).join()) return structural(async () => {});
    for (const block of fresh) saving.receive(block);
  };
  const { moveTo } = presence;
  useEffect(() => {
    if (selected) moveTo(selected.blockId);
  }, [selected, moveTo]);
  const select = (blockId: string, focusPath?: Path) => {
    saving.flush();
    setSelected({ blockId, ...(focusPath ? { focusPath } : {}) });
  };

  // `?item=stories/lulua-bank` (Find anything): the panel opens on the list block holding the
  // collection, the item open in its list.
  const [opening, setOpening] = useState<(OpeningItem & { blockId: string }) | null>(null);
  const asked = fixed ? null : itemToOpen(listAddress[0]);
  const askedKey = asked ? `${asked.collection}/${asked.slug}` : '';
  const openedItem = useRef('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per item asked for, when the draft is here
  useEffect(() => {
    if (!asked || !draftLoaded || openedItem.current === askedKey) return;
    const { heldBy } = collectionRegistry[asked.collection] ?? {};
    const holder = heldBy && blocks.find((b) => b.block_type === heldBy.block);
    if (!heldBy || !holder) return;
    openedItem.current = askedKey;
    setOpening({ ...asked, array: heldBy.list, blockId: holder.id });
    select(holder.id, [heldBy.list]);
  }, [askedKey, draftLoaded, blocks]);
  useFindShortcut(() => setOpen({ kind: 'find' }), !fixed && draftLoaded);
  const closeInspector = () => {
    setOpening(null);
    if (!selected) return;
    saving.flush();
    editButtons.current.get(selected.blockId)?.focus();
    setSelected(null);
  };

  /**
   * Changes of the page's blocks (add, delete, move, and their undo) go out one after another, and
   * only the last one reads the draft again: an earlier read answering late would put an order the
   * editor has already changed back on screen.
   */
  const structuralQueue = useRef<Promise<void>>(Promise.resolve());
  const structuralRuns = useRef(0);
  function structural(action: () => Promise<unknown>) {
    saving.flush();
    const run = ++structuralRuns.current;
    const done = structuralQueue.current.then(async () => {
      try {
        await action();
        announceDraftSaved(page.slug);
      } catch (error) {
        console.warn(error);
        fail(t('saveFailed'));
      } finally {
        if (run === structuralRuns.current) await reload().catch(() => {});
      }
    });
    structuralQueue.current = done;
    return done;
  }

  /** Deletes a block once its own saves have gone out (their version is the one it is deleted at). */
  const removeBlock = (block: Block) => {
    if (selected?.blockId === block.id) setSelected(null);
    setBlocks((list) => list.filter((b) => b.id !== block.id));
    return structural(async () => {
      const settled = (await saving.settled(block.id)) ?? block;
      deletedAt.current.set(block.id, settled.version);
      await editorApi.deleteBlock(settled);
    });
  };
  /** A block deleted here, back with its id and content at its old place (the server's restore). */
  const restoreBlock = (blockId: string) => {
    const version = deletedAt.current.get(blockId);
    if (version === undefined) return;
    return structural(async () => {
      const back = await editorApi.restoreVersion(blockId, version);
      setBlocks((list) => placed(list, back));
    });
  };

  const move = (index: number, delta: number) => {
    const target = index + delta;
    if (target < 0 || target >= blocks.length) return;
    const ids = blocks.map((b) => b.id);
    [ids[index], ids[target]] = [ids[target] as string, ids[index] as string];
    void reorder(ids);
  };
  const reorder = (ids: string[], undoable = true) => {
    if (undoable) saving.recordStructure({ structure: 'move', before: blocks.map((b) => b.id), after: ids });
    setBlocks(ids.map((id, i) => ({ ...(blockById(id) as Block), order: i + 1 })));
    return structural(() => editorApi.reorderBlocks(page.slug, ids));
  };
  const onDrop = (event: DragEvent, targetId: string) => {
    event.preventDefault();
    const dragged = event.dataTransfer.getData(DRAG_TYPE);
    setDragged(null);
    if (!dragged || dragged === targetId || !blockById(dragged)) return;
    const ids = blocks.map((b) => b.id).filter((id) => id !== dragged);
    ids.splice(
      ids.indexOf(targetId) +
        (blocks.findIndex((b) => b.id === dragged) < blocks.findIndex((b) => b.id === targetId) ? 1 : 0),
      0,
      dragged,
    );
    void reorder(ids);
  };

  /**
   * The panel's collection lists write items one at a time; each write gives the list block a new
   * version on the server (ADR 0040), which the page takes at once. A saved item shows in its card;
   * an item added, removed or moved reads the draft again.
   */
  const collectionHost: CollectionHost = {
    itemSaved: (blockId, array, slug, content) => {
      const collection = collectionShownBy(blockById(blockId)?.block_type ?? '', array);
      if (collection) advanceShowing(collection, 1, undefined, slug, content);
    },
    listChanged: (blockId, array) => {
      const collection = collectionShownBy(blockById(blockId)?.block_type ?? '', array);
      if (collection) advanceShowing(collection, 1);
      void reload().catch((error) => console.warn(error));
    },
  };

  /**
   * `writes` item writes to `collection` gave every block showing it a new version on the server
   * (the resources list and the highlights beside it, ADR 0040): the page takes them, the saved
   * item's card shown anew wherever it is. `except`, the block whose own save wrote them, counted them.
   */
  function advanceShowing(collection: string, writes: number, except?: string, slug?: string, content?: unknown) {
    for (const block of blocks)
      for (const { array } of listsShownBy(block.block_type).filter((list) => list.collection === collection)) {
        if (block.id === except) continue;
        for (let n = 0; n < writes; n++)
          saving.advance(block.id, (blockContent) =>
            slug === undefined ? blockContent : withEntry(blockContent, array, slug, content),
          );
      }
  }

  const current = open && 'blockId' in open ? blockById(open.blockId) : undefined;
  const inspected = selected ? blockById(selected.blockId) : undefined;

  // What visitors see until then, its lists as the server cut them.
  if (!draftLoaded)
    return (
      <ListSlices lists={page.lists}>
        <BlockList blocks={sortBlocks(page.blocks)} />
      </ListSlices>
    );

  const startDrag = (event: DragEvent, blockId: string) => {
    event.dataTransfer.setData(DRAG_TYPE, blockId);
    event.dataTransfer.effectAllowed = 'move';
    setDragged(blockId);
  };
  const selectFromOutline = (blockId: string) => {
    select(blockId);
    setScrollTo(blockId);
    // On a phone the outline and the inspector share the bottom of the screen: the inspector takes it.
    if (window.matchMedia('(max-width: 600px)').matches) setOutline(false);
  };
  const closeOutline = () => {
    setOutline(false);
    // Back to its button, or to More when the bar has no room for the button (ADR 0043).
    const toggle = outlineToggle.current;
    if (toggle?.getClientRects().length) toggle.focus();
    else bar.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus();
  };

  // The bar's own actions, at the end of its More menu.
  const barActions = (
    <>
      <MenuItem only="phone" onSelect={() => setOutline(true)}>
        {t('outline.open')}
      </MenuItem>
      <MenuItem onSelect={() => setOpen({ kind: 'add', afterOrder: 0 })}>+ {t('addBlock')}</MenuItem>
      <MenuItem onSelect={() => setOpen({ kind: 'media' })}>{libraryStrings(lang).openLibrary}</MenuItem>
      <MenuItem onSelect={() => setOpen({ kind: 'report' })}>{findStrings(lang).report}</MenuItem>
      <MenuItem onSelect={() => setOpen({ kind: 'history' })}>{t('history')}</MenuItem>
      <MenuItem onSelect={() => setOpen({ kind: 'settings' })}>{t('settings.open')}</MenuItem>
    </>
  );
  return (
    <ListAddress value={listAddress}>
      <ListSlices lists={slices}>
        <div className={styles.editing}>
          {!fixed && (
            <div className={styles.pageBar} ref={bar} data-page-bar="">
              {template ? (
                <BarMenu>{barActions}</BarMenu>
              ) : (
                <PublishControls
                  slug={page.slug}
                  blocks={blocks}
                  beforePublish={saving.settle}
                  onDraftReplaced={() => void reload()}
                  more={barActions}
                />
              )}
              <button
                type="button"
                ref={outlineToggle}
                className={`${styles.smallButton} ${styles.notOnPhone}`}
                aria-expanded={outline}
                onClick={() => setOutline((shown) => !shown)}
              >
                <span aria-hidden="true">☰</span> <span className="short-words">{t('outline.open')}</span>
              </button>
              <TranslationFilter blocks={blocks} onSelect={select} />
              <PresenceStrip editors={presence.editors} blocks={blocks} />
              <div className={styles.barEnd}>
                <FindButton lang={lang} onOpen={() => setOpen({ kind: 'find' })} />
                <div className={styles.barEndSlot} data-bar-end="" ref={announceBarEnd} />
              </div>
            </div>
          )}
          <div ref={pageBlocks} className={styles.pageBlocks}>
            {blocks.map((block, index) => {
              const def = getBlockDefinition(block.block_type);
              const firstMedia = def
                ? expandFields(def.fields, block.content).find((f) => f.kind === 'media')
                : undefined;
              // The header's and footer's one block are named by its kind; page blocks by position too.
              const name = blockName(block.block_type, lang);
              const label = fixed ? name : t('toolbar', { n: index + 1, type: name });
              const others = editorsIn(presence.editors, block.id);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the keyboard selects with the toolbar's Edit button
                <section
                  key={block.id}
                  className={`${styles.block} ${fixed ? styles.fixed : ''} ${dragged === block.id ? styles.dragging : ''} ${others.length > 0 ? presenceStyles.othersHere : ''}`}
                  aria-label={label}
                  data-selected={selected?.blockId === block.id ? '' : undefined}
                  onFocus={() => presence.moveTo(block.id)}
                  onClick={(event) => {
                    // A click on the block's own area (not a text, link or control of it) selects it.
                    const target = event.target as Element;
                    if (
                      target.closest(
                        'a, button, input, select, textarea, label, summary, [data-edit-field], [role="toolbar"]',
                      )
                    )
                      return;
                    select(block.id);
                  }}
                  onDragOver={(event) => {
                    if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
                  }}
                  onDrop={(event) => onDrop(event, block.id)}
                >
                  <div className={styles.toolbar} role="toolbar" aria-label={label}>
                    <PresenceMarker editors={others} />
                    {!fixed && (
                      <span
                        className={styles.handle}
                        draggable
                        onDragStart={(event) => startDrag(event, block.id)}
                        onDragEnd={() => setDragged(null)}
                        title={t('dragHandle')}
                        aria-hidden="true"
                      >
                        ⠿
                      </span>
                    )}
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) editButtons.current.set(block.id, element);
                        else editButtons.current.delete(block.id);
                      }}
                      aria-expanded={selected?.blockId === block.id}
                      onClick={() => select(block.id)}
                    >
                      ✎ <span className="short-words">{t('editFields')}</span>
                    </button>
                    <BlockTranslationCount block={block} onSelect={select} />
                    {firstMedia && (
                      <button type="button" onClick={() => select(block.id, firstMedia.path)}>
                        <PictureIcon /> <span className="short-words">{t('replaceImage')}</span>
                      </button>
                    )}
                    {!fixed && (
                      <>
                        <button type="button" onClick={() => move(index, -1)} disabled={index === 0}>
                          ↑ <span className="visually-hidden">{t('moveUp')}</span>
                        </button>
                        <button type="button" onClick={() => move(index, 1)} disabled={index === blocks.length - 1}>
                          ↓ <span className="visually-hidden">{t('moveDown')}</span>
                        </button>
                        <button type="button" onClick={() => setOpen({ kind: 'add', afterOrder: block.order })}>
                          + <span className="visually-hidden">{t('addAfter')}</span>
                        </button>
                        <button
                          type="button"
                          className={styles.dangerText}
                          onClick={() => setOpen({ kind: 'delete', blockId: block.id })}
                        >
                          <BinIcon /> <span className="short-words">{t('delete')}</span>
                        </button>
                      </>
                    )}
                  </div>
                  <OnPageFields
                    block={block}
                    save={(content) => void save(block, content)}
                    onError={fail}
                    replaceButtons={!fixed}
                  >
                    <OnPageReorder block={block} save={(content) => void save(block, content)}>
                      <BlockView block={block} />
                    </OnPageReorder>
                  </OnPageFields>
                </section>
              );
            })}
          </div>

          {outline && !fixed && (
            <Outline
              blocks={blocks}
              selectedId={selected?.blockId ?? null}
              onSelect={selectFromOutline}
              onMove={move}
              onAddAfter={(block) => setOpen({ kind: 'add', afterOrder: block.order })}
              onDelete={(block) => setOpen({ kind: 'delete', blockId: block.id })}
              onClose={closeOutline}
              drag={{ start: startDrag, drop: onDrop }}
            />
          )}
          {inspected && (
            <CollectionHostContext.Provider value={collectionHost}>
              <InspectorContext.Provider value={inspectorServices}>
                <OpeningItemContext.Provider value={opening?.blockId === inspected.id ? opening : null}>
                  <InspectorPanel
                    key={opening?.blockId === inspected.id ? `${inspected.id}:${opening.slug}` : inspected.id}
                    block={inspected}
                    focusPath={selected?.focusPath}
                    onChange={(content, burst) => saving.apply(inspected.id, content, burst)}
                    onCommit={() => saving.flush()}
                    onClose={closeInspector}
                    canUndo={saving.canUndo}
                    canRedo={saving.canRedo}
                    onUndo={() => step('undo')}
                    onRedo={() => step('redo')}
                    saveState={saving.saveState}
                  />
                </OpeningItemContext.Provider>
              </InspectorContext.Provider>
            </CollectionHostContext.Provider>
          )}
          {open?.kind === 'delete' && current && (
            <ConfirmDialog
              message={t('deleteBlock')}
              onCancel={() => setOpen(null)}
              onConfirm={() => {
                setOpen(null);
                saving.recordStructure({ structure: 'delete', blockId: current.id });
                setDeletedNotice({ blockId: current.id, name: blockName(current.block_type, lang) });
                void removeBlock(current);
              }}
            />
          )}
          {open?.kind === 'add' && (
            <BlockPicker
              onCancel={() => setOpen(null)}
              onChoose={(type) => {
                const afterOrder = open.afterOrder;
                setOpen(null);
                void structural(async () => {
                  const created = await editorApi.createBlock(
                    page.slug,
                    type,
                    getBlockDefinition(type)?.defaults ?? {},
                    afterOrder + 1,
                  );
                  saving.recordStructure({ structure: 'add', blockId: created.id });
                  // On screen now (the draft read after it only confirms it), so its undo finds it.
                  setBlocks((list) => placed(list, created));
                });
              }}
            />
          )}
          {open?.kind === 'settings' && (
            <PageSettingsDialog
              slug={page.slug}
              settings={settings.settings}
              version={settings.version}
              onError={fail}
              onClose={() => setOpen(null)}
              onSaved={(stored) => {
                setOpen(null);
                showSavedSettings(page.slug, stored.settings, stored.settings_version);
              }}
            />
          )}
          {open?.kind === 'media' && (
            <Suspense fallback={null}>
              <MediaLibraryDialog
                lang={lang}
                showing={open.showing}
                onClose={() => {
                  setOpen(null);
                  // A replaced or deleted file may have changed this page's draft.
                  void reload();
                }}
              />
            </Suspense>
          )}
          {open?.kind === 'find' && (
            <FindDialog
              lang={lang}
              onCancel={() => setOpen(null)}
              onMedia={(showing) => setOpen({ kind: 'media', showing })}
            />
          )}
          {open?.kind === 'report' && <SearchReportDialog lang={lang} onClose={() => setOpen(null)} />}
          {open?.kind === 'history' && (
            <HistoryDialog
              slug={page.slug}
              onClose={() => setOpen(null)}
              onRestored={() => void reload()}
              onError={fail}
            />
          )}
          {deletedNotice && isLastDelete(saving.lastChange, deletedNotice.blockId) && (
            <ActionNotice
              message={t('blockDeleted', { type: deletedNotice.name })}
              action={t('inspector.undo')}
              shortcut="Control+Z Meta+Z"
              onAction={() => step('undo')}
              onClose={() => setDeletedNotice(null)}
            />
          )}
          <UnsavedHost />
          <SaveNotices saving={saving} news={news} alert={alert} onCloseAlert={() => setAlert(null)} />
        </div>
      </ListSlices>
    </ListAddress>
  );
}

/** The admin's controls move into the bar's end while it is there (admin-controls.tsx, ADR 0043). */
function announceBarEnd() {
  window.dispatchEvent(new Event('page-bar'));
  // Gone once React has taken it out of the document.
  return () => queueMicrotask(() => window.dispatchEvent(new Event('page-bar')));
}

/** `saved` with the entries `shown` holds in the arrays that show a collection (a save of its settings has none). */
function withEntriesOf(saved: Block, shown: Block | undefined): Block {
  const lists = listsShownBy(saved.block_type);
  if (!shown || lists.length === 0) return saved;
  const content = { ...(saved.content as Record<string, unknown>) };
  for (const { array } of lists) content[array] = (shown.content as Record<string, unknown>)[array];
  return { ...saved, content };
}

/** A list block's content with the entry `slug` of `array` now `content` (a card shows a saved item). */
function withEntry(blockContent: unknown, array: string, slug: string, content: unknown): unknown {
  const record = blockContent as Record<string, unknown>;
  const list = record[array];
  if (!Array.isArray(list)) return blockContent;
  return {
    ...record,
    [array]: list.map((entry) =>
      (entry as { id?: unknown }).id === slug ? { id: slug, ...(content as object) } : entry,
    ),
  };
}

/** `list` with `block` inserted at its order, the blocks from there on moved down one (as the server does). */
function placed(list: readonly Block[], block: Block): Block[] {
  const rest = list
    .filter((b) => b.id !== block.id)
    .map((b) => (b.order >= block.order ? { ...b, order: b.order + 1 } : b));
  return sortBlocks([...rest, block]);
}

/** `wanted`'s order for the blocks there are now (one added or deleted since is kept, at the end). */
function inOrder(wanted: readonly string[], blocks: readonly Block[]): string[] {
  const rank = (id: string) => (wanted.includes(id) ? wanted.indexOf(id) : wanted.length);
  return blocks.map((b) => b.id).sort((a, b) => rank(a) - rank(b));
}

/** Whether the newest undo step is the deletion of `blockId` (the notice's Undo would bring it back). */
function isLastDelete(change: Change | undefined, blockId: string): boolean {
  return !!change && 'structure' in change && change.structure === 'delete' && change.blockId === blockId;
}

function sortBlocks(blocks: readonly Block[]): Block[] {
  return [...blocks].sort((a, b) => a.order - b.order);
}
