import type { TranslationStamps } from '@site/blocks';
import {
  type CollectionDefinition,
  collectionRegistry,
  type FeedDefinition,
  getCollection,
  referencesOf,
  type ShownItems,
} from '@site/blocks/collections';
import { longestRising } from '@site/blocks/item-summary';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { blocks, itemReleases, items, pages } from '../../db/schema.ts';

/*
 * The list blocks that show a collection (`GALLERY.stories`, `RESOURCES.resources`…; each
 * collection's `heldBy`), now that the collection's entries are items (issue #30, ADR 0040): a stored
 * block keeps its own settings with an empty array, and every read that hands out the block in the
 * spec's shape fills the array from the items (`fillLists`): the drafts for editors, the live
 * releases for visitors.
 */

export type Entry = { id: string } & Record<string, unknown>;
export type Held = { collection: CollectionDefinition; list: string } & ShownItems;

/** The distance between neighbouring places of items. */
export const STEP = 1024;

/** The collections each list block type shows, by block type. */
export function heldByBlock(): Map<string, Held[]> {
  const out = new Map<string, Held[]>();
  for (const collection of Object.values(collectionRegistry)) {
    const { block, ...shown } = collection.heldBy;
    out.set(block, [...(out.get(block) ?? []), { collection, ...shown }]);
  }
  return out;
}

/** The lists a block of this type shows (none for most blocks). */
export const listsOf = (blockType: string): Held[] => heldByBlock().get(blockType) ?? [];

export type Feed = Held & Omit<FeedDefinition, 'block'>;

/** The blocks that show a collection's newest items without holding them (`INSIGHTS.posts`), by block type. */
export function feedsByBlock(): Map<string, Feed[]> {
  const out = new Map<string, Feed[]>();
  for (const collection of Object.values(collectionRegistry))
    for (const { block, ...feed } of collection.feeds ?? [])
      out.set(block, [...(out.get(block) ?? []), { collection, ...feed }]);
  return out;
}

/**
 * The SQL condition of the items a list or feed shows (`with` every one, `without` any) on a filter
 * values column: `items.filter_values` for drafts, `item_releases.filter_values` for what is live.
 */
export function shownWhere(column: AnyPgColumn, { with: wanted = [], without = [] }: ShownItems): SQL | undefined {
  const values = (list: readonly string[]) =>
    sql`array[${sql.join(
      list.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  return and(
    wanted.length ? sql`${column} @> ${values(wanted)}` : undefined,
    without.length ? sql`not (${column} && ${values(without)})` : undefined,
  );
}

/** A key naming what a list or feed shows, for sharing its entries between blocks of one page. */
const shownKey = (name: string, { with: wanted = [], without = [] }: ShownItems, newest?: number) =>
  JSON.stringify([name, wanted, without, newest ?? null]);

/** The feeds of a block of this type (none for most blocks). */
export const feedsOf = (blockType: string): Feed[] => feedsByBlock().get(blockType) ?? [];

/** The lists a block of this type fills from a collection when read: those it holds and its feeds. */
const shownListsOf = (blockType: string): Held[] => [...listsOf(blockType), ...feedsOf(blockType)];

/** The names of the collections a page's blocks show, as held lists or as feeds. */
export const collectionsShownBy = (shown: ReadonlyArray<{ block_type: string }>): string[] => [
  ...new Set(shown.flatMap((block) => shownListsOf(block.block_type).map(({ collection }) => collection.name))),
];

/** The block types that show collection `name`: the one holding it and its feeds. */
export function blockTypesShowing(name: string): string[] {
  const collection = getCollection(name);
  return collection ? [collection.heldBy.block, ...(collection.feeds ?? []).map(({ block }) => block)] : [];
}

export const entriesOf = (content: unknown, list: string): Entry[] => {
  const value = (content as Record<string, unknown> | null)?.[list];
  return Array.isArray(value) ? (value as Entry[]) : [];
};

export const withoutId = ({ id: _id, ...content }: Entry) => content;

/** A list block's content as it is stored: its lists and feeds empty (the schema keeps the arrays). */
export function withoutLists(blockType: string, content: unknown): unknown {
  let out = content as Record<string, unknown>;
  for (const { list } of shownListsOf(blockType)) out = { ...out, [list]: [] };
  return out;
}

/** A list block's stamps without those of its lists' entries (`stories.3.title`), which the items keep. */
export function blockOwnStamps(blockType: string, stamps: TranslationStamps | undefined): TranslationStamps {
  const lists = shownListsOf(blockType).map(({ list }) => `${list}.`);
  return Object.fromEntries(
    Object.entries(stamps ?? {}).filter(([path]) => !lists.some((prefix) => path.startsWith(prefix))),
  );
}

/** The stamps of entry `index` of `list`, with the entry's own paths (`stories.3.title` → `title`). */
export function entryStamps(stamps: TranslationStamps | undefined, list: string, index: number): TranslationStamps {
  const prefix = `${list}.${index}.`;
  return Object.fromEntries(
    Object.entries(stamps ?? {})
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, stamp]) => [path.slice(prefix.length), stamp]),
  );
}

/**
 * Each entry's place: the one it has where `current` keeps the same order (so nothing reads as
 * moved), with an entry `current` lacks halfway between its neighbours; else (reordered) `first` and
 * on, a STEP apart.
 */
export function placesOnLivePage(
  slugs: readonly string[],
  current: ReadonlyMap<string, number>,
  first: number,
): Map<string, number> {
  const common = slugs.filter((slug) => current.has(slug)).map((slug) => current.get(slug) as number);
  const sameOrder = common.every((place, i) => i === 0 || place > (common[i - 1] as number));
  const out = new Map<string, number>();
  if (!sameOrder) {
    for (const [index, slug] of slugs.entries()) out.set(slug, first + index * STEP);
    return out;
  }
  let before = first - STEP;
  for (const [index, slug] of slugs.entries()) {
    const own = current.get(slug);
    if (own !== undefined) {
      out.set(slug, own);
      before = own;
      continue;
    }
    const after = slugs.slice(index + 1).find((s) => current.has(s));
    const limit = after === undefined ? before + 2 * STEP : (current.get(after) as number);
    const place = Math.floor((before + limit) / 2);
    out.set(slug, place);
    before = place;
  }
  return out;
}

/**
 * Places for a list saved in this order, moving as few items as it can: the longest run of entries
 * already in order keep their places, the others go between their neighbours; spread out again
 * when no room is left between two.
 */
export function placesFor(slugs: readonly string[], current: ReadonlyMap<string, number>): Map<string, number> {
  const first = Math.min(0, ...current.values());
  const known = slugs.filter((slug) => current.has(slug));
  const kept = new Set(longestRising(known.map((slug) => current.get(slug) as number)).map((i) => known[i]));
  const keep = new Map([...current].filter(([slug]) => kept.has(slug)));
  const out = placesOnLivePage(slugs, keep, first);
  const places = slugs.map((slug) => out.get(slug) as number);
  if (places.every((place, i) => i === 0 || place > (places[i - 1] as number))) return out;
  return new Map(slugs.map((slug, index) => [slug, first + index * STEP]));
}

/**
 * A collection's items in the order its list block shows them: by place, then slug; or its `newest`
 * items by date, newest first, for a feed.
 */
async function entries(
  tx: Db,
  collection: CollectionDefinition,
  copy: 'draft' | 'live',
  shown: ShownItems,
  newest?: number,
) {
  if (copy === 'draft') {
    const query = tx
      .select({ slug: items.slug, content: items.content, translations: items.translations })
      .from(items)
      .where(and(eq(items.collection, collection.name), isNull(items.deletedAt), shownWhere(items.filterValues, shown)))
      .orderBy(
        ...(newest === undefined
          ? [asc(items.position), asc(items.slug)]
          : [sql`${items.sortDate} desc nulls last`, desc(items.createdAt), asc(items.slug)]),
      );
    const rows = newest === undefined ? await query : await query.limit(newest);
    return rows.map((row) => ({
      entry: { id: row.slug, ...(row.content as object) } as Entry,
      stamps: row.translations as TranslationStamps,
    }));
  }
  const query = tx
    .select({ slug: itemReleases.slug, content: sql<object>`${itemReleases.snapshot}->'content'` })
    .from(itemReleases)
    .where(
      and(
        eq(itemReleases.collection, collection.name),
        eq(itemReleases.live, true),
        shownWhere(itemReleases.filterValues, shown),
      ),
    )
    .orderBy(
      ...(newest === undefined
        ? [asc(itemReleases.position), asc(itemReleases.slug)]
        : [sql`${itemReleases.sortDate} desc nulls last`, desc(itemReleases.id)]),
    );
  const rows = newest === undefined ? await query : await query.limit(newest);
  const live = rows.map((row) => ({
    entry: { id: row.slug, ...row.content } as Entry,
    stamps: {} as TranslationStamps,
  }));
  return withLiveReferences(tx, collection, live);
}

/**
 * Visitors' entries without references to items they cannot see (a quote's story unpublished or
 * deleted): the card links only to a published story.
 */
async function withLiveReferences<T extends { entry: Entry }>(
  tx: Db,
  collection: CollectionDefinition,
  found: T[],
): Promise<T[]> {
  let out = found;
  for (const { field, collection: other } of referencesOf(collection)) {
    const named = [...new Set(out.flatMap(({ entry }) => (typeof entry[field] === 'string' ? [entry[field]] : [])))];
    if (named.length === 0) continue;
    const rows = await tx
      .select({ slug: itemReleases.slug })
      .from(itemReleases)
      .where(and(eq(itemReleases.collection, other), eq(itemReleases.live, true), inArray(itemReleases.slug, named)));
    const live = new Set(rows.map((row) => row.slug));
    out = out.map((one) => {
      const slug = one.entry[field];
      if (typeof slug !== 'string' || live.has(slug)) return one;
      const { [field]: _gone, ...entry } = one.entry;
      return { ...one, entry: entry as Entry };
    });
  }
  return out;
}

type ListBlock = { block_type: string; content: unknown; translations?: TranslationStamps | undefined };

/**
 * A page's list blocks with their arrays filled from the collections (the draft's items for a
 * draft, the live releases for what visitors see): the shape the spec's clients read. A draft's
 * blocks get their entries' translation stamps back under the list's paths (`stories.3.title`).
 */
export async function fillLists<P extends { blocks: ListBlock[] }>(
  tx: Db,
  page: P,
  copy: 'draft' | 'live',
): Promise<P> {
  const cache = new Map<string, Awaited<ReturnType<typeof entries>>>();
  const filled = [];
  for (const block of page.blocks) filled.push(await fillBlock(tx, block, copy, cache));
  return { ...page, blocks: filled };
}

/** One block filled as `fillLists` fills a page's (`cache` shares a collection's entries between blocks). */
export async function fillBlock<B extends ListBlock>(
  tx: Db,
  block: B,
  copy: 'draft' | 'live',
  cache = new Map<string, Awaited<ReturnType<typeof entries>>>(),
): Promise<B> {
  const lists: Array<Held & { newest?: number }> = shownListsOf(block.block_type);
  if (lists.length === 0) return block;
  let content = block.content as Record<string, unknown>;
  const stamps = block.translations && { ...block.translations };
  for (const { collection, list, newest, ...shown } of lists) {
    const key = shownKey(collection.name, shown, newest);
    if (!cache.has(key)) cache.set(key, await entries(tx, collection, copy, shown, newest));
    const found = cache.get(key) ?? [];
    content = { ...content, [list]: found.map(({ entry }) => entry) };
    if (stamps && copy === 'draft')
      for (const [index, { stamps: own }] of found.entries())
        for (const [path, stamp] of Object.entries(own ?? {})) stamps[`${list}.${index}.${path}`] = stamp;
  }
  return { ...block, content, ...(stamps ? { translations: stamps } : {}) };
}

/**
 * The SQL condition of an item whose draft differs from what visitors see (`items` joined with its
 * live release as `item_releases`): never published, a deletion not published, content or place.
 */
export const DIFFERS_FROM_LIVE = sql`(
  (${items.publishedReleaseId} is null and ${items.deletedAt} is null)
  or (${items.deletedAt} is not null and ${itemReleases.snapshot} ? 'content')
  or (${items.deletedAt} is null and (${itemReleases.snapshot} ? 'removed'
    or ${itemReleases.snapshot}->'content' is distinct from ${items.content}
    or (${itemReleases.snapshot}->>'position')::int is distinct from ${items.position}))
)`;

/** The items of these collections with unpublished changes, by identity. */
export async function pendingIn(
  tx: Db,
  names: readonly string[],
): Promise<Array<{ collection: string; slug: string }>> {
  if (names.length === 0) return [];
  return tx
    .select({ collection: items.collection, slug: items.slug })
    .from(items)
    .leftJoin(itemReleases, eq(itemReleases.id, items.publishedReleaseId))
    .where(and(inArray(items.collection, [...names]), DIFFERS_FROM_LIVE))
    .orderBy(items.collection, items.slug);
}

/** Whether any item of these collections has unpublished changes (one indexed look). */
export async function hasPending(tx: Db, names: readonly string[]): Promise<boolean> {
  if (names.length === 0) return false;
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(items)
    .leftJoin(itemReleases, eq(itemReleases.id, items.publishedReleaseId))
    .where(and(inArray(items.collection, [...names]), DIFFERS_FROM_LIVE))
    .limit(1);
  return row !== undefined;
}

/** The tag of what is built from a collection's live items (`changed` announces it). */
export const collectionTag = (name: string) => `collection:${name}`;

/**
 * What a change of collection `name`'s live items changes, for `changed`: the collection's tag and
 * every page with a block showing it, so the caches of those pages (and their documents) drop them.
 */
export async function liveChangeOf(tx: Db, name: string): Promise<string[]> {
  return [collectionTag(name), ...(await pagesShowing(tx, name))];
}

/**
 * Gives the blocks showing collection `name` a new version after a write to its items that did not
 * come through them (the item routes, a discard, a media replace): an editor still holding such a
 * block with its list meets the conflict view instead of saving old entries back over the items.
 */
export async function touchListBlocks(tx: Db, name: string, userId?: string | null): Promise<void> {
  const rows = await lockListBlocks(tx, [name]);
  if (rows.length)
    await tx
      .update(blocks)
      // Who changed the list last: editors on the page hear that someone else did (presence).
      .set({ version: sql`${blocks.version} + 1`, ...(userId === undefined ? {} : { updatedBy: userId }) })
      .where(
        inArray(
          blocks.id,
          rows.map((row) => row.id),
        ),
      );
}

/**
 * Locks the blocks showing any of these collections, in one order (by id): two item writes at once,
 * each touching several such blocks, would otherwise lock them in different orders and deadlock. A
 * transaction that locks one of them itself first (a list block's save) takes them all here first.
 */
export async function lockListBlocks(tx: Db, names: readonly string[]): Promise<Array<{ id: string }>> {
  const types = [...new Set(names.flatMap(blockTypesShowing))];
  if (types.length === 0) return [];
  return tx
    .select({ id: blocks.id })
    .from(blocks)
    .where(inArray(blocks.blockType, types))
    .orderBy(asc(blocks.id))
    .for('update');
}

/** The block types whose entries name items of collection `name` (the quotes' stories): they link to them. */
export function blockTypesReferring(name: string): string[] {
  return Object.values(collectionRegistry)
    .filter((collection) => referencesOf(collection).some((ref) => ref.collection === name))
    .map((collection) => collection.heldBy.block);
}

/** The pages with a block showing collection `name`, or linking to its items. */
export async function pagesShowing(tx: Db, name: string): Promise<string[]> {
  const types = [...blockTypesShowing(name), ...blockTypesReferring(name)];
  if (types.length === 0) return [];
  const rows = await tx
    .selectDistinct({ slug: pages.slug })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .where(inArray(blocks.blockType, types));
  return rows.map((row) => row.slug);
}
