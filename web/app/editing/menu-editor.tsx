import type { LocalizedText } from '@site/blocks';
import { hasVisibleText } from '@site/blocks/visible-text';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './editing.module.css';
import { ConfirmDialog, PromptDialog } from './prompts.tsx';
import { EDITING_NS } from './strings.ts';

export interface MenuNode {
  id: string;
  label: LocalizedText;
  path: string;
  children?: MenuNode[];
}

const MAX_DEPTH = 3;

type Pending =
  | { kind: 'add'; parentPath: number[]; step: 'name' }
  | { kind: 'add'; parentPath: number[]; step: 'path'; name: string }
  | { kind: 'delete'; path: number[] }
  | null;

/**
 * Menu and link lists up to three levels (header menu, footer columns, legal links). Adding asks
 * for the English name first (empty or cancel aborts), then the path (default '#'); the Arabic
 * label starts as the English one. Deleting asks first.
 */
export function MenuEditor({
  items,
  onChange,
  maxDepth = MAX_DEPTH,
}: {
  items: MenuNode[];
  onChange: (items: MenuNode[]) => void;
  maxDepth?: number;
}) {
  const { t } = useTranslation(EDITING_NS);
  const [pending, setPending] = useState<Pending>(null);

  const update = (path: number[], change: (node: MenuNode) => MenuNode | null) => onChange(mapAt(items, path, change));

  return (
    <div className={styles.menu}>
      <MenuLevel items={items} depth={1} maxDepth={maxDepth} parentPath={[]} update={update} ask={setPending} />
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => setPending({ kind: 'add', parentPath: [], step: 'name' })}
      >
        + {t('addLink')}
      </button>
      {pending?.kind === 'add' && pending.step === 'name' && (
        <PromptDialog
          label={t('nameEn')}
          initial=""
          onCancel={() => setPending(null)}
          onSubmit={(name) => setPending(hasVisibleText(name) ? { ...pending, step: 'path', name: name.trim() } : null)}
        />
      )}
      {pending?.kind === 'add' && pending.step === 'path' && (
        <PromptDialog
          label={t('pathDefault')}
          initial="#"
          dir="ltr"
          onCancel={() => setPending(null)}
          onSubmit={(path) => {
            const node: MenuNode = {
              id: crypto.randomUUID(),
              label: { en: pending.name, ar: pending.name },
              path: path.trim() || '#',
            };
            onChange(
              pending.parentPath.length === 0
                ? [...items, node]
                : mapAt(items, pending.parentPath, (parent) => ({
                    ...parent,
                    children: [...(parent.children ?? []), node],
                  })),
            );
            setPending(null);
          }}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          message={t('deleteItem')}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            onChange(mapAt(items, pending.path, () => null));
            setPending(null);
          }}
        />
      )}
    </div>
  );
}

function MenuLevel({
  items,
  depth,
  maxDepth,
  parentPath,
  update,
  ask,
}: {
  items: MenuNode[];
  depth: number;
  maxDepth: number;
  parentPath: number[];
  update: (path: number[], change: (node: MenuNode) => MenuNode | null) => void;
  ask: (pending: Pending) => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  return (
    <ol className={styles.menuLevel}>
      {items.map((item, index) => {
        const path = [...parentPath, index];
        return (
          <li key={item.id}>
            <MenuRow item={item} onChange={(next) => update(path, () => next)} />
            <div className={styles.menuActions}>
              {depth < maxDepth && (
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() => ask({ kind: 'add', parentPath: path, step: 'name' })}
                >
                  + {t('addChild')}
                </button>
              )}
              <button type="button" className={styles.smallDanger} onClick={() => ask({ kind: 'delete', path })}>
                {t('delete')}
              </button>
            </div>
            {item.children && item.children.length > 0 && (
              <MenuLevel
                items={item.children}
                depth={depth + 1}
                maxDepth={maxDepth}
                parentPath={path}
                update={update}
                ask={ask}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

function MenuRow({ item, onChange }: { item: MenuNode; onChange: (item: MenuNode) => void }) {
  const { t } = useTranslation(EDITING_NS);
  const ids = { en: useId(), ar: useId(), path: useId() };
  const label =
    typeof item.label === 'string'
      ? { en: item.label, ar: item.label }
      : { en: item.label.en ?? '', ar: item.label.ar ?? '' };
  return (
    <div className={styles.menuRow}>
      <label htmlFor={ids.en}>{t('labelEn')}</label>
      <input
        id={ids.en}
        dir="ltr"
        value={label.en}
        onChange={(e) => onChange({ ...item, label: { ...label, en: e.target.value } })}
      />
      <label htmlFor={ids.ar}>{t('labelAr')}</label>
      <input
        id={ids.ar}
        dir="rtl"
        lang="ar"
        value={label.ar}
        onChange={(e) => onChange({ ...item, label: { ...label, ar: e.target.value } })}
      />
      <label htmlFor={ids.path}>{t('path')}</label>
      <input id={ids.path} dir="ltr" value={item.path} onChange={(e) => onChange({ ...item, path: e.target.value })} />
    </div>
  );
}

/** A copy of the tree with the node at `path` replaced (or removed when `change` returns null). */
function mapAt(items: MenuNode[], path: number[], change: (node: MenuNode) => MenuNode | null): MenuNode[] {
  const [index, ...rest] = path;
  return items.flatMap((node, i) => {
    if (i !== index) return [node];
    if (rest.length === 0) {
      const next = change(node);
      return next ? [next] : [];
    }
    return [{ ...node, children: mapAt(node.children ?? [], rest, change) }];
  });
}
