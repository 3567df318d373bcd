import type { Page } from '@site/blocks';
import { collectionRegistry } from '@site/blocks/collections';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SLUGS } from '../../../../web/app/page-slugs.ts';
import { signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { fillLists, moveListsIntoItems, placesOnLivePage } from './move-into-items.ts';

/**
 * Issue #30 part 8 (ADR 0040): the seeded site's lists move into items and come back identical —
 * every page's draft and live blocks, with unpublished changes made before the move (an entry
 * deleted, one added, one retitled, two swapped) kept as unpublished changes of the items.
 */

const HELD = new Set(Object.values(collectionRegistry).map((c) => c.heldBy.block));
const SLUGS = [...new Set([...Object.values(PAGE_SLUGS), 'header', 'footer'])];

type Shown = Pick<Page, 'title' | 'settings' | 'blocks'>;
const shown = (page: Page): Shown => ({
  title: page.title,
  settings: page.settings,
  // Versions aside, and the stamps, which go with the items (the last test).
  blocks: page.blocks.map(({ translations: _stamps, ...b }) => ({ ...b, version: 0 })),
});
/** The page as the move leaves its live release's lists: empty, to be filled from the items. */
const emptied = (page: Page): Page => ({
  ...page,
  blocks: page.blocks.map((block) =>
    HELD.has(block.block_type)
      ? {
          ...block,
          content: {
            ...(block.content as object),
            ...Object.fromEntries(
              Object.values(collectionRegistry)
                .filter((c) => c.heldBy.block === block.block_type)
                .map((c) => [c.heldBy.list, []]),
            ),
          },
        }
      : block,
  ),
});

describe('places of live entries', () => {
  it('keeps the draft’s places when the order agrees, and puts a live-only entry between its neighbours', () => {
    const draft = new Map([
      ['a', 0],
      ['c', 1024],
    ]);
    expect([...placesOnLivePage(['a', 'b', 'c'], draft, 0)]).toEqual([
      ['a', 0],
      ['b', 512],
      ['c', 1024],
    ]);
    // Swapped in the draft: the live page keeps its own order.
    expect([...placesOnLivePage(['c', 'a'], draft, 0)]).toEqual([
      ['c', 0],
      ['a', 1024],
    ]);
  });
});

describe.each(testDatabaseKinds())('moving lists into items, on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;
  const drafts = new Map<string, Shown>();
  const lives = new Map<string, Shown>();

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database);
    editor = await signedInHeaders(app, database, 'editor');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const draftOf = async (slug: string) =>
    (await app.inject({ url: `/v1/pages/${slug}?draft=true`, headers: editor })).json() as Page;
  const liveOf = async (slug: string) => (await app.inject(`/v1/pages/${slug}`)).json() as Page;

  it('moves every list, and every page’s draft and live blocks come back identical from the items', async () => {
    // Unpublished changes first: the gallery's first story deleted, its second retitled, a new one on
    // top; the clients' first two swapped.
    const gallery = (await draftOf('customer-stories')).blocks.find((b) => b.block_type === 'GALLERY');
    if (!gallery) throw new Error('no gallery');
    const stories = (gallery.content as { stories: Array<{ id: string; title: { en: string; ar: string } }> }).stories;
    const [gone, retitled, ...rest] = stories;
    const changedStories = [
      { ...(retitled as object), id: 'noor-academy', title: { en: 'Noor Academy', ar: 'أكاديمية نور' } },
      { ...(retitled as object), title: { en: 'Retitled', ar: 'عنوان جديد' } },
      ...rest,
    ];
    const save = async (block: Page['blocks'][number], content: object) => {
      const response = await app.inject({
        method: 'PUT',
        url: `/v1/pages/blocks/${block.id}`,
        headers: editor,
        payload: { type: block.block_type, content, version: block.version },
      });
      expect(response.statusCode).toBe(200);
    };
    await save(gallery, { ...(gallery.content as object), stories: changedStories });
    const clientsBlock = (await draftOf('our-clients')).blocks.find((b) => b.block_type === 'CLIENTS');
    if (!clientsBlock) throw new Error('no clients block');
    const clients = (clientsBlock.content as { clients: object[] }).clients;
    await save(clientsBlock, {
      ...(clientsBlock.content as object),
      clients: [clients[1], clients[0], ...clients.slice(2)],
    });

    for (const slug of SLUGS) {
      drafts.set(slug, shown(await draftOf(slug)));
      lives.set(slug, shown(await liveOf(slug)));
    }

    const { moved } = await database.db.transaction((tx) => moveListsIntoItems(tx as unknown as Database['db']));
    expect(moved).toMatchObject({ stories: stories.length + 1, clients: clients.length });
    for (const name of Object.keys(collectionRegistry)) expect(moved[name], name).toBeGreaterThan(0);

    for (const slug of SLUGS) {
      const draft = await draftOf(slug);
      // The blocks hold no list any more…
      for (const block of draft.blocks.filter((b) => HELD.has(b.block_type)))
        expect(JSON.stringify(block.content).length, `${slug} ${block.block_type}`).toBeLessThan(3000);
      // …and the items give them back as they were.
      expect(shown(await fillLists(database.db, draft, 'draft')), `${slug} draft`).toEqual(drafts.get(slug));
      const live = emptied(await liveOf(slug));
      expect(shown(await fillLists(database.db, live, 'live')), `${slug} live`).toEqual(lives.get(slug));
    }

    // What was unpublished is still unpublished, now by identity.
    const pending = (await app.inject({ url: '/v1/collections/changes', headers: editor })).json().items as Array<{
      collection: string;
      slug: string;
      change: string;
      fields: string[];
      moved: boolean;
    }>;
    const of = (collection: string) =>
      pending
        .filter((p) => p.collection === collection)
        .map((p) => [p.slug, p.change, p.fields, p.moved])
        .sort();
    expect(of('stories')).toEqual(
      [
        ['noor-academy', 'added', [], false],
        [(gone as { id: string }).id, 'removed', [], false],
        [(retitled as { id: string }).id, 'changed', ['title'], false],
      ].sort(),
    );
    expect(of('clients')).toHaveLength(2);
    expect(of('clients').every(([, change, , movedToo]) => change === 'changed' && movedToo)).toBe(true);
    expect(pending.filter((p) => !['stories', 'clients'].includes(p.collection))).toEqual([]);

    // A second run finds nothing left to move.
    const again = await database.db.transaction((tx) => moveListsIntoItems(tx as unknown as Database['db']));
    expect(Object.values(again.moved).every((n) => n === 0)).toBe(true);
  });

  it('keeps each entry’s translation stamps with its item', async () => {
    const story = (await app.inject({ url: '/v1/collections/stories/items?q=Retitled', headers: editor })).json()
      .items[0];
    const item = (await app.inject({ url: `/v1/collections/stories/items/${story.slug}`, headers: editor })).json();
    expect(Object.keys(item.translations)).toContain('title');
    expect(Object.keys(item.translations).every((path: string) => !path.startsWith('stories.'))).toBe(true);
    expect(kind).toBeTruthy();
  });

  it('refuses a story or client whose category the list does not offer, naming the field; a known one is taken', async () => {
    const story = (categories: string[]) => ({ title: { en: 'Categorised', ar: 'مصنفة' }, categories });
    const refused = await app.inject({
      method: 'POST',
      url: '/v1/collections/stories/items',
      headers: editor,
      payload: { content: story(['healthcare', 'astrology']) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'unknown_category',
      details: [{ path: 'categories.1', message: 'There is no category "astrology".' }],
    });
    const made = await app.inject({
      method: 'POST',
      url: '/v1/collections/stories/items',
      headers: editor,
      payload: { content: story(['healthcare']) },
    });
    expect(made.statusCode).toBe(201);
    const changed = await app.inject({
      method: 'PUT',
      url: `/v1/collections/stories/items/${made.json().slug}`,
      headers: editor,
      payload: { version: 1, content: story(['astrology']) },
    });
    expect(changed.statusCode).toBe(400);
    expect(
      (await app.inject({ url: `/v1/collections/stories/items/${made.json().slug}`, headers: editor })).json(),
    ).toMatchObject({ version: 1, content: story(['healthcare']) });
    const client = await app.inject({
      method: 'POST',
      url: '/v1/collections/clients/items',
      headers: editor,
      payload: { content: { name: { en: 'Qamar', ar: 'قمر' }, categories: ['astrology'] } },
    });
    expect(client.json().error.code).toBe('unknown_category');
  });
});
