import { getBlockDefinition, type ListedJson, type Page } from '@site/blocks';
import { asCards, type ListSlice, mediaNamedIn, readListAddress, withPage } from '@site/blocks/page-lists';
import type { Db } from '../../db/client.ts';
import { feedsOf, fillBlock, listsOf } from '../collections/held-lists.ts';
import type { LiveItems } from '../collections/live-items.ts';
import { draftPage } from '../collections/service.ts';
import { mediaOfUploadsIn } from './page-media.ts';

/**
 * The page a visitor's address shows (ADR 0040, 0041), its lists read from their collections' live
 * items: a list the address pages through (`defineBlock({ list })`: the stories, the resources, the
 * clients) one page at a time, with its filters as the items' filter values, so its cost does not
 * grow with the collection; the other lists (team, partners, awards, vacancies) whole. The answer is
 * the one `pageAsListed` gives from the whole page: the same cards, totals and media.
 */
export async function listFromItems(db: Db, live: LiveItems, page: Page, params: URLSearchParams): Promise<ListedJson> {
  const lists: Record<string, ListSlice> = {};
  const blocks: Page['blocks'] = [];
  for (const block of page.blocks) {
    const held = listsOf(block.block_type);
    if (held.length === 0) {
      blocks.push(asCards(feedsOf(block.block_type).length ? await fillBlock(db, block, 'live') : block));
      continue;
    }
    const paged = getBlockDefinition(block.block_type)?.list;
    if (!paged || !held.some(({ list }) => list === paged.array)) {
      blocks.push(asCards(await fillBlock(db, block, 'live')));
      continue;
    }
    const address = readListAddress(paged, block.content, params);
    if (address.malformed) {
      const search = withPage(params, 1).toString();
      return { kind: 'redirect', search: search ? `?${search}` : '' };
    }
    const shown = held.find(({ list }) => list === paged.array) as (typeof held)[number];
    const { items, total } = await live.page(shown.collection.name, {
      filters: paged.wants(address.chosen),
      without: shown.without ?? [],
      page: address.page,
      perPage: paged.perPage,
    });
    const pageCount = Math.max(1, Math.ceil(total / paged.perPage));
    if (address.page > pageCount) return { kind: 'not-found' };
    lists[block.id] = { total, page: address.page, pageCount };
    const cards = items.map((item) => paged.card({ id: item.slug, ...(item.content as object) } as never));
    blocks.push({ ...block, content: { ...(block.content as object), [paged.array]: cards } });
  }
  const media = { ...page.media, ...(await mediaOfUploadsIn(db, blocks)) };
  const shown = { ...page, blocks, media: mediaNamedIn(media, [blocks, page.settings]) };
  return { kind: 'page', json: JSON.stringify(Object.keys(lists).length ? { ...shown, lists } : shown) };
}

/**
 * The draft as edit mode shows it at an address (ADR 0040): a list the address pages through holds
 * the drafts of that page only — whole, each with its translation stamps under the list's path —
 * and `lists` says where it stands; the other lists are whole. The editor reads another page of the
 * list the same way, so a list page's draft costs one page of items whatever the collection's length.
 */
export async function draftWindow(db: Db, page: Page, params: URLSearchParams): Promise<Page> {
  const lists: Record<string, ListSlice> = {};
  const blocks: Page['blocks'] = [];
  for (const block of page.blocks) {
    const held = listsOf(block.block_type);
    const paged = getBlockDefinition(block.block_type)?.list;
    const shown = paged && held.find(({ list }) => list === paged.array);
    if (!paged || !shown) {
      blocks.push(held.length || feedsOf(block.block_type).length ? await fillBlock(db, block, 'draft') : block);
      continue;
    }
    const address = readListAddress(paged, block.content, params);
    const { rows, slice } = await draftPage(db, shown.collection, {
      filters: paged.wants(address.chosen),
      without: shown.without ?? [],
      page: address.page,
      perPage: paged.perPage,
    });
    const translations = block.translations && { ...block.translations };
    for (const [index, row] of rows.entries())
      for (const [path, stamp] of Object.entries((row.translations ?? {}) as Record<string, unknown>))
        if (translations) translations[`${paged.array}.${index}.${path}`] = stamp as never;
    lists[block.id] = slice;
    blocks.push({
      ...block,
      content: {
        ...(block.content as object),
        [paged.array]: rows.map((row) => ({ id: row.slug, ...(row.content as object) })),
      },
      ...(translations ? { translations } : {}),
    });
  }
  return Object.keys(lists).length ? { ...page, blocks, lists } : { ...page, blocks };
}
