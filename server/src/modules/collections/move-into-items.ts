import type { PageSnapshot, TranslationStamps } from '@site/blocks';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks, itemReleases, items, pageReleases, pages } from '../../db/schema.ts';
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
        if (!live) continue;
        const content = withoutId(live.entry);
        const { position } = live;
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
      moved[collection.name] = made.size;
    }

    // The blocks keep their settings only (their stamps of the moved entries go with the items).
    for (const block of drafts) {
      if (held.every(({ list }) => entriesOf(block.content, list).length === 0)) continue;
      await keepSettingsOnly(tx, blockType, block);
    }
  }
  await moveFeedsIntoItems(tx);
  return { moved };
}

/**
 * The feeds' own entries (the home insights' posts, written before it showed the newest resources):
 * an entry its collection lacks is added as a draft item, never published by the move, so nothing
 * is lost and visitors see no change until an editor publishes it. The block keeps its settings.
 */
async function moveFeedsIntoItems(tx: Db): Promise<void> {
  for (const [blockType, feeds] of feedsByBlock()) {
    const drafts = await tx
      .select({ id: blocks.id, content: blocks.content, translations: blocks.translations })
      .from(blocks)
      .where(eq(blocks.blockType, blockType))
      .orderBy(asc(blocks.id));
    for (const block of drafts) {
      if (feeds.every(({ list }) => entriesOf(block.content, list).length === 0)) continue;
      for (const { collection, list } of feeds) {
        const known = await tx
          .select({ slug: items.slug, position: items.position })
          .from(items)
          .where(eq(items.collection, collection.name));
        const slugs = new Set(known.map((row) => row.slug));
        let next = Math.max(-STEP, ...known.map((row) => row.position)) + STEP;
        for (const [index, entry] of entriesOf(block.content, list).entries()) {
          if (slugs.has(entry.id)) continue;
          slugs.add(entry.id);
          const content = withoutId(entry);
          await tx.insert(items).values({
            collection: collection.name,
            slug: entry.id,
            ...contentColumns(collection, entry.id, content),
            translations: entryStamps(block.translations as TranslationStamps, list, index),
            position: next,
          });
          next += STEP;
        }
      }
      await keepSettingsOnly(tx, blockType, block);
    }
  }
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
