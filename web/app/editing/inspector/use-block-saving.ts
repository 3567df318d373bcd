import type { Block } from '@site/blocks';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../session/api-error.ts';
import { announceDraftSaved } from '../draft-saved.ts';
import { editorApi } from '../editor-api.ts';
import { putOffer, withdrawOffer } from '../unsaved/offers.ts';
import { onSignedIn, savesPaused } from '../unsaved/session.ts';
import { dropUnsaved, keepUnsaved, readUnsaved, type UnsavedEntry } from '../unsaved/store.ts';
import {
  type ContentChange,
  emptyHistory,
  type History,
  record,
  redo,
  type StructureChange,
  seal,
  undo,
} from './history.ts';
import type { SaveState } from './inspector-panel.tsx';

/** How long after the last keystroke a typed change is saved. */
export const TYPING_DELAY_MS = 600;

export interface Conflict {
  theirs: Block;
  mine: unknown;
}

interface Options {
  blocks: Block[];
  setBlocks: Dispatch<SetStateAction<Block[]>>;
  /** Shows and announces a failed save (the spec's alert); the block is already back as it was. */
  onFailed: (block: Block) => void;
  /** After the server stored a block (a detail page shows its item only then). */
  onSaved?: (block: Block) => void;
  /** Says a short piece of news politely ('Saved', 'Undone'). */
  announce: (message: 'saved' | 'undone' | 'redone' | 'nothingToUndo' | 'nothingToRedo') => void;
  /**
   * The page the blocks belong to: every change not yet confirmed by the server is kept in
   * IndexedDB under it (unsaved/store.ts), so a reload, a crash or a closed tab loses nothing.
   */
  slug?: string;
  /** Whether to offer back what was kept for these blocks (default true; false where they load later). */
  offerRestore?: boolean;
  /**
   * Stores a block's new content and answers it stored (a stale `version`: ApiError 409 with the
   * current block). By default the block's own save; a form on one item saves the item alone.
   */
  save?: (current: Block, content: unknown, version?: number) => Promise<Block>;
  /** Makes an undone or redone change of the blocks themselves (recorded with `recordStructure`). */
  onStructure?: (change: StructureChange, direction: 'undo' | 'redo') => void;
}

/**
 * Every change to a page's blocks, from the inspector, the on-page editors and undo/redo: shown at
 * once, recorded for undo, and saved with the block's version. Typing is saved 600 ms after its last
 * keystroke (or at once when the field is left), never one request per keystroke; one block's saves
 * go out one after another, each with the version the previous one answered. A failed save puts the
 * block back as the server has it and drops what was queued behind it; a stale version (409) opens
 * the conflict view. Until the server confirms a change it is also kept in the browser (with `slug`),
 * and offered back when the page is opened again; a save refused because the session has ended
 * waits for the sign-in dialog (unsaved/session.ts) instead of being rolled back.
 */
export function useBlockSaving({
  blocks,
  setBlocks,
  onFailed,
  onSaved,
  announce,
  slug,
  offerRestore = true,
  save = editorApi.saveBlock,
  onStructure,
}: Options) {
  const current = useRef(blocks);
  // What the server has: the version to save with and what a failure rolls back to.
  const stored = useRef(new Map<string, Block>());
  const pending = useRef(new Map<string, { content: unknown; timer: ReturnType<typeof setTimeout> }>());
  const queues = useRef(new Map<string, Promise<void>>());
  const generation = useRef(new Map<string, number>());
  const inFlight = useRef(0);
  /** Per block, how many of this tab's saves are on their way. */
  const sending = useRef(new Map<string, number>());
  /** Blocks whose change waits for the editor to sign in again: on screen and kept, not yet sent. */
  const held = useRef(new Set<string>());
  const history = useRef<History>(emptyHistory);
  /** When this list last changed something, for the page-wide undo keys. */
  const lastActivity = useRef(0);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const callbacks = useRef({ onFailed, onSaved, announce, save, onStructure });
  callbacks.current = { onFailed, onSaved, announce, save, onStructure };

  // Blocks that come from the server (first render, a reload after a structural change) are stored as such.
  useEffect(() => {
    current.current = blocks;
    for (const block of blocks) {
      const known = stored.current.get(block.id);
      if (!known || known.version < block.version) stored.current.set(block.id, block);
    }
  }, [blocks]);

  const setHistory = (next: History) => {
    history.current = next;
    rerender();
  };
  const show = useCallback(
    (id: string, content: unknown) => {
      const next = current.current.map((b) => (b.id === id ? { ...b, content } : b));
      current.current = next;
      setBlocks(next);
    },
    [setBlocks],
  );

  /** Keeps what a block shows now in the browser until the server confirms it. */
  const keep = (id: string, content: unknown) => {
    const block = current.current.find((b) => b.id === id);
    const base = stored.current.get(id) ?? block;
    if (!slug || !block || !base) return;
    void keepUnsaved({
      slug,
      blockId: id,
      blockType: block.block_type,
      content,
      baseVersion: base.version,
      savedAt: Date.now(),
    });
  };

  /** Saves `content`; with `version`, on that version rather than the one last stored (a restored change). */
  const send = async (id: string, content: unknown, gen: number, version?: number) => {
    if ((generation.current.get(id) ?? 0) !== gen) return;
    const base = stored.current.get(id) ?? current.current.find((b) => b.id === id);
    if (!base) return;
    // Signed out and not signed in again yet: it goes out after the sign-in.
    if (savesPaused()) {
      held.current.add(id);
      return;
    }
    inFlight.current += 1;
    sending.current.set(id, (sending.current.get(id) ?? 0) + 1);
    setSaveState('saving');
    try {
      const saved = await callbacks.current.save(base, content, version);
      stored.current.set(id, saved);
      // The server's version; its content unless newer typing is already on screen.
      const newer = pending.current.has(id) || (generation.current.get(id) ?? 0) !== gen;
      const onScreen = current.current.find((b) => b.id === id)?.content;
      const next = current.current.map((b) =>
        b.id === id ? (newer || b.content !== content ? { ...saved, content: b.content } : saved) : b,
      );
      current.current = next;
      setBlocks(next);
      // Confirmed: nothing left to keep, or what is newer is kept on the version just answered.
      if (slug) {
        // By value: the same save may already be on screen as heard back from the page's event stream.
        if (!newer && (onScreen === content || JSON.stringify(onScreen) === JSON.stringify(content)))
          void dropUnsaved(slug, id);
        else keep(id, onScreen);
      }
      callbacks.current.onSaved?.(saved);
      if (slug) announceDraftSaved(slug);
      callbacks.current.announce('saved');
      if (inFlight.current === 1) setSaveState('saved');
    } catch (error) {
      // Whatever was queued behind this save is dropped with it.
      generation.current.set(id, gen + 1);
      const waiting = pending.current.get(id);
      if (waiting) clearTimeout(waiting.timer);
      pending.current.delete(id);
      if (error instanceof ApiError && error.status === 401 && error.code === 'session_expired') {
        // Not rolled back: it stays on screen and kept, and goes out once the editor signs in again.
        held.current.add(id);
      } else if (error instanceof ApiError && error.status === 409) {
        setConflict({ theirs: (error.details as { current: Block }).current, mine: content });
      } else {
        console.warn(error);
        const back = stored.current.get(id);
        if (back) {
          current.current = current.current.map((b) => (b.id === id ? back : b));
          setBlocks(current.current);
          callbacks.current.onFailed(back);
        }
      }
      setSaveState('idle');
    } finally {
      inFlight.current -= 1;
      sending.current.set(id, (sending.current.get(id) ?? 1) - 1);
    }
  };

  const enqueue = (id: string, content: unknown, version?: number) => {
    const gen = generation.current.get(id) ?? 0;
    const next = (queues.current.get(id) ?? Promise.resolve()).then(() => send(id, content, gen, version));
    queues.current.set(id, next);
    return next;
  };

  /** Sends what is being typed into a block now (or into every block). */
  const flush = (id?: string) => {
    for (const [blockId, { content, timer }] of [...pending.current]) {
      if (id !== undefined && blockId !== id) continue;
      clearTimeout(timer);
      pending.current.delete(blockId);
      void enqueue(blockId, content);
    }
    if (history.current.open) setHistory(seal(history.current));
  };
  const latestFlush = useRef(flush);
  latestFlush.current = flush;

  /**
   * A new content for a block: shown at once, recorded for undo, saved. With `burst` (the field
   * being typed into) it is saved after the typing pause and merges with the burst's other changes.
   */
  const apply = (id: string, content: unknown, burst?: string) => {
    const block = current.current.find((b) => b.id === id);
    if (!block) return;
    const change: ContentChange = { blockId: id, before: block.content, after: content, burst };
    lastActivity.current = performance.now();
    setHistory(record(burst === undefined ? seal(history.current) : history.current, change));
    show(id, content);
    keep(id, content);
    const waiting = pending.current.get(id);
    if (waiting) clearTimeout(waiting.timer);
    if (burst === undefined) {
      pending.current.delete(id);
      void enqueue(id, content);
    } else {
      pending.current.set(id, { content, timer: setTimeout(() => flush(id), TYPING_DELAY_MS) });
    }
  };

  const step = (which: 'undo' | 'redo'): string | null => {
    flush();
    const result = which === 'undo' ? undo(history.current) : redo(history.current);
    if (!result) {
      callbacks.current.announce(which === 'undo' ? 'nothingToUndo' : 'nothingToRedo');
      return null;
    }
    setHistory(result.history);
    lastActivity.current = performance.now();
    if ('structure' in result.apply) {
      callbacks.current.onStructure?.(result.apply.structure, result.apply.direction);
      callbacks.current.announce(which === 'undo' ? 'undone' : 'redone');
      return null;
    }
    const { blockId, content } = result.apply;
    if (!current.current.some((b) => b.id === blockId)) return null;
    show(blockId, content);
    keep(blockId, content);
    void enqueue(blockId, content);
    callbacks.current.announce(which === 'undo' ? 'undone' : 'redone');
    return blockId;
  };

  // Signed in again: what waited goes out, each block's as it shows now.
  const latestEnqueue = useRef(enqueue);
  latestEnqueue.current = enqueue;
  useEffect(
    () =>
      onSignedIn(() => {
        for (const id of [...held.current]) {
          held.current.delete(id);
          const block = current.current.find((b) => b.id === id);
          if (block) void latestEnqueue.current(id, block.content);
        }
      }),
    [],
  );

  // What was kept from before (a reload, a crash, a closed tab): offered back once, when the page opens.
  const restoreEntries = (entries: readonly UnsavedEntry[]) => {
    for (const entry of entries) {
      const block = current.current.find((b) => b.id === entry.blockId);
      if (!block) continue;
      lastActivity.current = performance.now();
      setHistory(record(seal(history.current), { blockId: block.id, before: block.content, after: entry.content }));
      show(block.id, entry.content);
      // On the version it was typed on: changed on the server since, it opens the conflict view.
      void enqueue(block.id, entry.content, entry.baseVersion);
    }
  };
  const latestRestore = useRef(restoreEntries);
  latestRestore.current = restoreEntries;
  useEffect(() => {
    if (!slug || !offerRestore) return;
    let cancelled = false;
    void readUnsaved(slug).then((kept) => {
      if (cancelled) return;
      const entries: UnsavedEntry[] = [];
      for (const entry of kept) {
        const block = current.current.find((b) => b.id === entry.blockId);
        if (!block) continue;
        // Already what the server has: nothing to offer.
        if (JSON.stringify(block.content) === JSON.stringify(entry.content)) void dropUnsaved(slug, entry.blockId);
        else entries.push(entry);
      }
      putOffer({
        slug,
        entries,
        restore: () => latestRestore.current(entries),
        discard: () => {
          for (const entry of entries) void dropUnsaved(slug, entry.blockId);
        },
      });
    });
    return () => {
      cancelled = true;
      withdrawOffer(slug);
    };
  }, [slug, offerRestore]);

  // Nothing typed is lost: leaving the page sends what is waiting.
  useEffect(() => {
    const send = () => latestFlush.current();
    window.addEventListener('pagehide', send);
    return () => {
      window.removeEventListener('pagehide', send);
      send();
    };
  }, []);

  return {
    apply,
    flush,
    /** Records a change of the blocks themselves, made by the page (an undo step of its own). */
    recordStructure: (change: StructureChange) => {
      flush();
      lastActivity.current = performance.now();
      setHistory(record(seal(history.current), change));
    },
    undo: () => step('undo'),
    redo: () => step('redo'),
    canUndo: history.current.past.length > 0,
    /** The newest change undo would take back. */
    lastChange: history.current.past.at(-1),
    /** The block as the server has it once the saves on their way have answered (undefined: not known). */
    settled: async (id: string): Promise<Block | undefined> => {
      flush(id);
      await queues.current.get(id);
      return stored.current.get(id);
    },
    canRedo: history.current.future.length > 0,
    saveState,
    conflict,
    /** The server's version wins: shown and stored as it is. */
    takeTheirs: () => {
      if (!conflict) return;
      stored.current.set(conflict.theirs.id, conflict.theirs);
      current.current = current.current.map((b) => (b.id === conflict.theirs.id ? conflict.theirs : b));
      setBlocks(current.current);
      setConflict(null);
      if (slug) void dropUnsaved(slug, conflict.theirs.id);
    },
    /** Mine wins: saved over the server's newer version. */
    keepMine: () => {
      if (!conflict) return;
      stored.current.set(conflict.theirs.id, conflict.theirs);
      setConflict(null);
      show(conflict.theirs.id, conflict.mine);
      keep(conflict.theirs.id, conflict.mine);
      void enqueue(conflict.theirs.id, conflict.mine);
    },
    /**
     * A save heard from elsewhere (another editor, or `mine`: this editor in another window), on
     * the page's event stream: shown at once with its version. With unsaved typing in that block,
     * another editor's save opens the conflict view now instead of at my save. Says what it did.
     */
    receive: (theirs: Block, mine = false): 'shown' | 'conflict' | 'ignored' => {
      const known = stored.current.get(theirs.id) ?? current.current.find((b) => b.id === theirs.id);
      if (!known || known.version >= theirs.version) return 'ignored';
      // My earlier save heard back while a later one is on its way: that one answers with what is on
      // screen; taking the echo would put the earlier text back under it.
      if (mine && (sending.current.get(theirs.id) ?? 0) > 0) return 'ignored';
      const waiting = pending.current.get(theirs.id);
      if (waiting) {
        if (mine) return 'ignored';
        clearTimeout(waiting.timer);
        pending.current.delete(theirs.id);
        generation.current.set(theirs.id, (generation.current.get(theirs.id) ?? 0) + 1);
        setConflict({ theirs, mine: waiting.content });
        return 'conflict';
      }
      // A save of mine on its way answers 409 if theirs came first, and opens the conflict view then.
      stored.current.set(theirs.id, theirs);
      current.current = current.current.map((b) => (b.id === theirs.id ? theirs : b));
      setBlocks(current.current);
      return 'shown';
    },
    /** The blocks as the server has them now (the draft loaded or read again): stored and shown. */
    load: (fresh: Block[]) => {
      for (const block of fresh) stored.current.set(block.id, block);
      current.current = fresh;
      setBlocks(fresh);
    },
    /**
     * A write elsewhere gave block `id` a new version on the server (one of its collection's items
     * saved alone, ADR 0040): the version moves on by one, and `change` shows what it changed,
     * stored and on screen (typing not yet sent included), without a save or an undo step.
     */
    advance: (id: string, change: (content: unknown) => unknown) => {
      const known = stored.current.get(id);
      if (known) stored.current.set(id, { ...known, version: known.version + 1, content: change(known.content) });
      const waiting = pending.current.get(id);
      if (waiting) waiting.content = change(waiting.content);
      current.current = current.current.map((b) =>
        b.id === id ? { ...b, version: b.version + 1, content: change(b.content) } : b,
      );
      setBlocks(current.current);
    },
    /** New translation stamps for block `id` (a text confirmed, ADR 0026): its content and version stay. */
    restamp: (id: string, translations: Block['translations']) => {
      const known = stored.current.get(id);
      if (known) stored.current.set(id, { ...known, translations });
      current.current = current.current.map((b) => (b.id === id ? { ...b, translations } : b));
      setBlocks(current.current);
    },
    /** Sends what is being typed and waits until every save on its way has been answered (before a publish). */
    settle: async () => {
      flush();
      await Promise.all([...queues.current.values()].map((saving) => saving.catch(() => {})));
    },
    /** When this list last changed something (0: never). */
    activity: () => lastActivity.current,
    /** Whether anything is typed and not yet sent (leaving the page warns). */
    hasPending: () => pending.current.size > 0 || held.current.size > 0,
  };
}
