import type { Page } from '@site/blocks';
import { DETAIL_KINDS, type DetailFound, type DetailItem, type DetailKind } from '@site/blocks/details';
import { mediaNamedIn } from '@site/blocks/page-lists';
import type { Db } from '../../db/client.ts';
import { feedsOf, fillBlock, listsOf } from '../collections/held-lists.ts';
import type { LiveItems } from '../collections/live-items.ts';
import { mediaOfUploadsIn } from './page-media.ts';

/**
 * A detail page's item read alone (ADR 0040): the first block of the live list page, by order, that
 * shows one of the kind's lists decides, as `findDetailItem` does over the whole page; a list the
 * block shows from a collection is asked for that one live item (one indexed query), a list the block
 * keeps in its own content is looked through. An item without detail content has no page.
 */
export async function detailFromItems(
  db: Db,
  live: LiveItems,
  listPage: Page,
  kind: DetailKind,
  id: string,
): Promise<DetailFound | null> {
  for (const listed of [...listPage.blocks].sort((a, b) => a.order - b.order)) {
    const block = await withFeeds(db, listed);
    const held = listsOf(block.block_type);
    for (const array of DETAIL_KINDS[kind].arrays) {
      const collection = held.find(({ list }) => list === array)?.collection.name;
      const item = collection ? await liveItem(live, collection, id) : ownItem(block.content, array, id);
      if (!item) continue;
      if (!item.detailContent) return null;
      const media = { ...listPage.media, ...(await mediaOfUploadsIn(db, item)) };
      return {
        item,
        source: { slug: listPage.slug, blockId: block.id, blockType: block.block_type, array },
        media: mediaNamedIn(media, item),
        listTitle: listPage.title ?? null,
      };
    }
  }
  return null;
}

/**
 * A block showing a feed (the highlights' newest featured posts) with its few entries read, as
 * visitors see them: an item is on that block's list when the feed shows it.
 */
async function withFeeds<B extends Page['blocks'][number]>(db: Db, block: B): Promise<B> {
  return feedsOf(block.block_type).length ? fillBlock(db, block, 'live') : block;
}

async function liveItem(live: LiveItems, collection: string, id: string): Promise<DetailItem | null> {
  const found = await live.one(collection, id);
  return found ? ({ id: found.slug, ...(found.content as object) } as DetailItem) : null;
}

function ownItem(content: unknown, array: string, id: string): DetailItem | null {
  const list = (content as Record<string, unknown> | null)?.[array];
  if (!Array.isArray(list)) return null;
  return (list.find((entry) => (entry as DetailItem | null)?.id === id) as DetailItem | undefined) ?? null;
}

/**
 * The ids and titles of the kind's items that have a page, for the sitemap and the link picker: as
 * `detailItems` finds them in the whole live list page, each id once, the collections' read without
 * their bodies.
 */
export async function detailLinksFromItems(
  db: Db,
  live: LiveItems,
  listPage: Page,
  kind: DetailKind,
): Promise<Array<{ id: string; title: unknown }>> {
  // An id counts where it is first met, with a page or not, as `detailItems` has it.
  const seen = new Set<string>();
  const links: Array<{ id: string; title: unknown }> = [];
  for (const listed of [...listPage.blocks].sort((a, b) => a.order - b.order)) {
    const block = await withFeeds(db, listed);
    const held = listsOf(block.block_type);
    for (const array of DETAIL_KINDS[kind].arrays) {
      const collection = held.find(({ list }) => list === array)?.collection.name;
      const own = (block.content as Record<string, unknown> | null)?.[array];
      const entries: DetailItem[] = collection
        ? (await live.withPages(collection)).map(({ slug, title }) => ({ id: slug, title, detailContent: true }))
        : Array.isArray(own)
          ? own
          : [];
      for (const entry of entries) {
        if (typeof entry?.id !== 'string' || seen.has(entry.id)) continue;
        seen.add(entry.id);
        if (entry.detailContent) links.push({ id: entry.id, title: entry.title });
      }
    }
  }
  return links;
}
