import { getBlockDefinition, type ListedJson, type Page } from '@site/blocks';
import { pageAsListed } from '@site/blocks/page-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { createPageService, type PageService } from './service.ts';

/**
 * Visitors' list pages read their lists from the collections' live items, a page at a time
 * (ADR 0040, 0041). Whatever the address, the answer is the one the whole page cut in the browser's
 * way gives (`pageAsListed` over the page filled with every live item): the same cards in the same
 * order, the same totals, the same media, the same not-found and canonical answers.
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

const parsed = (listed: ListedJson | null) => (listed?.kind === 'page' ? JSON.parse(listed.json) : listed);

describe.each(testDatabaseKinds())('list pages read from items, on %s', (kind) => {
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
    const about = await pages.listPage('about', new URLSearchParams('page=7'));
    expect(about).toEqual({ kind: 'page', json: (await pages.getStoredPage('about'))?.json });
    expect(await pages.listPage('no-such-page', new URLSearchParams())).toBeNull();
    expect(kind).toBeTruthy();
  });
});
