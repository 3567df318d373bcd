import type { PageSnapshot, TranslationStamps } from '@site/blocks';
import { type CollectionDefinition, collectionRegistry } from '@site/blocks/collections';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks, itemReleases, items, pageReleases, pages } from '../../db/schema.ts';
import { listColumns } from './item-releases.ts';
import { derived } from './service.ts';

/**
 * The move of collections out of list blocks into items (issue #30, ADR 0040), and the way back for
 * the spec's `GET /v1/pages/{slug}`: each list block's array (`GALLERY.stories`…) becomes one item
 * per entry (its id kept as the slug, its place as `position`, its translation stamps along), the
 * live page's entries become the items' live releases, and the block keeps only its settings.
 * `fillLists` puts a collection's items back into such a block, as the array it held.
 */

type Entry = { id: string } & Record<string, unknown>;

/** The distance between neighbouring places of moved entries. */
const STEP = 1024;

/**
 * Each live entry's place: the draft's where the draft keeps the same order (so nothing reads as
 * moved), with an entry only the live page has halfway between its neighbours; else (the draft
 * reordered them) the live page's own order.
 */
export function placesOnLivePage(
  slugs: readonly string[],
  draft: ReadonlyMap<string, number>,
  first: number,
): Map<string, number> {
  const common = slugs.filter((slug) => draft.has(slug)).map((slug) => draft.get(slug) as number);
  const sameOrder = common.every((place, i) => i === 0 || place > (common[i - 1] as number));
  const out = new Map<string, number>();
  if (!sameOrder) {
    for (const [index, slug] of slugs.entries()) out.set(slug, first + index * STEP);
    return out;
  }
  let before = first - STEP;
  for (const [index, slug] of slugs.entries()) {
    const own = draft.get(slug);
    if (own !== undefined) {
      out.set(slug, own);
      before = own;
      continue;
    }
    const after = slugs.slice(index + 1).find((s) => draft.has(s));
    const limit = after === undefined ? before + 2 * STEP : (draft.get(after) as number);
    const place = Math.floor((before + limit) / 2);
    out.set(slug, place);
    before = place;
  }
  return out;
}
type Held = { collection: CollectionDefinition; list: string };

/** The collections each list block type held, by block type. */
function heldByBlock(): Map<string, Held[]> {
  const out = new Map<string, Held[]>();
  for (const collection of Object.values(collectionRegistry)) {
    const { block, list } = collection.heldBy;
    out.set(block, [...(out.get(block) ?? []), { collection, list }]);
  }
  return out;
}

const entriesOf = (content: unknown, list: string): Entry[] => {
  const value = (content as Record<string, unknown> | null)?.[list];
  return Array.isArray(value) ? (value as Entry[]) : [];
};

const withoutId = ({ id: _id, ...content }: Entry) => content;

/** The stamps of entry `index` of `list`, with the entry's own paths (`stories.3.title` → `title`). */
function entryStamps(stamps: TranslationStamps | undefined, list: string, index: number): TranslationStamps {
  const prefix = `${list}.${index}.`;
  return Object.fromEntries(
    Object.entries(stamps ?? {})
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, stamp]) => [path.slice(prefix.length), stamp]),
  );
}

/** The block's content without the list (an empty array, as the schema keeps it). */
function withoutList(content: unknown, list: string): unknown {
  return { ...(content as Record<string, unknown>), [list]: [] };
}

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
  for (const [blockType, held] of heldByBlock()) {
    const drafts = await tx
      .select({ id: blocks.id, content: blocks.content, translations: blocks.translations, pageId: blocks.pageId })
      .from(blocks)
      .innerJoin(pages, eq(pages.id, blocks.pageId))
      .where(eq(blocks.blockType, blockType))
      .orderBy(asc(pages.slug), asc(blocks.order));
    const lives = await tx
      .select({ snapshot: pageReleases.snapshot })
      .from(pages)
      .innerJoin(pageReleases, eq(pageReleases.id, pages.publishedReleaseId))
      .orderBy(asc(pages.slug));
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
            content,
            translations,
            position,
            ...derived(collection, entry.id, content),
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
            ...listColumns(collection, { slug: row.slug, position, content }),
            publishedAt: now,
          })
          .returning({ id: itemReleases.id });
        await tx
          .update(items)
          .set({ publishedReleaseId: (release as { id: number }).id })
          .where(eq(items.id, row.id));
      }
      moved[collection.name] = made.size;
    }

    // The blocks keep their settings only (their stamps of the moved entries go with the items).
    for (const block of drafts) {
      let content = block.content;
      const stamps = { ...(block.translations as TranslationStamps) };
      for (const { list } of held) {
        content = withoutList(content, list);
        for (const path of Object.keys(stamps)) if (path.startsWith(`${list}.`)) delete stamps[path];
      }
      await tx.update(blocks).set({ content, translations: stamps }).where(eq(blocks.id, block.id));
    }
  }
  return { moved };
}

/** A collection's items in the order its list block showed them: by place, then slug. */
async function entries(tx: Db, collection: CollectionDefinition, copy: 'draft' | 'live'): Promise<Entry[]> {
  if (copy === 'draft') {
    const rows = await tx
      .select({ slug: items.slug, content: items.content })
      .from(items)
      .where(and(eq(items.collection, collection.name), isNull(items.deletedAt)))
      .orderBy(asc(items.position), asc(items.slug));
    return rows.map((row) => ({ id: row.slug, ...(row.content as object) }));
  }
  const rows = await tx
    .select({ slug: itemReleases.slug, content: sql<object>`${itemReleases.snapshot}->'content'` })
    .from(itemReleases)
    .where(and(eq(itemReleases.collection, collection.name), eq(itemReleases.live, true)))
    .orderBy(asc(itemReleases.position), asc(itemReleases.slug));
  return rows.map((row) => ({ id: row.slug, ...row.content }));
}

/**
 * A page's list blocks with their arrays filled from the collections (the draft's items for a
 * draft, the live releases for what visitors see): the shape the spec's clients read.
 */
export async function fillLists<P extends { blocks: Array<{ block_type: string; content: unknown }> }>(
  tx: Db,
  page: P,
  copy: 'draft' | 'live',
): Promise<P> {
  const held = heldByBlock();
  const cache = new Map<string, Entry[]>();
  const filled = [];
  for (const block of page.blocks) {
    const lists = held.get(block.block_type);
    if (!lists) {
      filled.push(block);
      continue;
    }
    let content = block.content as Record<string, unknown>;
    for (const { collection, list } of lists) {
      if (!cache.has(collection.name)) cache.set(collection.name, await entries(tx, collection, copy));
      content = { ...content, [list]: cache.get(collection.name) };
    }
    filled.push({ ...block, content });
  }
  return { ...page, blocks: filled };
}
