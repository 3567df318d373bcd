import type { Block } from '@site/blocks';
import { longestRising } from '@site/blocks/item-summary';
import { ApiError } from '../../session/api-error.ts';
import { editorApi } from '../editor-api.ts';
import { listsShownBy } from '../item-in-block.ts';

/**
 * Saving a list block that shows a collection (the gallery's stories, the team's members…) without
 * sending its list (issue #30, ADR 0040): the block's own settings and each entry that changed on
 * the page (a card's title typed in place, an undo) go in one request, `lists=changed`, written in
 * one transaction; a card dragged elsewhere is then one move per card. What the page shows stays
 * the block's content as it is on screen.
 */

type Entry = Record<string, unknown> & { id: string };

const entriesIn = (content: unknown, array: string): Entry[] => {
  const list = (content as Record<string, unknown> | null)?.[array];
  return Array.isArray(list)
    ? list.filter((entry): entry is Entry => typeof (entry as Entry | null)?.id === 'string')
    : [];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function withEmpty(content: unknown, arrays: readonly string[]): Record<string, unknown> {
  const out = { ...(content as Record<string, unknown>) };
  for (const array of arrays) out[array] = [];
  return out;
}

/**
 * The moves that turn the order `before` into `after` (both of the same ids): the longest run
 * already in order stays, every other id is put right after the one before it in `after`, in
 * `after`'s order. One card dragged elsewhere is one move.
 */
export function movesBetween(before: readonly string[], after: readonly string[]) {
  const place = new Map(before.map((id, index) => [id, index]));
  const staying = new Set(longestRising(after.map((id) => place.get(id) as number)).map((i) => after[i]));
  return after.flatMap((id, index) =>
    staying.has(id) ? [] : [{ id, after: index === 0 ? null : (after[index - 1] as string) }],
  );
}

/**
 * `useBlockSaving`'s save for a list block shown from collections, on page `slug`. `wrote` hears of
 * each collection's item writes: they give the other blocks showing it a new version too.
 */
export function saveListBlock(slug: string, wrote: (collection: string, writes: number) => void = () => {}) {
  return async (current: Block, content: unknown, version = current.version): Promise<Block> => {
    const lists = listsShownBy(current.block_type);
    const arrays = lists.map(({ array }) => array);
    // The list as this editor last had it from the server must still be the list: the block's
    // version moves with every write to its collections' items. Checked first, so that the
    // conflict view shows the list as the page does (a page of it); the write checks it again.
    const settingsNow = (await editorApi.getPageSettings(slug)).blocks.find((b) => b.id === current.id);
    if (!settingsNow) throw new ApiError(404, { error: { code: 'block_not_found', message: 'No such block.' } });
    if (settingsNow.version !== version) throw await conflict(slug, current.id, settingsNow);

    // Items are added and removed in the panel's list, through their own routes; on the page a card
    // is changed or moved, never made or dropped: an entry on one side only is not written.
    const changed = lists.map(({ array, collection }) => {
      const had = new Map(entriesIn(current.content, array).map((entry) => [entry.id, entry]));
      const entries = entriesIn(content, array).filter((entry) => {
        const old = had.get(entry.id);
        return old !== undefined && !same(old, entry);
      });
      return { array, collection, entries };
    });
    const sent = { ...withEmpty(content, arrays) };
    for (const { array, entries } of changed) sent[array] = entries;
    let saved: Block = current;
    if (changed.some(({ entries }) => entries.length) || !same(withEmpty(current.content, arrays), sent)) {
      try {
        saved = await editorApi.saveListChanges(current, sent, version);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && error.code === 'version_conflict')
          throw await conflict(slug, current.id, settingsNow);
        throw error;
      }
      for (const { collection, entries } of changed) if (entries.length) wrote(collection, entries.length);
    }
    // Each move gives the block one more version; the answer above does not know them. Counted, not
    // read again: a write by someone else meanwhile must still meet the version check.
    const moves = await moveItems(lists, current.content, content, wrote);
    return { ...saved, version: (saved === current ? version : saved.version) + moves, content };
  };
}

/** The conflict view's 409: the block as the server has it now, its lists the page's window of them. */
async function conflict(slug: string, id: string, settingsNow: Block): Promise<ApiError> {
  const here = new URLSearchParams(window.location.search);
  const theirs = (await editorApi.getPageWindow(slug, here)).blocks.find((b) => b.id === id) ?? settingsNow;
  return new ApiError(409, {
    error: { code: 'version_conflict', message: 'Someone else changed this block.', details: { current: theirs } },
  });
}

/** Moves the items whose cards were dragged to another place between `before` and `after`; answers how many moves. */
async function moveItems(
  lists: ReadonlyArray<{ array: string; collection: string }>,
  beforeContent: unknown,
  afterContent: unknown,
  wrote: (collection: string, writes: number) => void,
): Promise<number> {
  let count = 0;
  for (const { array, collection } of lists) {
    const before = entriesIn(beforeContent, array).map((entry) => entry.id);
    const after = new Set(entriesIn(afterContent, array).map((entry) => entry.id));
    const kept = before.filter((id) => after.has(id));
    const order = entriesIn(afterContent, array)
      .map((entry) => entry.id)
      .filter((id) => before.includes(id));
    const moves = movesBetween(kept, order);
    for (const move of moves) await editorApi.moveItem(collection, move.id, move.after);
    count += moves.length;
    if (moves.length) wrote(collection, moves.length);
  }
  return count;
}
