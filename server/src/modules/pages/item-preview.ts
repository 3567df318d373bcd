import type { ListedJson, Page } from '@site/blocks';
import { getCollection } from '@site/blocks/collections';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { items } from '../../db/schema.ts';
import { listsOf } from '../collections/held-lists.ts';
import type { LiveItem, LiveItems } from '../collections/live-items.ts';
import { mediaOfUploadsIn } from './page-media.ts';

/**
 * What a preview link of one item shows (ADR 0040): the site as visitors see it, but with that
 * item's draft wherever the item is read — its own page, its card on the page of a list, its entry
 * in a list shown whole. A new item is added where new ones go in a whole list (first or last); a
 * list read a page at a time shows it only where it already is (on its own page in any case).
 */

export interface ItemRef {
  collection: string;
  slug: string;
}

/** The item's draft as a live item, or null when it is deleted or gone. */
export async function draftOf(db: Db, ref: ItemRef): Promise<LiveItem | null> {
  const [row] = await db
    .select({ slug: items.slug, content: items.content })
    .from(items)
    .where(and(eq(items.collection, ref.collection), eq(items.slug, ref.slug), isNull(items.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** `live` with the item's draft in place of its live release, read once. */
export function withDraftItem(live: LiveItems, draft: LiveItem | null, ref: ItemRef): LiveItems {
  const mine = (name: string, slug: string) => name === ref.collection && slug === ref.slug;
  return {
    ...live,
    async one(name, slug) {
      return mine(name, slug) ? draft : live.one(name, slug);
    },
    async page(name, query) {
      const found = await live.page(name, query);
      if (name !== ref.collection) return found;
      const items = found.items.flatMap((item) => (item.slug !== ref.slug ? [item] : draft ? [draft] : []));
      return { ...found, items };
    },
  };
}

/**
 * A page's JSON as `listPage` answered it, with the item's draft in the lists shown whole (the team,
 * partners, awards, vacancies): in its place, or where new items go; out of it when deleted.
 */
export async function withDraftInWholeLists(
  db: Db,
  answer: ListedJson,
  draft: LiveItem | null,
  ref: ItemRef,
): Promise<ListedJson> {
  if (answer.kind !== 'page') return answer;
  const page = JSON.parse(answer.json) as Page & { lists?: Record<string, unknown>; media: Record<string, unknown> };
  const collection = getCollection(ref.collection);
  let changed = false;
  const blocks = page.blocks.map((block) => {
    const shown = listsOf(block.block_type).find((held) => held.collection.name === ref.collection);
    // A list read a page at a time was answered with the draft already (`withDraftItem`).
    if (!shown || page.lists?.[block.id]) return block;
    const entries = ((block.content as Record<string, unknown>)[shown.list] ?? []) as Array<{ id: string }>;
    const entry = draft && { id: draft.slug, ...(draft.content as object) };
    const at = entries.findIndex((e) => e.id === ref.slug);
    const next =
      at >= 0
        ? entries.flatMap((e, i) => (i !== at ? [e] : entry ? [entry] : []))
        : !entry
          ? entries
          : collection?.newItems === 'last'
            ? [...entries, entry]
            : [entry, ...entries];
    if (next === entries) return block;
    changed = true;
    return { ...block, content: { ...(block.content as object), [shown.list]: next } };
  });
  if (!changed) return answer;
  const media = draft ? { ...page.media, ...(await mediaOfUploadsIn(db, draft.content)) } : page.media;
  return { kind: 'page', json: JSON.stringify({ ...page, blocks, media }) };
}
