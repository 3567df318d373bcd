import type { Block, Path } from '@site/blocks';
import { localize } from '@site/blocks/localized';
import { useLanguage } from '@site/blocks/react';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import editing from '../editing.module.css';
import { LinkTargetInput } from '../fields/link-target.tsx';
import { type Pair, PairInputs, toPair } from '../fields/localized.tsx';
import { useInspector } from '../inspector/context.ts';
import { ConfirmDialog } from '../prompts.tsx';
import { EDITING_NS } from '../strings.ts';
import { blockTranslationIssues, FieldTranslationState } from '../translation/index.ts';
import { numeral } from '../translation/strings.ts';
import styles from './menu.module.css';
import { NewEntry } from './new-entry.tsx';
import {
  type At,
  changeAt,
  flatten,
  insertAt,
  type MenuNode,
  type Move,
  moveBefore,
  moveNode,
  moveTarget,
  nodeAt,
} from './tree.ts';

/** Alt with an arrow key moves the entry; left and right follow the direction of the text. */
const MOVE_KEYS: Record<string, Move | 'start' | 'end'> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'start',
  ArrowRight: 'end',
};

/**
 * A menu as a collapsible tree (issue #31 part 3): each entry one row, its label in both
 * languages and its link behind it; moved by Alt with the arrow keys, by its buttons or by a drag
 * (to another level too), never deeper than `depth` levels. New entries are written in place, their
 * link chosen from the site's pages, stories and items or typed. An entry whose Arabic is a copy
 * of its English reads "needs Arabic" until the Arabic is written or confirmed.
 */
export function MenuTree({
  block,
  base,
  items,
  depth,
  onChange,
}: {
  block: Block;
  /** Where the menu is in the block's content: ['menuItems'], ['columns', 0, 'links']. */
  base: Path;
  items: MenuNode[];
  depth: number;
  onChange: (items: MenuNode[]) => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const { confirmTranslation } = useInspector();
  const treeId = useId();
  const labelAt = (at: At) =>
    [...base, ...at.flatMap((index, i) => (i === 0 ? [index] : ['children', index])), 'label'].join('.');
  const issues = blockTranslationIssues(block);
  const needs = (at: At) => issues.some((issue) => issue.at === labelAt(at));

  // Entries whose children show: at first, those above an entry that needs translating.
  const [shown, setShown] = useState(
    () =>
      new Set(
        flatten(items)
          .filter(({ at }) => needs(at))
          .flatMap(({ at }) => at.slice(0, -1).map((_, i) => nodeAt(items, at.slice(0, i + 1))?.id ?? '')),
      ),
  );
  const [opened, setOpened] = useState<string | null>(null);
  const [adding, setAdding] = useState<At | null>(null);
  const [deleting, setDeleting] = useState<At | null>(null);
  const [news, setNews] = useState('');
  const summaries = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  /** The entry to focus once the tree has its new shape (a moved row is drawn anew). */
  const refocus = useRef<string | null>(null);
  const dragged = useRef<string | null>(null);
  const [dropOn, setDropOn] = useState<string | null>(null);

  useEffect(() => {
    if (refocus.current === null) return;
    (summaries.current.get(refocus.current) ?? addButton.current)?.focus();
    refocus.current = null;
  });

  const name = (node: MenuNode) => localize(node.label, lang) || localize(node.label, lang === 'en' ? 'ar' : 'en');
  const show = (ids: readonly string[]) => setShown((now) => new Set([...now, ...ids]));
  const ancestors = (tree: readonly MenuNode[], at: At) =>
    at.slice(0, -1).map((_, i) => nodeAt(tree, at.slice(0, i + 1))?.id ?? '');

  const placed = (tree: MenuNode[], at: At, node: MenuNode) => {
    onChange(tree);
    show(ancestors(tree, at));
    refocus.current = node.id;
    const parent = at.length > 1 ? nodeAt(tree, at.slice(0, -1)) : undefined;
    const siblings = parent ? (parent.children ?? []) : tree;
    const place = {
      name: name(node),
      n: numeral((at[at.length - 1] as number) + 1, lang),
      count: numeral(siblings.length, lang),
    };
    setNews(parent ? t('menu.movedUnder', { ...place, parent: name(parent) }) : t('menu.movedTop', place));
  };

  const move = (at: At, how: Move) => {
    const node = nodeAt(items, at);
    const target = moveTarget(items, at, how, depth);
    const moved = node && target && moveNode(items, at, target.parent, target.index, depth);
    if (node && moved) placed(moved.items, moved.at, node);
  };

  const onSummaryKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: At) => {
    const key = MOVE_KEYS[event.key];
    if (!event.altKey || !key) return;
    event.preventDefault();
    event.stopPropagation();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const how: Move = key === 'start' ? (rtl ? 'in' : 'out') : key === 'end' ? (rtl ? 'out' : 'in') : key;
    move(at, how);
  };

  const atOf = (id: string) => flatten(items).find(({ node }) => node.id === id)?.at;
  const onDrop = (event: DragEvent, target: string) => {
    event.preventDefault();
    setDropOn(null);
    const from = dragged.current && atOf(dragged.current);
    const to = atOf(target);
    dragged.current = null;
    if (!from || !to || from.join() === to.join()) return;
    const node = nodeAt(items, from);
    const moved = moveBefore(items, from, to, depth);
    if (node && moved) placed(moved.items, moved.at, node);
    else setNews(t('menu.tooDeep', { n: numeral(depth, lang) }));
  };

  const remove = (at: At) => {
    const gone = nodeAt(items, at);
    const tree = changeAt(items, at, () => null);
    onChange(tree);
    // The focus goes to the entry now in its place, else the one before, else its parent.
    const parent = at.slice(0, -1);
    const index = at[at.length - 1] as number;
    const next = nodeAt(tree, [...parent, index]) ?? nodeAt(tree, [...parent, index - 1]) ?? nodeAt(tree, parent);
    refocus.current = next?.id ?? '';
    if (gone) setNews(t('menu.deleted', { name: name(gone) }));
  };

  const add = (parent: At, label: Pair, path: string) => {
    const node: MenuNode = { id: crypto.randomUUID(), label, path };
    const level = parent.length === 0 ? items : (nodeAt(items, parent)?.children ?? []);
    const tree = insertAt(items, parent, level.length, node);
    setAdding(null);
    placed(tree, [...parent, level.length], node);
  };

  const level = (list: readonly MenuNode[], parent: At) => (
    <ol className={parent.length === 0 ? styles.tree : styles.level}>
      {list.map((node, index) => {
        const at = [...parent, index];
        const children = node.children ?? [];
        const open = opened === node.id;
        const expanded = shown.has(node.id);
        const before = index > 0 ? list[index - 1] : undefined;
        const owner = parent.length > 0 ? nodeAt(items, parent) : undefined;
        const labelPath = labelAt(at);
        const canGoIn = !!moveTarget(items, at, 'in', depth);
        return (
          <li key={node.id}>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a drag's drop target; by keyboard, Alt and the arrow keys on the summary move the entry */}
            <div
              className={styles.row}
              data-field-path={labelPath}
              data-drop={dropOn === node.id ? '' : undefined}
              draggable
              onDragStart={(event) => {
                dragged.current = node.id;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', name(node));
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setDropOn(node.id);
              }}
              onDragLeave={() => setDropOn((now) => (now === node.id ? null : now))}
              onDrop={(event) => onDrop(event, node.id)}
            >
              {children.length > 0 ? (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-label={t(expanded ? 'menu.hideChildren' : 'menu.showChildren', { name: name(node) })}
                  onClick={() =>
                    setShown((now) => {
                      const next = new Set(now);
                      if (!next.delete(node.id)) next.add(node.id);
                      return next;
                    })
                  }
                />
              ) : (
                <span className={styles.toggleSpace} />
              )}
              <button
                type="button"
                className={styles.summary}
                aria-expanded={open}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight"
                ref={(element) => {
                  if (element) summaries.current.set(node.id, element);
                  else summaries.current.delete(node.id);
                }}
                onClick={() => setOpened(open ? null : node.id)}
                onKeyDown={(event) => onSummaryKeyDown(event, at)}
              >
                <span className={styles.name} lang="en" dir="ltr">
                  {toPair(node.label).en}
                </span>{' '}
                <span className={styles.name} lang="ar" dir="rtl">
                  {toPair(node.label).ar}
                </span>{' '}
                <span className={styles.path} dir="ltr">
                  {node.path === '#' ? t('menu.noLink') : node.path}
                </span>
                <FieldTranslationState block={block} path={labelPath.split('.')} language="ar" />
                <FieldTranslationState block={block} path={labelPath.split('.')} language="en" />
              </button>
            </div>
            {open && (
              <div className={styles.fields}>
                <PairInputs
                  label={t('menu.label')}
                  pair={toPair(node.label)}
                  long="label"
                  problem={undefined}
                  note={(language) => (
                    <FieldTranslationState block={block} path={labelPath.split('.')} language={language} />
                  )}
                  onChange={(label) => onChange(changeAt(items, at, (n) => ({ ...n, label })))}
                />
                {needs(at) && (
                  <button
                    type="button"
                    className={editing.smallButton}
                    onClick={() => void confirmTranslation(block.id, labelPath)}
                  >
                    ✓ {t('menu.keepAsIs')}
                  </button>
                )}
                <label className={styles.linkLabel} htmlFor={`${treeId}-${node.id}-link`}>
                  {t('menu.link')}
                </label>
                <LinkTargetInput
                  id={`${treeId}-${node.id}-link`}
                  value={node.path}
                  onChange={(event) => onChange(changeAt(items, at, (n) => ({ ...n, path: event.target.value })))}
                />
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={editing.smallButton}
                    disabled={index === 0}
                    onClick={() => move(at, 'up')}
                  >
                    {t('menu.moveUp')}
                  </button>
                  <button
                    type="button"
                    className={editing.smallButton}
                    disabled={index === list.length - 1}
                    onClick={() => move(at, 'down')}
                  >
                    {t('menu.moveDown')}
                  </button>
                  {depth > 1 && before && canGoIn && (
                    <button type="button" className={editing.smallButton} onClick={() => move(at, 'in')}>
                      {t('menu.moveIn', { name: name(before) })}
                    </button>
                  )}
                  {owner && (
                    <button type="button" className={editing.smallButton} onClick={() => move(at, 'out')}>
                      {t('menu.moveOut', { name: name(owner) })}
                    </button>
                  )}
                  {at.length < depth && (
                    <button
                      type="button"
                      className={editing.smallButton}
                      onClick={() => {
                        show([node.id]);
                        setAdding(at);
                      }}
                    >
                      + {t('menu.addUnder', { name: name(node) })}
                    </button>
                  )}
                  <button type="button" className={editing.smallDanger} onClick={() => setDeleting(at)}>
                    {t('menu.delete')}
                  </button>
                </div>
              </div>
            )}
            {(expanded || (adding && adding.join() === at.join())) && (children.length > 0 || adding) && (
              <>
                {children.length > 0 && expanded && level(children, at)}
                {adding && adding.join() === at.join() && (
                  <NewEntry
                    under={name(node)}
                    onAdd={(label, path) => add(at, label, path)}
                    onCancel={() => {
                      setAdding(null);
                      refocus.current = node.id;
                    }}
                  />
                )}
              </>
            )}
          </li>
        );
      })}
    </ol>
  );

  const deletingNode = deleting && nodeAt(items, deleting);
  return (
    <div className={styles.menu}>
      {depth > 1 && <p className={styles.hint}>{t('menu.hint')}</p>}
      {level(items, [])}
      {adding?.length === 0 ? (
        <NewEntry
          onAdd={(label, path) => add([], label, path)}
          onCancel={() => {
            setAdding(null);
            refocus.current = '';
          }}
        />
      ) : (
        <button ref={addButton} type="button" className={editing.smallButton} onClick={() => setAdding([])}>
          + {t('menu.addEntry')}
        </button>
      )}
      <p className="visually-hidden" aria-live="polite">
        {news}
      </p>
      {deleting && deletingNode && (
        <ConfirmDialog
          message={t(deletingNode.children?.length ? 'menu.deleteWithChildren' : 'menu.deleteEntry', {
            name: name(deletingNode),
          })}
          onCancel={() => {
            setDeleting(null);
            refocus.current = deletingNode.id;
          }}
          onConfirm={() => {
            setDeleting(null);
            remove(deleting);
          }}
        />
      )}
    </div>
  );
}
