/**
 * The editor's undo history: the last changes made since the page was opened, across the page's
 * blocks. A change is one block's content before and after, or a change of the page's blocks
 * themselves (one added, deleted or moved). Changes of one burst (typing into one field until the
 * save goes out, the field is left or Enter is pressed) merge into one entry; the burst is sealed by
 * `seal()`. Pure: the page applies what undo and redo return.
 */
export interface ContentChange {
  blockId: string;
  before: unknown;
  after: unknown;
  /** Changes with the same burst key, one after another and not sealed in between, are one entry. */
  burst?: string | undefined;
}

/** A block added or deleted (undone by the opposite), or the page's blocks put in another order. */
export type StructureChange =
  | { structure: 'add' | 'delete'; blockId: string }
  | { structure: 'move'; before: readonly string[]; after: readonly string[] };

export type Change = ContentChange | StructureChange;

/** What to put on screen for an undo or redo: a block's content, or a structure change to make. */
export type Step = { blockId: string; content: unknown } | { structure: StructureChange; direction: 'undo' | 'redo' };

export interface History {
  readonly past: readonly Change[];
  readonly future: readonly Change[];
  /** Whether the newest entry still takes the next change of its burst. */
  readonly open: boolean;
}

export const HISTORY_LIMIT = 50;

export const emptyHistory: History = { past: [], future: [], open: false };

/** Records a change; a new change clears what could be redone. */
export function record(history: History, change: Change, limit = HISTORY_LIMIT): History {
  const last = history.past.at(-1);
  if (
    history.open &&
    last &&
    !('structure' in last) &&
    !('structure' in change) &&
    change.burst !== undefined &&
    last.burst === change.burst &&
    last.blockId === change.blockId
  ) {
    const merged = { ...last, after: change.after };
    // Typed and typed back (a native undo inside the field): no change left to undo.
    const past = sameValue(merged.before, merged.after)
      ? history.past.slice(0, -1)
      : [...history.past.slice(0, -1), merged];
    return { past, future: [], open: past.length === history.past.length };
  }
  const past = [...history.past, change].slice(-limit);
  return { past, future: [], open: !('structure' in change) && change.burst !== undefined };
}

/** Ends the current burst: the next change starts an entry of its own. */
export function seal(history: History): History {
  return history.open ? { ...history, open: false } : history;
}

/** Steps one change back: what to put on screen (the entry's `before`) and the history after it. */
export function undo(history: History): { history: History; apply: Step } | null {
  const last = history.past.at(-1);
  if (!last) return null;
  return {
    history: { past: history.past.slice(0, -1), future: [...history.future, last], open: false },
    apply:
      'structure' in last ? { structure: last, direction: 'undo' } : { blockId: last.blockId, content: last.before },
  };
}

/** Steps one undone change forward again. */
export function redo(history: History): { history: History; apply: Step } | null {
  const next = history.future.at(-1);
  if (!next) return null;
  return {
    history: { past: [...history.past, next], future: history.future.slice(0, -1), open: false },
    apply:
      'structure' in next ? { structure: next, direction: 'redo' } : { blockId: next.blockId, content: next.after },
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
