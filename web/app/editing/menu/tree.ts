import { type LocalizedText, MENU_DEPTH } from '@site/blocks';

/** An entry of a menu: the header's tree, a footer column's links, the legal links. */
export interface MenuNode {
  id: string;
  label: LocalizedText;
  path: string;
  children?: MenuNode[];
}

/** Where an entry is: its index in each level, outermost first ([1, 0] is the first child of the second entry). */
export type At = readonly number[];

/** The header's three levels (spec 000 §2 Header). */
const MAX_DEPTH = MENU_DEPTH;

export type Move = 'up' | 'down' | 'in' | 'out';

export function nodeAt(items: readonly MenuNode[], at: At): MenuNode | undefined {
  const [index, ...rest] = at;
  const node = index === undefined ? undefined : items[index];
  return node && rest.length > 0 ? nodeAt(node.children ?? [], rest) : node;
}

/** How many levels an entry takes with its children (1 without any). */
export function height(node: MenuNode): number {
  return 1 + Math.max(0, ...(node.children ?? []).map(height));
}

/** A copy of the tree with the entry at `at` replaced (removed when `change` returns null). */
export function changeAt(items: readonly MenuNode[], at: At, change: (node: MenuNode) => MenuNode | null): MenuNode[] {
  const [index, ...rest] = at;
  return items.flatMap((node, i) => {
    if (i !== index) return [node];
    if (rest.length === 0) {
      const next = change(node);
      return next ? [next] : [];
    }
    return [{ ...node, children: changeAt(node.children ?? [], rest, change) }];
  });
}

/** A copy of the tree with `node` at `index` of the level under `parent` ([] for the top). */
export function insertAt(items: readonly MenuNode[], parent: At, index: number, node: MenuNode): MenuNode[] {
  const into = (list: readonly MenuNode[]) => [...list.slice(0, index), node, ...list.slice(index)];
  if (parent.length === 0) return into(items);
  return changeAt(items, parent, (p) => ({ ...p, children: into(p.children ?? []) }));
}

/** Where an entry would land after a move by keyboard or button: null at an end or beyond the depth. */
export function moveTarget(
  items: readonly MenuNode[],
  at: At,
  move: Move,
  maxDepth = MAX_DEPTH,
): { parent: At; index: number } | null {
  const node = nodeAt(items, at);
  if (!node) return null;
  const parent = at.slice(0, -1);
  const index = at[at.length - 1] as number;
  const siblings = parent.length === 0 ? items : (nodeAt(items, parent)?.children ?? []);
  switch (move) {
    case 'up':
      return index > 0 ? { parent, index: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { parent, index: index + 1 } : null;
    case 'in': {
      // Under the entry before it, as its last child.
      const previous = siblings[index - 1];
      if (!previous || at.length + height(node) > maxDepth) return null;
      return { parent: [...parent, index - 1], index: previous.children?.length ?? 0 };
    }
    case 'out':
      return parent.length > 0
        ? { parent: parent.slice(0, -1), index: (parent[parent.length - 1] as number) + 1 }
        : null;
  }
}

/**
 * Moves the entry at `from` (with its children) to `index` of the level under `parent`, both read
 * in the tree after the entry is taken out. Null when it cannot go there: into itself, or deeper
 * than `maxDepth` levels.
 */
export function moveNode(
  items: readonly MenuNode[],
  from: At,
  parent: At,
  index: number,
  maxDepth = MAX_DEPTH,
): { items: MenuNode[]; at: At } | null {
  const node = nodeAt(items, from);
  if (!node || parent.length + height(node) > maxDepth) return null;
  const without = changeAt(items, from, () => null);
  const owner = parent.length === 0 ? undefined : nodeAt(without, parent);
  if (parent.length > 0 && !owner) return null;
  const level = owner ? (owner.children ?? []) : without;
  if (index < 0 || index > level.length) return null;
  return { items: insertAt(without, parent, index, node), at: [...parent, index] };
}

/** Where `at` is once the entry at `removed` is taken out; null when it was that entry or inside it. */
export function afterRemoval(at: At, removed: At): At | null {
  const level = removed.length - 1;
  if (at.length < removed.length) return at;
  for (let i = 0; i < level; i += 1) if (at[i] !== removed[i]) return at;
  const mine = at[level] as number;
  const gone = removed[level] as number;
  if (mine === gone) return null;
  return mine > gone ? [...at.slice(0, level), mine - 1, ...at.slice(level + 1)] : at;
}

/** Moves the entry at `from` just before the entry at `target` (its level, whichever it is), as a drag does. */
export function moveBefore(
  items: readonly MenuNode[],
  from: At,
  target: At,
  maxDepth = MAX_DEPTH,
): { items: MenuNode[]; at: At } | null {
  const there = afterRemoval(target, from);
  if (!there) return null;
  return moveNode(items, from, there.slice(0, -1), there[there.length - 1] as number, maxDepth);
}

/** Every entry's place, in reading order: for the tree's rows and for finding an entry by its id. */
export function flatten(items: readonly MenuNode[], parent: At = []): Array<{ node: MenuNode; at: At }> {
  return items.flatMap((node, index) => {
    const at = [...parent, index];
    return [{ node, at }, ...flatten(node.children ?? [], at)];
  });
}
