import type { Page } from '@site/blocks';
import { DETAIL_KINDS, type DetailFound, type DetailItem, type DetailKind } from '@site/blocks/details';
import { mediaNamedIn } from '@site/blocks/page-lists';
import type { Db } from '../../db/client.ts';
import { listsOf } from '../collections/held-lists.ts';
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
  for (const block of [...listPage.blocks].sort((a, b) => a.order - b.order)) {
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
  live: LiveItems,
  listPage: Page,
  kind: DetailKind,
): Promise<Array<{ id: string; title: unknown }>> {
  // An id counts where it is first met, with a page or not, as `detailItems` has it.
  const seen = new Set<string>();
  const links: Array<{ id: string; title: unknown }> = [];
  for (const block of [...listPage.blocks].sort((a, b) => a.order - b.order)) {
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
