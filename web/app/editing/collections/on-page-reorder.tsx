import { type Block, getBlockDefinition, nameKeyOf, setAt } from '@site/blocks';
import { moveItem } from '@site/blocks/item-summary';
import { useLanguage } from '@site/blocks/react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { locateFields } from '../locate-fields.ts';
import styles from './on-page-reorder.module.css';
import { COLLECTIONS } from './templates.ts';

const INDEX = 'data-reorder-index';
/** How far the pointer goes before a press on a card is a drag (less is a click: it opens the card). */
const DRAG_FROM_PX = 6;

/**
 * In edit mode, the cards of a collection (team members, partners, clients, awards, stories…) are
 * moved by dragging them on the page itself (issue #18): each card is found from its item's name
 * as the page shows it (locate-fields.ts; views carry no editing markers), the card being the
 * largest element around that name holding no other item's name. A press that moves less than a
 * few pixels stays a click. The keyboard way is the inspector's list (Space, arrows, Space).
 */
export function OnPageReorder({
  block,
  save,
  children,
}: {
  block: Block;
  save: (content: unknown) => void;
  children: ReactNode;
}) {
  const collection = COLLECTIONS.find((c) => c.blockType === block.block_type);
  const root = useRef<HTMLDivElement>(null);
  const lang = useLanguage();
  const latest = useRef({ block, save });
  latest.current = { block, save };

  // After every render: mark the cards again (the content, the filter or the page may have changed).
  useLayoutEffect(() => {
    const container = root.current;
    const def = getBlockDefinition(block.block_type);
    if (!container || !collection || !def) return;
    const nameKey = nameKeyOf(def, [collection.list]);
    for (const old of container.querySelectorAll(`[${INDEX}]`)) old.removeAttribute(INDEX);
    if (!nameKey) return;
    const names = locateFields(container, def.fields, block.content, lang).filter(
      ({ field }) => field.path.length === 3 && field.path[0] === collection.list && field.path[2] === nameKey,
    );
    for (const { element, field } of names) {
      let card = element;
      while (
        card.parentElement &&
        card.parentElement !== container &&
        !names.some((other) => other.element !== element && card.parentElement?.contains(other.element))
      )
        card = card.parentElement;
      card.setAttribute(INDEX, String(field.path[1]));
    }
  });

  useLayoutEffect(() => {
    const container = root.current;
    if (!container || !collection) return;
    let press: { x: number; y: number; from: number; card: HTMLElement; dragging: boolean } | null = null;
    const cardAt = (x: number, y: number) =>
      document.elementFromPoint(x, y)?.closest<HTMLElement>(`[${INDEX}]`) ?? null;
    const clear = () => {
      for (const marked of container.querySelectorAll<HTMLElement>('[data-reorder-state]'))
        marked.removeAttribute('data-reorder-state');
    };
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 || !(event.target instanceof Element)) return;
      if (event.target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const card = event.target.closest<HTMLElement>(`[${INDEX}]`);
      if (!card || !container.contains(card)) return;
      press = { x: event.clientX, y: event.clientY, from: Number(card.getAttribute(INDEX)), card, dragging: false };
    };
    const onMove = (event: PointerEvent) => {
      if (!press) return;
      if (!press.dragging && Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_FROM_PX) return;
      press.dragging = true;
      event.preventDefault();
      clear();
      press.card.setAttribute('data-reorder-state', 'dragged');
      const over = cardAt(event.clientX, event.clientY);
      if (over && over !== press.card && container.contains(over)) over.setAttribute('data-reorder-state', 'target');
    };
    const onUp = (event: PointerEvent) => {
      const done = press;
      press = null;
      clear();
      if (!done?.dragging) return;
      // The click that ends a drag does not open the card.
      const swallow = (click: MouseEvent) => {
        click.stopPropagation();
        click.preventDefault();
      };
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
      const over = cardAt(event.clientX, event.clientY);
      if (!over || !container.contains(over)) return;
      const to = Number(over.getAttribute(INDEX));
      const { block: current, save: store } = latest.current;
      const items = (current.content as Record<string, unknown>)[collection.list];
      if (!Array.isArray(items) || to === done.from) return;
      store(setAt(current.content, [collection.list], moveItem(items, done.from, to)));
    };
    const onDragStart = (event: DragEvent) => {
      // Images and links inside a card would start the browser's own drag.
      if (event.target instanceof Element && event.target.closest(`[${INDEX}]`)) event.preventDefault();
    };
    container.addEventListener('pointerdown', onDown);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    container.addEventListener('dragstart', onDragStart);
    return () => {
      container.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      container.removeEventListener('dragstart', onDragStart);
    };
  }, [collection]);

  if (!collection) return children;
  return (
    <div ref={root} className={styles.root} data-reorder={collection.list}>
      {children}
    </div>
  );
}
