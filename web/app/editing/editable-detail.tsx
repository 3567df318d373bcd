import { type Block, getAt, type Page, type Path, setAt } from '@site/blocks';
import type { DetailItem, DetailKind, DetailSource } from '@site/blocks/details';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../session/api-client.ts';
import styles from './editing.module.css';
import { FieldEditor } from './field-editor.tsx';
import { fieldLabel } from './field-label.ts';
import { FieldsDialog } from './fields-dialog.tsx';
import { applyMediaRuleAt } from './media-rule.ts';
import { ConfirmDialog } from './prompts.tsx';
import './register-strings.ts';
import { EDITING_NS } from './strings.ts';

type Open =
  | { kind: 'fields' }
  | { kind: 'field'; path: Path; fieldKind: Parameters<typeof FieldEditor>[0]['kind'] }
  | { kind: 'removeItem'; arrayPath: Path; index: number }
  | null;

interface EditableDetailProps {
  kind: DetailKind;
  item: DetailItem;
  source: DetailSource;
  render: (item: DetailItem) => ReactNode;
}

/**
 * Edit mode on a detail page: the item's own fields (a story's title, image and body…) from its
 * list block's registry map. Unlike blocks, a change shows only once the server has stored it
 * (spec 000 §4: "Story detail updates locally only after a successful save"); a failure alerts
 * 'Save failed' on a story, the generic message elsewhere.
 */
export default function EditableDetail({ kind, item: initial, source, render }: EditableDetailProps) {
  const { t } = useTranslation(EDITING_NS);
  const [item, setItem] = useState(initial);
  const [block, setBlock] = useState<Block | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const failed = kind === 'story' ? t('saveFailedStory') : t('saveFailed');

  async function fetchBlock(): Promise<Block | undefined> {
    const page = await api<Page>(`/v1/pages/${source.slug}`);
    const found = page.blocks.find((b) => b.id === source.blockId);
    if (found) setBlock(found);
    return found;
  }

  async function save(current: Block, content: unknown) {
    try {
      const saved = await api<Block>(`/v1/pages/blocks/${current.id}`, {
        method: 'PUT',
        body: { type: current.block_type, content, version: current.version },
      });
      setBlock(saved);
      setItem(getAt(saved.content, source.path) as DetailItem);
    } catch (error) {
      console.warn(error);
      setAlert(failed);
      await fetchBlock().catch(() => {});
    }
  }

  const title = t('fieldsTitle', { type: source.blockType });
  return (
    <div className={styles.editing}>
      <section className={styles.block} aria-label={title}>
        <div className={styles.toolbar} role="toolbar" aria-label={title}>
          <button
            type="button"
            onClick={async () => {
              try {
                if (await fetchBlock()) setOpen({ kind: 'fields' });
                else setAlert(failed);
              } catch {
                setAlert(failed);
              }
            }}
          >
            ✎ {t('editFields')}
          </button>
        </div>
        {render(item)}
      </section>

      {open?.kind === 'fields' && block && (
        <FieldsDialog
          title={title}
          block={block}
          scope={source.path}
          onEdit={(field) => setOpen({ kind: 'field', path: field.path, fieldKind: field.kind })}
          onAddItem={(arrayPath) => {
            const list = (getAt(block.content, arrayPath) as Array<Record<string, unknown>>) ?? [];
            const last = list.at(-1);
            if (last)
              void save(block, setAt(block.content, [...arrayPath, list.length], { ...last, id: crypto.randomUUID() }));
          }}
          onRemoveItem={(arrayPath, index) => setOpen({ kind: 'removeItem', arrayPath, index })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'field' && block && (
        <FieldEditor
          kind={open.fieldKind}
          label={fieldLabel(open.path, t)}
          value={getAt(block.content, open.path)}
          onCancel={() => setOpen({ kind: 'fields' })}
          onError={setAlert}
          onSave={(value) => {
            setOpen({ kind: 'fields' });
            void save(block, applyMediaRuleAt(block.content, open.path, value));
          }}
        />
      )}
      {open?.kind === 'removeItem' && block && (
        <ConfirmDialog
          message={t('deleteItem')}
          onCancel={() => setOpen({ kind: 'fields' })}
          onConfirm={() => {
            const list = getAt(block.content, open.arrayPath) as unknown[];
            setOpen({ kind: 'fields' });
            void save(
              block,
              setAt(
                block.content,
                open.arrayPath,
                list.filter((_, i) => i !== open.index),
              ),
            );
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
