import { getBlockDefinition, type ListedJson, type Page } from '@site/blocks';
import { DETAIL_KINDS, type DetailKind, detailItems, findDetailItem } from '@site/blocks/details';
import { mediaNamedIn, pageAsListed } from '@site/blocks/page-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { createPageService, type PageService } from './service.ts';

/**
 * Visitors' list pages read their lists from the collections' live items, a page at a time
 * (ADR 0040, 0041). Whatever the address, the answer is the one the whole page cut in the browser's
 * way gives (`pageAsListed` over the page filled with every live item): the same cards in the same
 * order, the same totals, the same media, the same not-found and canonical answers. A detail page
 * reads its one live item: for every id of every list page, with a page of its own or not, and for
 * ids that are no item, the answer is the one finding it in the whole live list page gives.
 */

const LIST_PAGES = ['customer-stories', 'resources', 'our-clients'];

/** Addresses worth asking of a list page: each filter value alone, the first two together, pages on and past the end. */
function addresses(page: Page): string[] {
  const out = ['', 'page=2', 'page=99', 'page=abc', 'page=0', 'industry=nowhere', 'filter=nonsense'];
  for (const block of page.blocks) {
    const list = getBlockDefinition(block.block_type)?.list;
    if (!list) continue;
    const filters = list.filters(block.content as never);
    for (const { param, options } of filters)
      for (const option of options) out.push(`${param}=${option}`, `${param}=${option}&page=2`);
    const [a, b] = filters;
    if (a && b) for (const x of a.options) for (const y of b.options) out.push(`${a.param}=${x}&${b.param}=${y}`);
  }
  return out;
}

const KINDS = Object.keys(DETAIL_KINDS) as DetailKind[];

/** Every id in the page's lists of the kind, with detail content or without. */
function idsOn(page: Page, kind: DetailKind): string[] {
  const ids = new Set<string>();
  for (const block of page.blocks)
    for (const array of DETAIL_KINDS[kind].arrays) {
      const list = (block.content as Record<string, unknown>)?.[array];
      if (Array.isArray(list)) for (const entry of list) ids.add((entry as { id: string }).id);
    }
  return [...ids];
}

const parsed = (listed: ListedJson | null) => (listed?.kind === 'page' ? JSON.parse(listed.json) : listed);

describe.each(testDatabaseKinds())('list and detail pages read from items, on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let pages: PageService;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    pages = createPageService(database.db);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it.each(LIST_PAGES)('%s: every address answers as the whole page cut to it does', async (slug) => {
    const whole = (await pages.getStoredPage(slug))?.page as Page;
    expect(whole).toBeTruthy();
    let pagesShown = 0;
    for (const search of addresses(whole)) {
      const params = new URLSearchParams(search);
      const expected = pageAsListed(whole, params);
      const actual = parsed(await pages.listPage(slug, params));
      if (expected.kind === 'page') {
        pagesShown++;
        expect(actual, `${slug}?${search}`).toEqual(JSON.parse(JSON.stringify(expected.page)));
      } else expect(actual, `${slug}?${search}`).toEqual(expected);
    }
    expect(pagesShown).toBeGreaterThan(3);
  });

  it('sends a list page only the cards of its page, and a page without lists as stored', async () => {
    const stories = parsed(await pages.listPage('customer-stories', new URLSearchParams()));
    const gallery = stories.blocks.find((b: { block_type: string }) => b.block_type === 'GALLERY');
    expect(gallery.content.stories).toHaveLength(15);
    expect(JSON.stringify(gallery.content.stories)).not.toContain('detailContent');
    expect(stories.lists[gallery.id]).toMatchObject({ page: 1, pageCount: 2 });
    // The feeds shown whole (the home insights, the resources' highlights) send cards too: the
    // posts without their articles, which the spec's page JSON still carries.
    for (const [slug, type] of [
      ['home', 'INSIGHTS'],
      ['resources', 'RESOURCE_HIGHLIGHTS'],
    ] as const) {
      const shown = parsed(await pages.listPage(slug, new URLSearchParams()));
      const feed = shown.blocks.find((b: { block_type: string }) => b.block_type === type);
      expect(feed.content.posts.length, slug).toBeGreaterThan(2);
      expect(JSON.stringify(feed.content.posts), slug).not.toContain('detailContent');
      const whole = (await pages.getStoredPage(slug))?.page as Page;
      expect(JSON.stringify(whole.blocks.find((b) => b.block_type === type)?.content), slug).toContain('detailContent');
    }
    const about = await pages.listPage('about', new URLSearchParams('page=7'));
    expect(about).toEqual({ kind: 'page', json: (await pages.getStoredPage('about'))?.json });
    expect(await pages.listPage('no-such-page', new URLSearchParams())).toBeNull();
    expect(kind).toBeTruthy();
  });

  it.each(KINDS)('%s: every id answers as finding it in the whole list page does', async (detail) => {
    const whole = (await pages.getStoredPage(DETAIL_KINDS[detail].list))?.page as Page;
    const ids = idsOn(whole, detail);
    expect(ids.length).toBeGreaterThan(1);
    let withPages = 0;
    for (const id of [...ids, 'no-such-item', '']) {
      const found = findDetailItem(detail, whole, id);
      const expected = found
        ? { ...found, media: mediaNamedIn(whole.media, found.item), listTitle: whole.title }
        : null;
      if (found) withPages++;
      expect(await pages.detailItem(detail, id), `${detail} ${id}`).toEqual(expected);
    }
    expect(withPages).toBeGreaterThan(0);
  });

  it.each(KINDS)(
    '%s: the links to items with a page are those of the whole list page, in its order',
    async (detail) => {
      const whole = (await pages.getStoredPage(DETAIL_KINDS[detail].list))?.page as Page;
      const expected = detailItems(detail, whole).map(({ id, title }) => ({ id, title }));
      expect(expected.length).toBeGreaterThan(0);
      expect(await pages.detailLinks(detail)).toEqual(expected);
    },
  );

  it('answers with the item alone, and nothing for a list page that is not there', async () => {
    const whole = (await pages.getStoredPage('customer-stories'))?.page as Page;
    const [first, second] = idsOn(whole, 'story');
    const found = await pages.detailItem('story', first as string);
    expect(found?.item.id).toBe(first);
    expect(JSON.stringify(found)).not.toContain(`"${second}"`);
    await database.db.execute(`update pages set published_release_id = null where slug = 'customer-stories'` as never);
    expect(await createPageService(database.db).detailItem('story', first as string)).toBeNull();
  });
});
