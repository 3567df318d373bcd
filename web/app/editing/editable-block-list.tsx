import { type Block, expandFields, type FieldInstance, getBlockDefinition, type Page } from '@site/blocks';
import { BlockView, useLanguage } from '@site/blocks/react';
import { type DragEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSavedSettings, useCurrentSettings } from '../seo/settings-override.ts';
import { ApiError } from '../session/api-error.ts';
import { BlockFieldsEditor } from './block-fields-editor.tsx';
import { BlockPicker } from './block-picker.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import styles from './editing.module.css';
import { editorApi } from './editor-api.ts';
import { HistoryDialog } from './history-dialog.tsx';
import { blockName } from './names.ts';
import { OnPageFields } from './on-page-fields.tsx';
import { PageSettingsDialog } from './page-settings-dialog.tsx';
import { ConfirmDialog } from './prompts.tsx';
import { saveFailedKey } from './save-messages.ts';
import './register-strings.ts';
import { EDITING_NS } from './strings.ts';

const DRAG_TYPE = 'application/x-block-id';

type Open =
  | { kind: 'fields'; blockId: string; startWith?: FieldInstance }
  | { kind: 'add'; afterOrder: number }
  | { kind: 'delete'; blockId: string }
  | { kind: 'history' }
  | { kind: 'settings' }
  | null;

interface Conflict {
  theirs: Block;
  mine: unknown;
}

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
  const [blocks, setBlocks] = useState<Block[]>(() => sortBlocks(page.blocks));
  const [open, setOpen] = useState<Open>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);

  useEffect(() => setBlocks(sortBlocks(page.blocks)), [page.blocks]);
  const settings = useCurrentSettings(page);

  const blockById = (id: string) => blocks.find((b) => b.id === id);
  const replaceBlock = (next: Block) => setBlocks((current) => current.map((b) => (b.id === next.id ? next : b)));
  const fail = (message: string) => setAlert(message);
  const reload = async () => setBlocks(sortBlocks((await editorApi.getPage(page.slug)).blocks));

  /** Shows the change at once, then saves it; on failure puts the block back as it was. */
  async function save(block: Block, content: unknown, version = block.version) {
    replaceBlock({ ...block, content });
    try {
      replaceBlock(await editorApi.saveBlock(block, content, version));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict({ theirs: (error.details as { current: Block }).current, mine: content });
        return;
      }
      console.warn(error);
      replaceBlock(block);
      const { key, options } = saveFailedKey(block.block_type, { template });
      // The spec's 'header' / 'footer' in English; the block's name in Arabic.
      fail(t(key, options && { type: lang === 'en' ? options.type : blockName(block.block_type, lang) }));
    }
  }

  async function structural(action: () => Promise<unknown>) {
    try {
      await action();
    } catch (error) {
      console.warn(error);
      fail(t('saveFailed'));
    } finally {
      await reload().catch(() => {});
    }
  }

  const move = (index: number, delta: number) => {
    const target = index + delta;
    if (target < 0 || target >= blocks.length) return;
    const ids = blocks.map((b) => b.id);
    [ids[index], ids[target]] = [ids[target] as string, ids[index] as string];
    void reorder(ids);
  };
  const reorder = (ids: string[]) => {
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

  const current = open && 'blockId' in open ? blockById(open.blockId) : undefined;

  return (
    <div className={styles.editing}>
      {!fixed && (
        <div className={styles.pageBar}>
          <button type="button" className={styles.smallButton} onClick={() => setOpen({ kind: 'settings' })}>
            {t('settings.open')}
          </button>
          <button type="button" className={styles.smallButton} onClick={() => setOpen({ kind: 'history' })}>
            {t('history')}
          </button>
          <button type="button" className={styles.smallButton} onClick={() => setOpen({ kind: 'add', afterOrder: 0 })}>
            + {t('addBlock')}
          </button>
        </div>
      )}
      {blocks.map((block, index) => {
        const def = getBlockDefinition(block.block_type);
        const firstMedia = def ? expandFields(def.fields, block.content).find((f) => f.kind === 'media') : undefined;
        // The header's and footer's one block are named by its kind; page blocks by position too.
        const name = blockName(block.block_type, lang);
        const label = fixed ? name : t('toolbar', { n: index + 1, type: name });
        return (
          <section
            key={block.id}
            className={`${styles.block} ${fixed ? styles.fixed : ''} ${dragged === block.id ? styles.dragging : ''}`}
            aria-label={label}
            onDragOver={(event) => {
              if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
            }}
            onDrop={(event) => onDrop(event, block.id)}
          >
            <div className={styles.toolbar} role="toolbar" aria-label={label}>
              {!fixed && (
                <span
                  className={styles.handle}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_TYPE, block.id);
                    event.dataTransfer.effectAllowed = 'move';
                    setDragged(block.id);
                  }}
                  onDragEnd={() => setDragged(null)}
                  title={t('dragHandle')}
                  aria-hidden="true"
                >
                  ⠿
                </span>
              )}
              <button type="button" onClick={() => setOpen({ kind: 'fields', blockId: block.id })}>
                ✎ {t('editFields')}
              </button>
              {firstMedia && (
                <button
                  type="button"
                  onClick={() => setOpen({ kind: 'fields', blockId: block.id, startWith: firstMedia })}
                >
                  🖼 {t('replaceImage')}
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
                    {t('delete')}
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
              <BlockView block={block} />
            </OnPageFields>
          </section>
        );
      })}

      {open?.kind === 'fields' && current && (
        <BlockFieldsEditor
          key={`${current.id}:${open.startWith?.path.join('.') ?? ''}`}
          block={current}
          title={t('fieldsTitle', { type: blockName(current.block_type, lang) })}
          startWith={open.startWith}
          save={(content) => void save(current, content)}
          onError={fail}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && current && (
        <ConfirmDialog
          message={t('deleteBlock')}
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            setOpen(null);
            setBlocks((list) => list.filter((b) => b.id !== current.id));
            void structural(() => editorApi.deleteBlock(current));
          }}
        />
      )}
      {open?.kind === 'add' && (
        <BlockPicker
          onCancel={() => setOpen(null)}
          onChoose={(type) => {
            const afterOrder = open.afterOrder;
            setOpen(null);
            void structural(() =>
              editorApi.createBlock(page.slug, type, getBlockDefinition(type)?.defaults ?? {}, afterOrder + 1),
            );
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
      {open?.kind === 'history' && (
        <HistoryDialog slug={page.slug} onClose={() => setOpen(null)} onRestored={() => void reload()} onError={fail} />
      )}
      {conflict && (
        <ConflictDialog
          theirs={conflict.theirs}
          mine={conflict.mine}
          onTakeTheirs={() => {
            replaceBlock(conflict.theirs);
            setConflict(null);
          }}
          onKeepMine={() => {
            const { theirs, mine } = conflict;
            setConflict(null);
            void save(theirs, mine, theirs.version);
          }}
        />
      )}
      {alert && (
        <div role="alert" className={styles.alert}>
          <span>{alert}</span>
          <button type="button" onClick={() => setAlert(null)}>
            {t('close')}
          </button>
        </div>
      )}
    </div>
  );
}

function sortBlocks(blocks: readonly Block[]): Block[] {
  return [...blocks].sort((a, b) => a.order - b.order);
}
