import type { Block, TranslationStamps } from '@site/blocks';
import type { StoredItem } from '@site/blocks/api';
import { collectionRegistry } from '@site/blocks/collections';
import type { DetailSource } from '@site/blocks/details';
import { ApiError } from '../session/api-error.ts';
import { editorApi } from './editor-api.ts';

/**
 * One item of a collection edited in the form of the list block that shows it (ADR 0040): the
 * block's settings (its filter options, which a story's industries are chosen from) with the item as
 * its list's only entry, stamped and versioned as the item; a save sends and stores the item alone.
 */

/**
 * The item's place in its block's content, by id: ['stories', 3]. By id, since the editor's draft
 * may order the list otherwise than visitors see it.
 */
export function detailPath(content: unknown, source: DetailSource, id: string): [string, number] | undefined {
  const list = (content as Record<string, unknown> | null)?.[source.array];
  const index = Array.isArray(list) ? list.findIndex((entry) => (entry as { id?: unknown } | null)?.id === id) : -1;
  return index < 0 ? undefined : [source.array, index];
}

/**
 * The arrays of `blockType` that show a collection, with the collection: [{ array: 'stories',
 * collection: 'stories' }]; a feed (the home insights' newest posts) too, its entries being items.
 */
export function listsShownBy(blockType: string): Array<{ array: string; collection: string }> {
  return Object.values(collectionRegistry).flatMap(({ heldBy, feeds = [], name }) =>
    [heldBy, ...feeds]
      .filter(({ block }) => block === blockType)
      .map(({ list }) => ({ array: list, collection: name })),
  );
}

/** The collection a block's list shows, if it shows one: `GALLERY`'s `stories` → `stories`. */
export function collectionShownBy(blockType: string, array: string): string | undefined {
  return listsShownBy(blockType).find((list) => list.array === array)?.collection;
}

/** The item as the list block's only entry: edited with the block's field map at `[array, 0]`. */
export function itemAsBlock(settings: Block, array: string, item: StoredItem): Block {
  const translations: TranslationStamps = {};
  for (const [path, stamp] of Object.entries(item.translations)) translations[`${array}.0.${path}`] = stamp;
  return {
    ...settings,
    id: item.id,
    version: item.version,
    content: { ...(settings.content as object), [array]: [{ id: item.slug, ...(item.content as object) }] },
    translations,
  };
}

/** The item's content in a block made by `itemAsBlock` (its readable id is kept beside it). */
export function itemOf(
  content: unknown,
  array: string,
): { slug: string; content: Record<string, unknown> } | undefined {
  const entry = (content as Record<string, unknown> | null)?.[array];
  const first = Array.isArray(entry) ? (entry[0] as Record<string, unknown> | undefined) : undefined;
  if (!first || typeof first.id !== 'string') return undefined;
  const { id, ...rest } = first;
  return { slug: id, content: rest };
}

/** `useBlockSaving`'s save for such a block: PUT the item at its version; a 409 answers with the item as a block. */
export function saveItemIn(collection: string, array: string, settings: Block) {
  return async (current: Block, content: unknown, version = current.version): Promise<Block> => {
    const stored = itemOf(current.content, array);
    const next = itemOf(content, array);
    if (!stored || !next) throw new Error(`No ${array} entry to save`);
    try {
      return itemAsBlock(settings, array, await editorApi.saveItem(collection, stored.slug, next.content, version));
    } catch (error) {
      const theirs = error instanceof ApiError && (error.details as { current?: StoredItem } | null)?.current;
      if (!(error instanceof ApiError) || error.status !== 409 || !theirs) throw error;
      throw new ApiError(409, {
        error: { code: error.code, message: error.message, details: { current: itemAsBlock(settings, array, theirs) } },
      });
    }
  };
}
