import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { createPageChanges } from '../pages/changes.ts';
import { createLiveItems, type LiveItems } from './live-items.ts';

/** Issue #30 (ADR 0040): items are published, scheduled, rolled back and discarded one by one, as pages are. */

const story = (en: string, ar: string, categories: string[] = ['healthcare']) => ({
  title: { en, ar },
  categories,
  detailContent: { body: [{ id: 'summary', type: 'paragraph', content: { en: `${en}.`, ar: `${ar}.` } }] },
});

describe.each(testDatabaseKinds())('publishing items on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;
  let live: LiveItems;
  /** What every server copy hears: the tags of what changed. */
  const heard: string[] = [];
  let clockOffsetMs = 0;
  let other: ReturnType<typeof createPageChanges>;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await test.open();
    await database.migrate();
    app = await testApp(database, { clock: () => new Date(Date.now() + clockOffsetMs) });
    editor = await signedInHeaders(app, database);
    live = createLiveItems(database.db);
    // Another copy of the server, listening as every copy does (on PostgreSQL).
    other = createPageChanges(database);
    other.subscribe((change) => {
      if (change !== 'all') heard.push(...change);
    });
    await other.start();
  }, 60_000);

  afterAll(async () => {
    await other?.stop();
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/v1/${url}`, headers: editor, payload });
  const item = (slug: string, rest = '') => `collections/stories/items/${slug}${rest}`;
  const liveTitle = async (slug: string) =>
    ((await live.one('stories', slug))?.content as { title: { en: string } } | undefined)?.title.en ?? null;
  const waitToHear = async (tag: string) => {
    for (let i = 0; i < 100 && !heard.includes(tag); i++) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toContain(tag);
    heard.length = 0;
  };

  it('a new story is a pending addition; publishing it shows it to visitors and tells every copy', async () => {
    await call('POST', 'collections/stories/items', {
      slug: 'noor-academy',
      content: story('Noor Academy goes digital', 'أكاديمية نور تتحول رقميًا'),
    });
    expect(await liveTitle('noor-academy')).toBeNull();
    const pending = await call('GET', 'collections/changes');
    expect(pending.json().items).toEqual([
      expect.objectContaining({
        collection: 'stories',
        slug: 'noor-academy',
        change: 'added',
        title: { en: 'Noor Academy goes digital', ar: 'أكاديمية نور تتحول رقميًا' },
      }),
    ]);

    const published = await call('POST', item('noor-academy', '/publish'));
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      slug: 'noor-academy',
      changed: false,
      live: { number: 1, kind: 'publish', status: 'published', live: true, removed: false },
      scheduled: null,
    });
    expect(await liveTitle('noor-academy')).toBe('Noor Academy goes digital');
    // PGlite is one process: there is no other copy to tell.
    if (kind === 'postgres') await waitToHear('collection:stories');
    expect((await call('GET', 'collections/changes')).json().items).toEqual([]);

    // Nothing left to publish: said, not silently done.
    const again = await call('POST', item('noor-academy', '/publish'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('nothing_to_publish');
  });

  it('a saved change stays a draft, is listed by identity with the fields it touches, and goes live with the pages’ publish', async () => {
    const current = (await call('GET', item('noor-academy'))).json();
    await call('PUT', item('noor-academy'), {
      version: current.version,
      content: story('Noor Academy goes fully digital', 'أكاديمية نور تتحول رقميًا'),
    });
    expect(await liveTitle('noor-academy')).toBe('Noor Academy goes digital');
    expect((await call('GET', 'collections/changes?collection=stories')).json().items).toEqual([
      expect.objectContaining({
        slug: 'noor-academy',
        change: 'changed',
        fields: ['detailContent', 'title'],
        moved: false,
      }),
    ]);
    expect((await call('GET', item('noor-academy', '/publishing'))).json().changed).toBe(true);

    // Items publish in the same step as pages.
    const both = await call('POST', 'pages/publish', { items: [{ collection: 'stories', slug: 'noor-academy' }] });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ published: [], items: [{ slug: 'noor-academy', live: { number: 2 } }] });
    expect(await liveTitle('noor-academy')).toBe('Noor Academy goes fully digital');
  });

  it('rolls back to an earlier release; a clean draft follows it, and the releases say where it came from', async () => {
    const { releases } = (await call('GET', item('noor-academy', '/releases'))).json();
    expect(releases.map((r: { number: number; live: boolean }) => [r.number, r.live])).toEqual([
      [2, true],
      [1, false],
    ]);
    const first = releases[1].id;
    const rolled = await call('POST', item('noor-academy', `/releases/${first}/rollback`));
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json()).toMatchObject({ changed: false, live: { number: 3, kind: 'rollback' } });
    expect(await liveTitle('noor-academy')).toBe('Noor Academy goes digital');
    expect((await call('GET', item('noor-academy'))).json().content.title.en).toBe('Noor Academy goes digital');
    const after = (await call('GET', item('noor-academy', '/releases'))).json().releases;
    expect(after[0]).toMatchObject({ number: 3, source_number: 1, created_by: { email: expect.any(String) } });

    // Refusals: the live one, another item's release, a malformed id.
    const rollbackId = after[0].id;
    expect((await call('POST', item('noor-academy', `/releases/${rollbackId}/rollback`))).json().error.code).toBe(
      'already_live',
    );
    await call('POST', 'collections/stories/items', { slug: 'other', content: story('Other', 'أخرى') });
    expect((await call('POST', `collections/stories/items/other/releases/${first}/rollback`)).statusCode).toBe(404);
    expect((await call('POST', item('noor-academy', '/releases/abc/rollback'))).statusCode).toBe(404);
  });

  it('schedules a publish that goes live on time, once; cancelling one keeps the draft', async () => {
    const current = (await call('GET', item('noor-academy'))).json();
    await call('PUT', item('noor-academy'), {
      version: current.version,
      content: story('Noor Academy, a year on', 'أكاديمية نور بعد عام'),
    });
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await call('POST', item('noor-academy', '/publish'), { at });
    expect(scheduled.json()).toMatchObject({ changed: true, scheduled: { status: 'scheduled', publish_at: at } });
    const twice = await call('POST', item('noor-academy', '/publish'), { at });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('already_scheduled');

    await app.scheduler.runNow();
    expect(await liveTitle('noor-academy')).toBe('Noor Academy goes digital');
    clockOffsetMs = 2 * 3600_000;
    try {
      await app.scheduler.runNow();
      await app.scheduler.runNow();
    } finally {
      clockOffsetMs = 0;
    }
    expect(await liveTitle('noor-academy')).toBe('Noor Academy, a year on');
    const { releases } = (await call('GET', item('noor-academy', '/releases'))).json();
    expect(releases.filter((r: { status: string }) => r.status === 'published')).toHaveLength(4);

    // Cancel: the waiting publish is gone, the draft stays.
    const draft = (await call('GET', item('noor-academy'))).json();
    await call('PUT', item('noor-academy'), { version: draft.version, content: story('Later', 'لاحقًا') });
    await call('POST', item('noor-academy', '/publish'), { at: new Date(Date.now() + 3600_000).toISOString() });
    const cancelled = await call('DELETE', item('noor-academy', '/scheduled'));
    expect(cancelled.json()).toMatchObject({ scheduled: null, changed: true });
    expect((await call('DELETE', item('noor-academy', '/scheduled'))).json().error.code).toBe('nothing_scheduled');
  });

  it('discards a draft back to what visitors see, and a past time is refused', async () => {
    const past = await call('POST', item('noor-academy', '/publish'), {
      at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('publish_time_passed');
    const discarded = await call('POST', item('noor-academy', '/discard'));
    expect(discarded.json()).toMatchObject({ changed: false });
    expect((await call('GET', item('noor-academy'))).json().content.title.en).toBe('Noor Academy, a year on');
    const { history } = (await call('GET', item('noor-academy', '/history'))).json();
    expect(history[0]).toMatchObject({ action: 'discard', content: { title: { en: 'Noor Academy, a year on' } } });
    expect(history.at(-1)).toMatchObject({ action: 'create', version: 1 });
  });

  it('a deletion is pending until published; then visitors no longer see the story, and restore brings it back as an addition', async () => {
    const current = (await call('GET', item('noor-academy'))).json();
    await app.inject({ method: 'DELETE', url: `/v1/${item('noor-academy')}`, headers: editor });
    expect(await liveTitle('noor-academy')).toBe('Noor Academy, a year on');
    const pending = (await call('GET', 'collections/changes?collection=stories')).json().items;
    expect(pending).toContainEqual(
      expect.objectContaining({
        slug: 'noor-academy',
        change: 'removed',
        title: expect.objectContaining({ en: current.content.title.en }),
      }),
    );
    const published = await call('POST', item('noor-academy', '/publish'));
    expect(published.json()).toMatchObject({ changed: false, live: { removed: true } });
    expect(await liveTitle('noor-academy')).toBeNull();
    expect((await live.page('stories', { perPage: 15 })).items.map((i) => i.slug)).not.toContain('noor-academy');

    await call('POST', item('noor-academy', '/restore'));
    expect((await call('GET', 'collections/changes?collection=stories')).json().items).toContainEqual(
      expect.objectContaining({ slug: 'noor-academy', change: 'added' }),
    );
  });

  it('visitors’ lists hold live items only, filtered and paged by the database', async () => {
    for (const [n, category] of [
      [1, 'healthcare'],
      [2, 'government'],
      [3, 'healthcare'],
    ] as const) {
      await call('POST', 'collections/stories/items', {
        slug: `s${n}`,
        content: story(`Story ${n}`, `قصة ${n}`, [category]),
      });
    }
    await call('POST', 'pages/publish', {
      items: ['s1', 's2', 's3', 'noor-academy'].map((slug) => ({ collection: 'stories', slug })),
    });
    // Newest first for a hand-ordered collection whose new items go first.
    const all = await live.page('stories', { perPage: 2 });
    expect(all).toEqual({
      total: 4,
      items: [expect.objectContaining({ slug: 's3' }), expect.objectContaining({ slug: 's2' })],
    });
    const second = await live.page('stories', { perPage: 2, page: 2 });
    expect(second.items.map((i) => i.slug)).toEqual(['s1', 'noor-academy']);
    const health = await live.page('stories', { perPage: 15, filters: ['category:healthcare'] });
    expect(health.items.map((i) => i.slug)).toEqual(['s3', 's1', 'noor-academy']);
    expect(await live.page('stories', { perPage: 15, filters: ['category:nothing'] })).toEqual({ total: 0, items: [] });
    expect((await live.some('stories', ['s2', 'missing', 'other', 's1'])).map((i) => i.slug)).toEqual(['s2', 's1']);
  });

  it('refuses unknown collections and items, and an empty publish', async () => {
    expect((await call('POST', 'collections/nope/items/x/publish')).json().error.code).toBe('collection_not_found');
    expect((await call('POST', item('missing', '/publish'))).json().error.code).toBe('item_not_found');
    expect((await call('GET', item('missing', '/history'))).statusCode).toBe(404);
    const empty = await call('POST', 'pages/publish', {});
    expect(empty.statusCode).toBe(400);
    const unknown = await call('POST', 'pages/publish', { items: [{ collection: 'stories', slug: 'missing' }] });
    expect(unknown.statusCode).toBe(404);
  });
});
