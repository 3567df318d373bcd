import type { Block } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { type DragEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './editing.module.css';
import { blockName, blockWords } from './names.ts';
import { EDITING_NS } from './strings.ts';

/**
 * The outline of the page (issue #31 part 2; Gutenberg's List View, Puck's outline): its blocks in
 * order, each by its kind and first words. A row selects its block (the inspector opens on it and the
 * page scrolls to it); Alt+↑ / Alt+↓ on a row, its arrows or a drag move the block; + adds one after
 * it; the bin asks, then deletes. Docked at the inline start (a bottom sheet on a phone); the page
 * makes room for it.
 */
export function Outline({
  blocks,
  selectedId,
  onSelect,
  onMove,
  onAddAfter,
  onDelete,
  onClose,
  drag,
}: {
  blocks: readonly Block[];
  selectedId: string | null;
  onSelect: (blockId: string) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onAddAfter: (block: Block) => void;
  onDelete: (block: Block) => void;
  onClose: () => void;
  drag: { start: (event: DragEvent, blockId: string) => void; drop: (event: DragEvent, blockId: string) => void };
}) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const rows = useRef(new Map<string, HTMLButtonElement>());
  /** The row to focus once the blocks are in their new order (a moved node loses the focus). */
  const refocus = useRef<string | null>(null);

  // Opened, the focus goes to the selected block's row, else the first.
  const openedOn = useRef(selectedId);
  useEffect(() => {
    (rows.current.get(openedOn.current ?? '') ?? rows.current.values().next().value)?.focus();
  }, []);

  useEffect(() => {
    document.documentElement.dataset.outline = 'open';
    return () => {
      delete document.documentElement.dataset.outline;
    };
  }, []);

  useEffect(() => {
    if (!refocus.current) return;
    rows.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  const move = (index: number, by: -1 | 1) => {
    const block = blocks[index];
    if (!block || index + by < 0 || index + by >= blocks.length) return;
    refocus.current = block.id;
    onMove(index, by);
  };
  const onRowKeyDown = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <nav
      className={styles.outline}
      aria-label={t('outline.title')}
      data-outline=""
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) onClose();
      }}
    >
      <header className={styles.outlineHeader}>
        <h2 className={styles.outlineTitle}>{t('outline.title')}</h2>
        <button type="button" className={styles.outlineClose} onClick={onClose} aria-label={t('outline.close')}>
          ✕
        </button>
      </header>
      <p className={styles.outlineHint}>{t('outline.hint')}</p>
      <ol className={styles.outlineList}>
        {blocks.map((block, index) => {
          const kind = blockName(block.block_type, lang);
          const words = blockWords(block.content, lang);
          const name = words ? `${kind}: ${words}` : kind;
          return (
            <li
              key={block.id}
              className={styles.outlineRow}
              data-selected={block.id === selectedId ? '' : undefined}
              draggable
              onDragStart={(event) => drag.start(event, block.id)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drag.drop(event, block.id)}
            >
              <button
                type="button"
                className={styles.outlineName}
                aria-current={block.id === selectedId ? 'true' : undefined}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                ref={(element) => {
                  if (element) rows.current.set(block.id, element);
                  else rows.current.delete(block.id);
                }}
                onClick={() => onSelect(block.id)}
                onKeyDown={(event) => onRowKeyDown(event, index)}
              >
                <span className={styles.outlineNumber}>{index + 1}</span>
                <span className={styles.outlineKind}>{kind}</span>
                {words && <span className={styles.outlineWords}>{words}</span>}
              </button>
              <span className={styles.outlineTools}>
                <button
                  type="button"
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={t('outline.moveUp', { name })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  onClick={() => move(index, 1)}
                  disabled={index === blocks.length - 1}
                  aria-label={t('outline.moveDown', { name })}
                >
                  ↓
                </button>
                <button type="button" onClick={() => onAddAfter(block)} aria-label={t('outline.addAfter', { name })}>
                  +
                </button>
                <button
                  type="button"
                  className={styles.outlineDelete}
                  onClick={() => onDelete(block)}
                  aria-label={t('outline.delete', { name })}
                >
                  ✕
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
