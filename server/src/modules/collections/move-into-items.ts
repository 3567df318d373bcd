import { isDeepStrictEqual } from 'node:util';
import type { PageSnapshot, TranslationStamps } from '@site/blocks';
import type { CollectionDefinition } from '@site/blocks/collections';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks, itemHistory, itemReleases, items, pageReleases, pages } from '../../db/schema.ts';
import {
  blockOwnStamps,
  type Entry,
  entriesOf,
  entryStamps,
  feedsByBlock,
  heldByBlock,
  placesOnLivePage,
  STEP,
  withoutId,
  withoutLists,
} from './held-lists.ts';
import { listColumns } from './item-releases.ts';
import { countLive } from './live-counts.ts';
import { contentColumns } from './service.ts';

/**
 * The move of collections out of list blocks into items (issue #30, ADR 0040): each list block's
 * array (`GALLERY.stories`…) becomes one item per entry (its id kept as the slug, its place as
 * `position`, its translation stamps along), the live page's entries become the items' live
 * releases, and the block keeps only its settings. `fillLists` (held-lists.ts) is the way back.
 */

export interface MoveResult {
  /** Items made, per collection. */
  moved: Record<string, number>;
}

/**
 * Moves every list block's entries into items, in the caller's transaction. Entries already moved
 * (a slug the collection has) are left alone, so running it twice changes nothing; the first of two
 * blocks holding the same id wins. Live releases: an entry live but deleted from the draft becomes
 * a deleted item with its live release (publishing the deletion takes it off the site).
 */
export async function moveListsIntoItems(tx: Db, now = new Date()): Promise<MoveResult> {
  const moved: Record<string, number> = {};
  // Every live page once, for all the list block types.
  const lives = await tx
    .select({ snapshot: pageReleases.snapshot })
    .from(pages)
    .innerJoin(pageReleases, eq(pageReleases.id, pages.publishedReleaseId))
    .orderBy(asc(pages.slug));
  for (const [blockType, held] of heldByBlock()) {
    const drafts = await tx
      .select({ id: blocks.id, content: blocks.content, translations: blocks.translations, pageId: blocks.pageId })
      .from(blocks)
      .innerJoin(pages, eq(pages.id, blocks.pageId))
      .where(eq(blocks.blockType, blockType))
      .orderBy(asc(pages.slug), asc(blocks.order));
    const liveBlocks = lives.flatMap(({ snapshot }) =>
      (snapshot as PageSnapshot).blocks.filter((block) => block.block_type === blockType),
    );

    for (const { collection, list } of held) {
      const existing = new Map(
        (
          await tx.select({ id: items.id, slug: items.slug }).from(items).where(eq(items.collection, collection.name))
        ).map((row) => [row.slug, row.id]),
      );
      const made = new Map<string, string>();
      const places = new Map<string, number>();
      // Spaced, so that an entry only the live page still has can sit between its neighbours.
      const first = existing.size * STEP;
      let next = first;
      const add = async (entry: Entry, translations: TranslationStamps, position: number, deleted: boolean) => {
        const content = withoutId(entry);
        const [row] = await tx
          .insert(items)
          .values({
            collection: collection.name,
            slug: entry.id,
            ...contentColumns(collection, entry.id, content),
            translations,
            position,
            deletedAt: deleted ? now : null,
          })
          .returning({ id: items.id });
        await firstVersion(tx, (row as { id: string }).id, content);
        made.set(entry.id, (row as { id: string }).id);
        places.set(entry.id, position);
      };

      for (const block of drafts) {
        for (const [index, entry] of entriesOf(block.content, list).entries()) {
          if (existing.has(entry.id) || made.has(entry.id)) continue;
          await add(entry, entryStamps(block.translations as TranslationStamps, list, index), next, false);
          next += STEP;
        }
      }
      // The live page's entries, each with the stamps it had there.
      const live: Array<{ entry: Entry; stamps: TranslationStamps }> = [];
      for (const block of liveBlocks) {
        for (const [index, entry] of entriesOf(block.content, list).entries()) {
          if (existing.has(entry.id) || live.some((e) => e.entry.id === entry.id)) continue;
          live.push({ entry, stamps: entryStamps(block.translations, list, index) });
        }
      }
      const livePlaces = placesOnLivePage(
        live.map((e) => e.entry.id),
        places,
        first,
      );
      // An entry live but dropped from the draft: a deleted item, at its place on the live page.
      for (const { entry, stamps } of live) {
        if (!made.has(entry.id)) await add(entry, stamps, livePlaces.get(entry.id) as number, true);
      }
      const liveEntries = new Map(
        live.map(({ entry }) => [entry.id, { entry, position: livePlaces.get(entry.id) as number }]),
      );
      const rows = made.size
        ? await tx
            .select()
            .from(items)
            .where(inArray(items.id, [...made.values()]))
        : [];
      for (const row of rows) {
        const live = liveEntries.get(row.slug);
        if (live) await releaseLive(tx, collection, row, live.position, withoutId(live.entry), now);
      }
      moved[collection.name] = made.size;
    }

    // The blocks keep their settings only (their stamps of the moved entries go with the items).
    for (const block of drafts) {
      if (held.every(({ list }) => entriesOf(block.content, list).length === 0)) continue;
      await keepSettingsOnly(tx, blockType, block);
    }
  }
  await moveFeedsIntoItems(tx, lives, now);
  return { moved };
}

/**
 * The feeds' own entries (the home insights' posts, written before it showed the newest resources;
 * the resource highlights' posts). An entry its collection lacks is added: as a draft item, never
 * published by the move, for a feed without `moved` (nothing is lost and visitors see no change
 * until an editor publishes it); with `moved.added` set on it for one with, and published as the
 * live page showed it, so the feed shows what it showed. An entry the collection has gets
 * `moved.known` (it stays in its lists and is in the feed too). The block keeps its settings.
 */
async function moveFeedsIntoItems(tx: Db, lives: ReadonlyArray<{ snapshot: unknown }>, now: Date): Promise<void> {
  for (const [blockType, feeds] of feedsByBlock()) {
    const drafts = await tx
      .select({ id: blocks.id, content: blocks.content, translations: blocks.translations })
      .from(blocks)
      .where(eq(blocks.blockType, blockType))
      .orderBy(asc(blocks.id));
    const liveBlocks = lives.flatMap(({ snapshot }) =>
      (snapshot as PageSnapshot).blocks.filter((block) => block.block_type === blockType),
    );
    for (const { collection, list, moved } of feeds) {
      const live = new Map<string, Entry>();
      if (moved)
        for (const block of liveBlocks)
          for (const entry of entriesOf(block.content, list)) if (!live.has(entry.id)) live.set(entry.id, entry);
      // Only the items these entries name: the move runs at every start, and a published page keeps
      // its feed's old entries in its release long after they were moved.
      const named = [
        ...new Set([...drafts.flatMap((block) => entriesOf(block.content, list).map((e) => e.id)), ...live.keys()]),
      ];
      if (named.length === 0) continue;
      const known = await tx
        .select()
        .from(items)
        .where(and(eq(items.collection, collection.name), inArray(items.slug, named)));
      const bySlug = new Map(known.map((row) => [row.slug, row]));
      const [last] = await tx
        .select({ place: max(items.position) })
        .from(items)
        .where(eq(items.collection, collection.name));
      let next = (last?.place ?? -STEP) + STEP;
      const add = async (entry: Entry, translations: TranslationStamps, deleted: boolean) => {
        const content = { ...withoutId(entry), ...moved?.added };
        const [row] = await tx
          .insert(items)
          .values({
            collection: collection.name,
            slug: entry.id,
            ...contentColumns(collection, entry.id, content),
            translations,
            position: next,
            deletedAt: deleted ? now : null,
          })
          .returning();
        const added = row as typeof items.$inferSelect;
        await firstVersion(tx, added.id, content);
        bySlug.set(entry.id, added);
        const shown = live.get(entry.id);
        if (shown) await releaseLive(tx, collection, added, next, { ...withoutId(shown), ...moved?.added }, now);
        next += STEP;
      };
      for (const block of drafts)
        for (const [index, entry] of entriesOf(block.content, list).entries()) {
          const row = bySlug.get(entry.id);
          if (!row) await add(entry, entryStamps(block.translations as TranslationStamps, list, index), false);
          else if (moved && !known.includes(row)) continue;
          else if (moved) await mark(tx, collection, row, moved.known);
        }
      // Only the live page has it (deleted from the draft): a deleted item, live until that is published.
      for (const entry of live.values()) if (!bySlug.has(entry.id)) await add(entry, {}, true);
      for (const block of drafts)
        if (entriesOf(block.content, list).length) await keepSettingsOnly(tx, blockType, block);
    }
  }
}

/** Publishes an item as the move found it on the live page: its first release, live, and its counts. */
/** A moved item's first version in its history, as if created then: editors can bring it back. */
async function firstVersion(tx: Db, itemId: string, content: unknown): Promise<void> {
  await tx.insert(itemHistory).values({ itemId, action: 'create', version: 1, contentAfter: content, userId: null });
}

async function releaseLive(
  tx: Db,
  collection: CollectionDefinition,
  row: { id: string; slug: string },
  position: number,
  content: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const columns = listColumns(collection, { slug: row.slug, position, content });
  const [release] = await tx
    .insert(itemReleases)
    .values({
      itemId: row.id,
      collection: collection.name,
      number: 1,
      kind: 'seed',
      status: 'published',
      snapshot: { slug: row.slug, position, content },
      live: true,
      ...columns,
      publishedAt: now,
    })
    .returning({ id: itemReleases.id });
  await countLive(tx, collection.name, columns.filterValues, 1);
  await tx
    .update(items)
    .set({ publishedReleaseId: (release as { id: number }).id })
    .where(eq(items.id, row.id));
}

/**
 * Sets `marks` on an item the collection had before the move (a highlighted post that is in the
 * resources list too): on its draft and on what visitors see of it, as the feed showed it there.
 */
async function mark(
  tx: Db,
  collection: CollectionDefinition,
  row: typeof items.$inferSelect,
  marks: Record<string, unknown>,
): Promise<void> {
  const content = { ...(row.content as Record<string, unknown>), ...marks };
  if (isDeepStrictEqual(content, row.content)) return;
  await tx
    .update(items)
    .set(contentColumns(collection, row.slug, content))
    .where(eq(items.id, row.id));
  if (row.publishedReleaseId === null) return;
  const [release] = await tx.select().from(itemReleases).where(eq(itemReleases.id, row.publishedReleaseId));
  if (!release?.live) return;
  const snapshot = release.snapshot as { slug: string; position: number; content: Record<string, unknown> };
  const shown = { ...snapshot, content: { ...snapshot.content, ...marks } };
  const columns = listColumns(collection, shown);
  await countLive(tx, collection.name, release.filterValues, -1);
  await tx
    .update(itemReleases)
    .set({ snapshot: shown, ...columns })
    .where(eq(itemReleases.id, release.id));
  await countLive(tx, collection.name, columns.filterValues, 1);
}

/** A list block's draft without its lists' entries and their stamps, which its items now hold. */
async function keepSettingsOnly(
  tx: Db,
  blockType: string,
  block: { id: string; content: unknown; translations: unknown },
): Promise<void> {
  await tx
    .update(blocks)
    .set({
      content: withoutLists(blockType, block.content),
      translations: blockOwnStamps(blockType, block.translations as TranslationStamps),
    })
    .where(eq(blocks.id, block.id));
}
