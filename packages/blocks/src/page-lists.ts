import { type ListSlice, readListAddress, sliceList, withPage } from './kits/list-page/paged-list.ts';
import type { Page } from './page.ts';
import { getBlockDefinition } from './registry.ts';

export { type ListSlice, readListAddress, withPage } from './kits/list-page/paged-list.ts';
export { withChanges } from './kits/list-page/query-state.ts';

/**
 * A page as a visitor's address shows it (issue #30 part 3): each list block whose address picks
 * what it shows (`defineBlock({ list })`) keeps only the cards of the page asked for, with where
 * that page stands in `lists`; the media of the entries left out go too. A page number past the end
 * is not found; a malformed one moves to the address without it. Runs on the server, in the loader.
 */
export type ListedPage = { kind: 'page'; page: Page } | { kind: 'not-found' } | { kind: 'redirect'; search: string };

export function pageAsListed(page: Page, params: URLSearchParams): ListedPage {
  const lists: Record<string, ListSlice> = {};
  const blocks: Page['blocks'] = [];
  let cut = false;
  for (const block of page.blocks) {
    const list = getBlockDefinition(block.block_type)?.list;
    if (!list) {
      const carded = asCards(block);
      cut ||= carded !== block;
      blocks.push(carded);
      continue;
    }
    const address = readListAddress(list, block.content, params);
    if (address.malformed) {
      const search = withPage(params, 1).toString();
      return { kind: 'redirect', search: search ? `?${search}` : '' };
    }
    const { entries, slice, exists } = sliceList(list, block.content, address);
    if (!exists) return { kind: 'not-found' };
    lists[block.id] = slice;
    blocks.push({
      ...block,
      content: { ...(block.content as object), [list.array]: entries.map((entry) => list.card(entry)) },
    });
  }
  if (Object.keys(lists).length === 0 && !cut) return { kind: 'page', page };
  const media = mediaNamedIn(page.media, [blocks, page.settings]);
  return { kind: 'page', page: { ...page, blocks, media, ...(Object.keys(lists).length ? { lists } : {}) } };
}

/** The block with each array its definition names in `cards` as cards (`postCard`); itself when none. */
export function asCards<B extends Page['blocks'][number]>(block: B): B {
  const cards = getBlockDefinition(block.block_type)?.cards;
  if (!cards) return block;
  const content = { ...(block.content as Record<string, unknown>) };
  for (const [array, card] of Object.entries(cards)) {
    const entries = content[array];
    if (Array.isArray(entries)) content[array] = entries.map((entry) => card(entry as never));
  }
  return { ...block, content };
}

/** The entries of a page's `media` whose path `value` names somewhere (as a whole JSON string). */
export function mediaNamedIn(media: Page['media'], value: unknown): Page['media'] {
  const text = JSON.stringify(value ?? null);
  return Object.fromEntries(Object.entries(media).filter(([path]) => text.includes(JSON.stringify(path))));
}
