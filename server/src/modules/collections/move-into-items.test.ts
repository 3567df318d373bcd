import type { Page } from '@site/blocks';
import { collectionRegistry } from '@site/blocks/collections';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SLUGS } from '../../../../web/app/page-slugs.ts';
import { signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import { type Database, sql } from '../../db/client.ts';
import { placesFor, placesOnLivePage } from './held-lists.ts';
import { moveListsIntoItems } from './move-into-items.ts';

/**
 * Issue #30 part 8 (ADR 0040): the seeded site's lists move into items and come back identical —
 * every page's draft and live blocks, with unpublished changes made before the move (an entry
 * deleted, one added, one retitled, two swapped) kept as unpublished changes of the items.
 */

const HELD = new Set(Object.values(collectionRegistry).map((c) => c.heldBy.block));
/** The blocks whose lists are filled from collections: those holding one and the feeds. */
const FILLED = new Set([
  ...HELD,
  ...Object.values(collectionRegistry).flatMap((c) => (c.feeds ?? []).map((feed) => feed.block)),
]);
const SLUGS = [...new Set([...Object.values(PAGE_SLUGS), 'header', 'footer'])];

/** What a page shows: its blocks' ids, types and content (versions and stamps aside). */
type Shown = Array<{ id: string; block_type: string; content: unknown }>;
const shown = (blocks: ReadonlyArray<{ id: string; block_type: string; content: unknown }>): Shown =>
  blocks.map(({ id, block_type, content }) => ({ id, block_type, content }));

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

describe('places of a list saved in a new order', () => {
  const current = new Map([
    ['a', 0],
    ['b', 1024],
    ['c', 2048],
    ['d', 3072],
  ]);
  const moved = (order: string[]) =>
    [...placesFor(order, current)].filter(([slug, place]) => current.get(slug) !== place).map(([slug]) => slug);
  it('moves only the entry that moved, and places a new one between its neighbours', () => {
    expect(moved(['d', 'a', 'b', 'c'])).toEqual(['d']);
    expect(moved(['a', 'c', 'b', 'd'])).toHaveLength(1);
    expect([...placesFor(['a', 'new', 'b'], current)]).toEqual([
      ['a', 0],
      ['new', 512],
      ['b', 1024],
    ]);
    const order = ['d', 'a', 'b', 'c'];
    const places = placesFor(order, current);
    expect(order.map((slug) => places.get(slug))).toEqual(
      [...order.map((slug) => places.get(slug))].sort((x, y) => (x as number) - (y as number)),
    );
  });
  it('spreads the list out again when no room is left between two', () => {
    const tight = new Map([
      ['a', 0],
      ['b', 1],
    ]);
    expect([...placesFor(['a', 'new', 'b'], tight)]).toEqual([
      ['a', 0],
      ['new', 1024],
      ['b', 2048],
    ]);
  });
});

describe.each(testDatabaseKinds())('moving lists into items, on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;

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
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

  /**
   * The database as it was before collections were items: the list blocks' drafts hold their
   * entries again (the seed's live releases still do), and there are no items.
   */
  async function beforeTheMove() {
    await run(sql`update items set published_release_id = null`);
    await run(sql`delete from item_releases`);
    await run(sql`delete from item_history`);
    await run(sql`delete from items`);
    await run(sql`
      update blocks b set content = live.block->'content', translations = live.block->'translations'
      from pages p join page_releases r on r.id = p.published_release_id,
        lateral jsonb_array_elements(r.snapshot->'blocks') as live(block)
      where b.page_id = p.id and live.block->>'id' = b.id::text
        and b.block_type in (${sql.join(
          [...FILLED].map((type) => sql`${type}`),
          sql`, `,
        )})`);
  }
  /** Block `type`'s stored content on page `slug`, changed by `change` (a write from before the move). */
  async function changeBlock(slug: string, type: string, change: (content: Record<string, unknown>) => object) {
    const rows = (await run(sql`
      select b.id, b.content from blocks b join pages p on p.id = b.page_id
      where p.slug = ${slug} and b.block_type = ${type}`)) as unknown as {
      rows: Array<{ id: string; content: Record<string, unknown> }>;
    };
    const block = rows.rows[0];
    if (!block) throw new Error(`no ${type} on ${slug}`);
    const content = change(block.content);
    await run(sql`update blocks set content = ${JSON.stringify(content)}::jsonb where id = ${block.id}`);
    return content;
  }
  /** Every page's draft blocks and live blocks, as the database holds them before the move. */
  async function storedPages() {
    const drafts = new Map<string, Shown>();
    const lives = new Map<string, Shown>();
    for (const slug of SLUGS) {
      const draft = (await run(sql`
        select b.id, b.block_type, b.content from blocks b join pages p on p.id = b.page_id
        where p.slug = ${slug} order by b."order", b.id`)) as unknown as { rows: Shown };
      drafts.set(slug, shown(draft.rows));
      const live = (await run(sql`
        select r.snapshot->'blocks' as blocks from pages p join page_releases r on r.id = p.published_release_id
        where p.slug = ${slug}`)) as unknown as { rows: Array<{ blocks: Shown }> };
      lives.set(slug, shown(live.rows[0]?.blocks ?? []));
    }
    return { drafts, lives };
  }

  it('moves every list, and every page’s draft and live blocks come back identical from the items', async () => {
    await beforeTheMove();
    // Unpublished changes first: the gallery's first story deleted, its second retitled, a new one on
    // top; the clients' first two swapped.
    type Story = { id: string; title: { en: string; ar: string } };
    let gone: Story | undefined;
    let retitled: Story | undefined;
    let stories: Story[] = [];
    await changeBlock('customer-stories', 'GALLERY', (content) => {
      stories = content.stories as Story[];
      const [first, second, ...rest] = stories;
      gone = first;
      retitled = second;
      return {
        ...content,
        stories: [
          { ...second, id: 'noor-academy', title: { en: 'Noor Academy', ar: 'أكاديمية نور' } },
          { ...second, title: { en: 'Retitled', ar: 'عنوان جديد' } },
          ...rest,
        ],
      };
    });
    let clients: object[] = [];
    await changeBlock('our-clients', 'CLIENTS', (content) => {
      clients = content.clients as object[];
      return { ...content, clients: [clients[1], clients[0], ...clients.slice(2)] };
    });
    // The home insights held their own posts: one of them is no resource (it becomes a draft one).
    type Post = { id: string; date: string };
    await changeBlock('home', 'INSIGHTS', (content) => {
      const [post] = content.posts as Post[];
      return { ...content, posts: [{ ...post, id: 'insight-only', date: '2030-01-01' }] };
    });
    const { drafts, lives } = await storedPages();
    // What the insights show after the move: the 6 newest resources, the draft's with the insight-only post.
    const resourcesOf = (pages: Map<string, Shown>) =>
      (
        (pages.get('resources') ?? []).find((b) => b.block_type === 'RESOURCES')?.content as
          | { resources: Post[] }
          | undefined
      )?.resources ?? [];
    const newest = (posts: Post[]) => [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 6);
    const homeInsights = (drafts.get('home') ?? []).find((b) => b.block_type === 'INSIGHTS');
    const [insight] = (homeInsights?.content as { posts: Post[] } | undefined)?.posts ?? [];
    const feed = (pages: Map<string, Shown>, posts: Post[]) => {
      for (const block of pages.get('home') ?? [])
        if (block.block_type === 'INSIGHTS') block.content = { ...(block.content as object), posts: newest(posts) };
    };
    feed(drafts, [...resourcesOf(drafts), insight as Post]);
    // …and the resources list's draft ends with it.
    for (const block of drafts.get('resources') ?? [])
      if (block.block_type === 'RESOURCES')
        block.content = { ...(block.content as object), resources: [...resourcesOf(drafts), insight] };
    feed(lives, resourcesOf(lives));
    // The highlights' own posts are resources now, the same posts marked as in the highlights only
    // (shown there, in no list), which is all that tells them apart.
    for (const pages of [drafts, lives])
      for (const block of pages.get('resources') ?? [])
        if (block.block_type === 'RESOURCE_HIGHLIGHTS') {
          const { posts } = block.content as { posts: Post[] };
          block.content = {
            ...(block.content as object),
            posts: posts.map((post) => ({ ...post, featured: true, unlisted: true })),
          };
        }

    const { moved } = await database.db.transaction((tx) => moveListsIntoItems(tx as unknown as Database['db']));
    expect(moved).toMatchObject({ stories: stories.length + 1, clients: clients.length });
    for (const name of Object.keys(collectionRegistry)) expect(moved[name], name).toBeGreaterThan(0);

    const stored = await storedPages();
    for (const slug of SLUGS) {
      // The blocks hold no list any more…
      for (const block of (stored.drafts.get(slug) ?? []).filter((b) => FILLED.has(b.block_type)))
        expect(JSON.stringify(block.content).length, `${slug} ${block.block_type}`).toBeLessThan(3000);
      // …and the API gives them back from the items as they were, the draft to editors, the live page to all.
      expect(shown((await draftOf(slug)).blocks), `${slug} draft`).toEqual(drafts.get(slug));
      expect(shown((await liveOf(slug)).blocks), `${slug} live`).toEqual(lives.get(slug));
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
        [gone?.id, 'removed', [], false],
        [retitled?.id, 'changed', ['title'], false],
      ].sort(),
    );
    expect(of('clients')).toHaveLength(2);
    expect(of('clients').every(([, change, , movedToo]) => change === 'changed' && movedToo)).toBe(true);
    expect(
      pending.filter((p) => !['stories', 'clients'].includes(p.collection)).map((p) => [p.slug, p.change]),
    ).toEqual([['insight-only', 'added']]);

    // Each item's history starts with the version it was moved with: an editor can bring it back.
    const history = await app.inject({ url: `/v1/collections/stories/items/${retitled?.id}/history`, headers: editor });
    expect(history.json().history).toMatchObject([{ action: 'create', version: 1, by: null }]);

    // A second run finds nothing left to move.
    const again = await database.db.transaction((tx) => moveListsIntoItems(tx as unknown as Database['db']));
    expect(Object.values(again.moved).every((n) => n === 0)).toBe(true);
  });

  it('stores a list block saved whole as its items: only what changed is written, stamped on the item', async () => {
    const gallery = (await draftOf('customer-stories')).blocks.find((b) => b.block_type === 'GALLERY');
    if (!gallery) throw new Error('no gallery');
    const content = gallery.content as { stories: Array<{ id: string; title: { en: string; ar: string } }> };
    const before = (await run(sql`select count(*)::int as n from item_history`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    const [first, second, ...rest] = content.stories;
    if (!first || !second) throw new Error('too few stories');
    const pendingBefore = (
      (await app.inject({ url: '/v1/pages/customer-stories/changes', headers: editor })).json().changes.items as Array<{
        slug: string;
      }>
    ).map((i) => i.slug);
    // The second story's English title changed, and the third moved to the top.
    const [third, ...others] = rest;
    const stories = [third, first, { ...second, title: { ...second.title, en: 'Renamed in English' } }, ...others];
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${gallery.id}`,
      headers: editor,
      payload: { type: 'GALLERY', content: { ...content, stories }, version: gallery.version },
    });
    expect(saved.statusCode).toBe(200);
    // The answer and the draft show the list as saved, the stamp under the list's path…
    expect(saved.json().content.stories.map((s: { id: string }) => s.id)).toEqual(stories.map((s) => s?.id));
    expect(Object.keys(saved.json().translations)).toContain('stories.2.title');
    expect(shown((await draftOf('customer-stories')).blocks)).toContainEqual(
      expect.objectContaining({ id: gallery.id, content: { ...content, stories } }),
    );
    // …the item keeps it under its own, and only the two items that changed were written.
    const item = (await app.inject({ url: `/v1/collections/stories/items/${second.id}`, headers: editor })).json();
    expect(Object.keys(item.translations)).toEqual(['title']);
    const after = (await run(sql`select count(*)::int as n from item_history`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect((after.rows[0]?.n ?? 0) - (before.rows[0]?.n ?? 0)).toBe(2);
    // Visitors still see the live stories until the page is published; then the new order and title.
    const live = async () => {
      const block = (await liveOf('customer-stories')).blocks.find((b) => b.id === gallery.id);
      return (block?.content as typeof content | undefined)?.stories ?? [];
    };
    expect((await live())[2]?.title.en).not.toBe('Renamed in English');
    // What publishing would change names the stories by identity, not every story whose place shifted.
    const changes = (await app.inject({ url: '/v1/pages/customer-stories/changes', headers: editor })).json().changes;
    expect(changes.blocks).toEqual([]);
    expect(
      changes.items.map(({ slug, change, fields, moved }: Record<string, unknown>) => ({
        slug,
        change,
        fields,
        moved,
      })),
    ).toEqual(
      expect.arrayContaining([
        { slug: second.id, change: 'changed', fields: ['title'], moved: false },
        { slug: third?.id, change: 'changed', fields: [], moved: true },
      ]),
    );
    // Besides them, only what earlier tests left unpublished: no story that merely shifted down.
    const mine = new Set([second.id, third?.id]);
    expect(
      changes.items.filter((i: { slug: string }) => !mine.has(i.slug)).map((i: { slug: string }) => i.slug),
    ).toEqual(pendingBefore.filter((slug) => !mine.has(slug)));
    const published = await app.inject({
      method: 'POST',
      url: '/v1/pages/publish',
      headers: editor,
      payload: { slugs: ['customer-stories'] },
    });
    expect(published.statusCode).toBe(200);
    expect((await live()).map((s) => s.id)).toEqual(stories.map((s) => s?.id));
    expect((await live())[2]?.title.en).toBe('Renamed in English');
    expect(kind).toBeTruthy();
  });

  it('keeps a list block’s entries in its history: a version restored brings the stories back as they were', async () => {
    const gallery = (await draftOf('customer-stories')).blocks.find((b) => b.block_type === 'GALLERY');
    if (!gallery) throw new Error('no gallery');
    const content = gallery.content as { stories: Array<{ id: string; title: { en: string; ar: string } }> };
    const [first, ...rest] = content.stories;
    if (!first) throw new Error('no story');
    const renamed = { ...content, stories: [{ ...first, title: { ...first.title, en: 'A title to undo' } }, ...rest] };
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${gallery.id}`,
      headers: editor,
      payload: { type: 'GALLERY', content: renamed, version: gallery.version },
    });
    expect(saved.statusCode).toBe(200);
    const history = (await app.inject({ url: '/v1/pages/customer-stories/history', headers: editor })).json()
      .entries as Array<{
      block_id: string;
      version: number;
      content_before: typeof content;
      content_after: typeof content;
    }>;
    const entry = history.find((h) => h.block_id === gallery.id && h.version === saved.json().version);
    expect(entry?.content_before.stories[0]?.title.en).toBe(first.title.en);
    expect(entry?.content_after.stories[0]?.title.en).toBe('A title to undo');

    const restored = await app.inject({
      method: 'POST',
      url: `/v1/pages/blocks/${gallery.id}/restore`,
      headers: editor,
      payload: { version: gallery.version },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().content.stories[0]?.title.en).toBe(first.title.en);
    const item = (await app.inject({ url: `/v1/collections/stories/items/${first.id}`, headers: editor })).json();
    expect(item.content.title.en).toBe(first.title.en);
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

  it('gives a form on one item the list block’s settings alone: `lists=none` leaves the arrays empty', async () => {
    const filled = await draftOf('customer-stories');
    const settings = (
      await app.inject({ url: '/v1/pages/customer-stories?draft=true&lists=none', headers: editor })
    ).json() as Page;
    const gallery = (page: Page) => page.blocks.find((b) => b.block_type === 'GALLERY');
    const { stories, ...rest } = (gallery(filled)?.content ?? { stories: [] }) as { stories: unknown[] };
    expect(stories.length).toBeGreaterThan(15);
    expect(gallery(settings)?.content).toEqual({ ...rest, stories: [] });
    expect(gallery(settings)?.version).toBe(gallery(filled)?.version);
    const wrong = await app.inject({ url: '/v1/pages/customer-stories?draft=true&lists=some', headers: editor });
    expect(wrong.statusCode).toBe(400);
  });

  it('saves a list block’s settings alone with `lists=keep`: the items stay, however the arrays were sent', async () => {
    const gallery = (await draftOf('customer-stories')).blocks.find((b) => b.block_type === 'GALLERY');
    if (!gallery) throw new Error('no gallery');
    const { stories, ...settings } = gallery.content as { stories: Array<{ id: string }>; title: object };
    const history = async () =>
      ((await run(sql`select count(*)::int as n from item_history`)) as unknown as { rows: Array<{ n: number }> })
        .rows[0]?.n;
    const itemWrites = await history();
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${gallery.id}?lists=keep`,
      headers: editor,
      payload: {
        type: 'GALLERY',
        content: { ...settings, title: { en: 'Stories that travel', ar: 'قصص تسافر' }, stories: [] },
        version: gallery.version,
      },
    });
    expect(saved.statusCode).toBe(200);
    // The answer is the block's own settings, its arrays empty; the items were not read or written.
    expect(saved.json()).toMatchObject({ version: gallery.version + 1, content: { stories: [] } });
    expect(await history()).toBe(itemWrites);
    const after = (await draftOf('customer-stories')).blocks.find((b) => b.id === gallery.id)?.content as {
      stories: Array<{ id: string }>;
      title: object;
    };
    expect(after.title).toEqual({ en: 'Stories that travel', ar: 'قصص تسافر' });
    expect(after.stories.map((s) => s.id)).toEqual(stories.map((s) => s.id));
    // Another value than `keep` is refused; a stale version still answers 409.
    const wrong = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${gallery.id}?lists=drop`,
      headers: editor,
      payload: { type: 'GALLERY', content: { ...settings, stories: [] }, version: gallery.version + 1 },
    });
    expect(wrong.statusCode).toBe(400);
    const stale = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${gallery.id}?lists=keep`,
      headers: editor,
      payload: { type: 'GALLERY', content: { ...settings, stories: [] }, version: gallery.version },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('saves a list block’s settings and the entries sent with `lists=changed`, in one transaction: a refusal leaves both as they were', async () => {
    type Story = { id: string; title: { en: string; ar: string } } & Record<string, unknown>;
    const read = async () => {
      const gallery = (await draftOf('customer-stories')).blocks.find((b) => b.block_type === 'GALLERY');
      if (!gallery) throw new Error('no gallery');
      return gallery as typeof gallery & { content: { stories: Story[]; title: object } };
    };
    const gallery = await read();
    const [first, second] = gallery.content.stories as [Story, Story];
    const { stories: _all, ...settings } = gallery.content;
    const put = (content: object, version: number) =>
      app.inject({
        method: 'PUT',
        url: `/v1/pages/blocks/${gallery.id}?lists=changed`,
        headers: editor,
        payload: { type: 'GALLERY', content, version },
      });
    const item = async (slug: string) =>
      (await app.inject({ url: `/v1/collections/stories/items/${slug}`, headers: editor })).json() as {
        version: number;
        content: { title: { en: string } };
      };
    const secondBefore = await item(second.id);

    // A new title for the block and for one story: one request, the block two versions on (the
    // item's write and its own), the other stories untouched.
    const saved = await put(
      {
        ...settings,
        title: { en: 'Stories, retold', ar: 'قصص تُروى' },
        stories: [{ ...first, title: { en: 'Retitled on the page', ar: first.title.ar } }],
      },
      gallery.version,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: gallery.version + 2, content: { stories: [] } });
    const after = await read();
    expect(after.version).toBe(gallery.version + 2);
    expect(after.content.title).toEqual({ en: 'Stories, retold', ar: 'قصص تُروى' });
    expect(after.content.stories.map((story) => story.id)).toEqual(gallery.content.stories.map((story) => story.id));
    expect((await item(first.id)).content.title.en).toBe('Retitled on the page');
    expect((await item(second.id)).version).toBe(secondBefore.version);

    // The block's title and a story naming a category the gallery does not offer: refused, naming
    // the entry's field, and neither the title nor the first story's change is kept.
    const refused = await put(
      {
        ...settings,
        title: { en: 'Half a save', ar: 'نصف حفظ' },
        stories: [
          { ...first, title: { en: 'Not kept', ar: first.title.ar } },
          { ...second, categories: ['no-such-industry'] },
        ],
      },
      after.version,
    );
    expect(refused.statusCode).toBe(400);
    const unchanged = await read();
    expect(unchanged.version).toBe(after.version);
    expect(unchanged.content.title).toEqual({ en: 'Stories, retold', ar: 'قصص تُروى' });
    expect((await item(first.id)).content.title.en).toBe('Retitled on the page');

    // An entry that is no item: 404, nothing kept; a stale version: 409 with the block's settings.
    const unknown = await put({ ...settings, stories: [{ ...first, id: 'no-such-story' }] }, after.version);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('item_not_found');
    const stale = await put({ ...settings, stories: [] }, gallery.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details.current).toMatchObject({ version: after.version, content: { stories: [] } });
    // Only entries changed: the block's settings and history are left alone, its version moves with the write.
    const entryOnly = await put({ ...settings, title: after.content.title, stories: [second] }, after.version);
    expect(entryOnly.statusCode).toBe(200);
    expect(entryOnly.json().version).toBe(after.version + 1);
  });

  it('shows a list grown past what its block once held (250 team members), and its settings still save with them all sent', async () => {
    const before = (await draftOf('our-team')).blocks.find((b) => b.block_type === 'TEAM');
    if (!before) throw new Error('no team');
    const held = (before.content as { members: unknown[] }).members.length;
    for (let i = held; i < 250; i++) {
      const added = await app.inject({
        method: 'POST',
        url: '/v1/collections/team/items',
        headers: editor,
        payload: { content: { name: { en: `Member ${i}`, ar: `العضو ${i}` } } },
      });
      expect(added.statusCode).toBe(201);
    }
    const team = (await draftOf('our-team')).blocks.find((b) => b.id === before.id);
    if (!team) throw new Error('no team');
    const content = team.content as { members: unknown[] };
    expect(content.members).toHaveLength(250);
    // What the editor sends (the block as it shows it, every member included) is a valid block.
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${team.id}?lists=keep`,
      headers: editor,
      payload: {
        type: 'TEAM',
        content: { ...content, title: { en: 'Our people', ar: 'فريقنا' } },
        version: team.version,
      },
    });
    expect(saved.statusCode).toBe(200);
    const published = await app.inject({
      method: 'POST',
      url: '/v1/pages/publish',
      headers: editor,
      payload: { slugs: ['our-team'] },
    });
    expect(published.statusCode).toBe(200);
    const live = (await app.inject('/v1/pages/our-team')).json() as Page;
    const shown = live.blocks.find((b) => b.block_type === 'TEAM')?.content as { members: unknown[]; title: object };
    expect(shown.members).toHaveLength(250);
    expect(shown.title).toEqual({ en: 'Our people', ar: 'فريقنا' });
  });

  it('gives edit mode a list page’s draft one page long with `lists=page`, by the address’s filters and page', async () => {
    const whole = (await draftOf('customer-stories')).blocks.find((b) => b.block_type === 'GALLERY');
    if (!whole) throw new Error('no gallery');
    const all = (whole.content as { stories: Array<{ id: string; categories: string[] }> }).stories;
    const windowOf = async (search: string) => {
      const response = await app.inject({
        url: `/v1/pages/customer-stories?draft=true&lists=page${search}`,
        headers: editor,
      });
      expect(response.statusCode).toBe(200);
      const page = response.json() as Page & {
        lists: Record<string, { total: number; page: number; pageCount: number }>;
      };
      const gallery = page.blocks.find((b) => b.block_type === 'GALLERY');
      if (!gallery) throw new Error('no gallery');
      return {
        ids: (gallery.content as { stories: Array<{ id: string }> }).stories.map((s) => s.id),
        slice: page.lists[gallery.id],
        version: gallery.version,
      };
    };
    const first = await windowOf('');
    expect(first.ids).toEqual(all.slice(0, 15).map((s) => s.id));
    expect(first.slice).toEqual({ total: all.length, page: 1, pageCount: Math.ceil(all.length / 15) });
    expect(first.version).toBe(whole.version);
    const second = await windowOf('&page=2');
    expect(second.ids).toEqual(all.slice(15, 30).map((s) => s.id));
    const banking = all.filter((s) => s.categories.includes('banking')).map((s) => s.id);
    const filtered = await windowOf('&industry=banking');
    expect(filtered.ids).toEqual(banking.slice(0, 15));
    expect(filtered.slice?.total).toBe(banking.length);
    // Past the end: the last page, not an error (an editor's list never disappears).
    expect((await windowOf('&page=99')).slice?.page).toBe(Math.ceil(all.length / 15));
    // A list that is not paged (the team) is whole.
    const team = (
      await app.inject({ url: '/v1/pages/our-team?draft=true&lists=page', headers: editor })
    ).json() as Page;
    const members = (team.blocks.find((b) => b.block_type === 'TEAM')?.content as { members?: unknown[] } | undefined)
      ?.members;
    expect(members?.length).toBeGreaterThan(5);
  });
});
