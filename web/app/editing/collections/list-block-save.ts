import type { Block } from '@site/blocks';
import { longestRising } from '@site/blocks/item-summary';
import { ApiError } from '../../session/api-error.ts';
import { editorApi } from '../editor-api.ts';
import { listsShownBy } from '../item-in-block.ts';

/**
 * Saving a list block that shows a collection (the gallery's stories, the team's members…) without
 * sending its list (issue #30, ADR 0040): the block's own settings go with `lists=keep`, and each
 * entry that changed on the page (a card's title typed in place, a card dragged elsewhere, an
 * undo) is written as its item, one request per item. What the page shows stays the block's
 * content as it is on screen.
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
    // version moves with every write to its collections' items.
    const settingsNow = (await editorApi.getPageSettings(slug)).blocks.find((b) => b.id === current.id);
    if (!settingsNow) throw new ApiError(404, { error: { code: 'block_not_found', message: 'No such block.' } });
    if (settingsNow.version !== version) {
      const here = new URLSearchParams(window.location.search);
      const theirs = (await editorApi.getPageWindow(slug, here)).blocks.find((b) => b.id === current.id) ?? settingsNow;
      throw new ApiError(409, {
        error: { code: 'version_conflict', message: 'Someone else changed this block.', details: { current: theirs } },
      });
    }
    let saved: Block = current;
    if (!same(withEmpty(current.content, arrays), withEmpty(content, arrays))) {
      saved = await editorApi.saveSettings(current, withEmpty(content, arrays), version);
    }
    let itemWrites = 0;
    try {
      itemWrites = await writeItems(lists, current.content, content, wrote);
    } catch (error) {
      // An item's own refusal (taken slug, its version moved) is a failed save, not the block's conflict view.
      if (error instanceof ApiError && error.status === 409) throw new Error(error.message);
      throw error;
    }
    // Each item written gave the block one more version; the settings' answer does not know them.
    // Counted, not read again: a write by someone else meanwhile must still meet the version check.
    return { ...saved, version: (saved === current ? version : saved.version) + itemWrites, content };
  };
}

/** Writes each entry that differs between `before` and `after` as its item; answers how many writes. */
async function writeItems(
  lists: ReadonlyArray<{ array: string; collection: string }>,
  beforeContent: unknown,
  afterContent: unknown,
  wrote: (collection: string, writes: number) => void,
): Promise<number> {
  let itemWrites = 0;
  for (const { array, collection } of lists) {
    const writesBefore = itemWrites;
    const before = entriesIn(beforeContent, array);
    const after = entriesIn(afterContent, array);
    const had = new Map(before.map((entry) => [entry.id, entry]));
    const has = new Set(after.map((entry) => entry.id));
    // Items are added and removed in the panel's list, through their own routes; on the page a
    // card is changed or moved, never made or dropped: an entry on one side only is not written.
    for (const entry of after) {
      const { id, ...fields } = entry;
      const old = had.get(id);
      if (!old || same(old, entry)) continue;
      const stored = await editorApi.getItem(collection, id);
      await editorApi.saveItem(collection, id, fields, stored.version);
      itemWrites++;
    }
    const kept = before.map((entry) => entry.id).filter((id) => has.has(id));
    const order = after.map((entry) => entry.id).filter((id) => had.has(id));
    for (const move of movesBetween(kept, order)) {
      await editorApi.moveItem(collection, move.id, move.after);
      itemWrites++;
    }
    if (itemWrites > writesBefore) wrote(collection, itemWrites - writesBefore);
  }
  return itemWrites;
}
