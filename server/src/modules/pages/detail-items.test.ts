import type { Page } from '@site/blocks';
import { DETAIL_KINDS, type DetailKind, detailItems, findDetailItem } from '@site/blocks/details';
import { mediaNamedIn } from '@site/blocks/page-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { createPageService, type PageService } from './service.ts';

/**
 * A detail page reads its one live item (ADR 0040). For every item of every list page, with a page
 * of its own or not, and for ids that are no item, the answer is the one finding it in the whole
 * live list page gives: the same item, the same block, the same media, the same breadcrumb title.
 */

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

describe.each(testDatabaseKinds())('detail pages read one item, on %s', (databaseKind) => {
  let test: TestDatabase;
  let database: Database;
  let pages: PageService;

  beforeAll(async () => {
    test = await createTestDatabase(databaseKind);
    database = await openSeeded(test);
    pages = createPageService(database.db);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it.each(KINDS)('%s: every id answers as finding it in the whole list page does', async (kind) => {
    const whole = (await pages.getStoredPage(DETAIL_KINDS[kind].list))?.page as Page;
    const ids = idsOn(whole, kind);
    expect(ids.length).toBeGreaterThan(1);
    let withPages = 0;
    for (const id of [...ids, 'no-such-item', '']) {
      const found = findDetailItem(kind, whole, id);
      const expected = found
        ? { ...found, media: mediaNamedIn(whole.media, found.item), listTitle: whole.title }
        : null;
      if (found) withPages++;
      expect(await pages.detailItem(kind, id), `${kind} ${id}`).toEqual(expected);
    }
    expect(withPages).toBeGreaterThan(0);
  });

  it.each(KINDS)('%s: the links to items with a page are those of the whole list page, in its order', async (kind) => {
    const whole = (await pages.getStoredPage(DETAIL_KINDS[kind].list))?.page as Page;
    const expected = detailItems(kind, whole).map(({ id, title }) => ({ id, title }));
    expect(expected.length).toBeGreaterThan(0);
    expect(await pages.detailLinks(kind)).toEqual(expected);
  });

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
