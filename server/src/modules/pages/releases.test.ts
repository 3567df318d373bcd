import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import { startTcpProxy } from '../../../test/tcp-proxy.ts';
import { type Database, openDatabase } from '../../db/client.ts';

type Block = { id: string; block_type: string; content: Record<string, unknown>; version: number };
type State = { slug: string; changed: boolean; live: { number: number } | null; scheduled: { id: number } | null };

/** Issue #19: drafts, publishing, scheduled publishing, discarding and rolling back (ADR 0025). */
describe.each(testDatabaseKinds())('drafts and releases on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;
  /** The clock scheduled publishes are judged by. */
  let clockOffsetMs = 0;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database, { clock: () => new Date(Date.now() + clockOffsetMs) });
    editor = await signedInHeaders(app, database, 'editor');
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const visitorPage = async (slug: string) => (await app.inject(`/v1/pages/${slug}`)).json() as { blocks: Block[] };
  const draftPage = async (slug: string) =>
    (await app.inject({ url: `/v1/pages/${slug}?draft=true`, headers: editor })).json() as { blocks: Block[] };
  const titleOf = (block: Block | undefined) => (block?.content.title as { en: string } | undefined)?.en;
  const setTitle = async (slug: string, index: number, en: string, ar = `${en} ع`) => {
    const block = (await draftPage(slug)).blocks[index] as Block;
    const response = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${block.id}`,
      headers: editor,
      payload: { type: block.block_type, content: { ...block.content, title: { en, ar } }, version: block.version },
    });
    expect(response.statusCode).toBe(200);
  };
  const publish = (payload: object, headers = editor) =>
    app.inject({ method: 'POST', url: '/v1/pages/publish', headers, payload });
  const state = async (slug: string) =>
    (await app.inject({ url: `/v1/pages/${slug}/publishing`, headers: editor })).json() as State;

  it('keeps saves in the draft until Publish makes them live, in both languages at once', async () => {
    const before = titleOf((await visitorPage('about')).blocks[0]);
    await setTitle('about', 0, 'Draft title', 'عنوان المسودة');
    expect(titleOf((await visitorPage('about')).blocks[0])).toBe(before);
    expect(titleOf((await draftPage('about')).blocks[0])).toBe('Draft title');
    expect(await state('about')).toMatchObject({ changed: true, live: { number: 1 } });

    const published = await publish({ slugs: ['about'] });
    expect(published.statusCode).toBe(200);
    const visitor = (await visitorPage('about')).blocks[0];
    expect(visitor?.content.title).toEqual({ en: 'Draft title', ar: 'عنوان المسودة' });
    expect(await state('about')).toMatchObject({ changed: false, live: { number: 2 } });

    // Nothing left to publish: a clear 409, nothing changes.
    const again = await publish({ slugs: ['about'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('nothing_to_publish');
  });

  it('shows visitors no draft, and the draft only to editors', async () => {
    const anonymous = await app.inject('/v1/pages/about?draft=true');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBeDefined();
    const draft = await app.inject({ url: '/v1/pages/about?draft=true', headers: editor });
    expect(draft.headers['cache-control']).toBe('private, no-store');
  });

  it('publishes several pages in one transaction, or none when one of them fails', async () => {
    await setTitle('our-team', 0, 'Team draft');
    const failed = await publish({ slugs: ['our-team', 'no-such-page'] });
    expect(failed.statusCode).toBe(404);
    expect(titleOf((await visitorPage('our-team')).blocks[0])).not.toBe('Team draft');
    expect((await publish({ slugs: ['our-team', 'footer'] })).statusCode).toBe(200);
    expect(titleOf((await visitorPage('our-team')).blocks[0])).toBe('Team draft');
  });

  it('discards the draft back to the live page; an editor holding the old version gets a conflict', async () => {
    const live = titleOf((await visitorPage('careers')).blocks[0]);
    await setTitle('careers', 0, 'Not wanted');
    const held = (await draftPage('careers')).blocks[0] as Block;
    const discarded = await app.inject({ method: 'POST', url: '/v1/pages/careers/discard', headers: editor });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ changed: false });
    expect(titleOf((await draftPage('careers')).blocks[0])).toBe(live);
    const stale = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${held.id}`,
      headers: editor,
      payload: { type: held.block_type, content: held.content, version: held.version },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('lists releases with what each changed, block by block in both languages, and rolls back in one step', async () => {
    const original = (await visitorPage('why-choose-us')).blocks[0]?.content.title;
    await setTitle('why-choose-us', 0, 'Release two', 'الإصدار الثاني');
    await publish({ slugs: ['why-choose-us'] });
    const list = await app.inject({ url: '/v1/pages/why-choose-us/releases', headers: editor });
    const releases = list.json().releases as Array<{ id: number; number: number; live: boolean; kind: string }>;
    expect(releases.map((r) => [r.number, r.kind, r.live])).toEqual([
      [2, 'publish', true],
      [1, 'seed', false],
    ]);

    const two = await app.inject({ url: `/v1/pages/why-choose-us/releases/${releases[0]?.id}`, headers: editor });
    const [change] = two.json().changes.blocks;
    expect(change).toMatchObject({ change: 'changed', block_type: 'HERO' });
    expect(change.texts).toContainEqual({
      path: 'title',
      before: original,
      after: { en: 'Release two', ar: 'الإصدار الثاني' },
      languages: ['en', 'ar'],
    });

    const back = await app.inject({
      method: 'POST',
      url: `/v1/pages/why-choose-us/releases/${releases[1]?.id}/rollback`,
      headers: editor,
    });
    expect(back.statusCode).toBe(200);
    expect((await visitorPage('why-choose-us')).blocks[0]?.content.title).toEqual(original);
    // The draft had nothing unpublished, so it follows the page back.
    expect((await draftPage('why-choose-us')).blocks[0]?.content.title).toEqual(original);
    expect(await state('why-choose-us')).toMatchObject({ changed: false, live: { number: 3 } });

    const missing = await app.inject({
      method: 'POST',
      url: '/v1/pages/why-choose-us/releases/999999/rollback',
      headers: editor,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('release_not_found');
    const live = await app.inject({
      method: 'POST',
      url: `/v1/pages/why-choose-us/releases/${releases[1]?.id}/rollback`,
      headers: editor,
    });
    expect(live.statusCode).toBe(200); // release 1 is not live: release 3 (its copy) is
  });

  it('keeps unpublished work in the draft when the live page is rolled back', async () => {
    await setTitle('our-partners', 0, 'Published once');
    await publish({ slugs: ['our-partners'] });
    await setTitle('our-partners', 0, 'Work in progress');
    const { releases } = (await app.inject({ url: '/v1/pages/our-partners/releases', headers: editor })).json() as {
      releases: Array<{ id: number; number: number }>;
    };
    const first = releases.find((r) => r.number === 1);
    await app.inject({ method: 'POST', url: `/v1/pages/our-partners/releases/${first?.id}/rollback`, headers: editor });
    expect(titleOf((await visitorPage('our-partners')).blocks[0])).not.toBe('Published once');
    expect(titleOf((await draftPage('our-partners')).blocks[0])).toBe('Work in progress');
    expect(await state('our-partners')).toMatchObject({ changed: true });
  });

  it('undoes a publish: what was live before is live again, and the work stays in the draft (draft=keep)', async () => {
    const before = titleOf((await visitorPage('our-clients')).blocks[0]);
    const { releases } = (await app.inject({ url: '/v1/pages/our-clients/releases', headers: editor })).json() as {
      releases: Array<{ id: number; live: boolean }>;
    };
    const wasLive = releases.find((r) => r.live);
    await setTitle('our-clients', 0, 'Published by mistake');
    await publish({ slugs: ['our-clients'] });
    expect(titleOf((await visitorPage('our-clients')).blocks[0])).toBe('Published by mistake');
    const undo = await app.inject({
      method: 'POST',
      url: `/v1/pages/our-clients/releases/${wasLive?.id}/rollback?draft=keep`,
      headers: editor,
    });
    expect(undo.statusCode).toBe(200);
    expect(titleOf((await visitorPage('our-clients')).blocks[0])).toBe(before);
    expect(titleOf((await draftPage('our-clients')).blocks[0])).toBe('Published by mistake');
    expect(undo.json()).toMatchObject({ changed: true });
    const odd = await app.inject({
      method: 'POST',
      url: `/v1/pages/our-clients/releases/${wasLive?.id}/rollback?draft=drop`,
      headers: editor,
    });
    expect(odd.statusCode).toBe(400);
  });

  it('publishes at a set time, once; refuses a second schedule, a past time, and publishing now cancels it', async () => {
    await setTitle('our-awards', 0, 'Scheduled title');
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await publish({ slugs: ['our-awards'], at });
    expect(scheduled.statusCode).toBe(200);
    expect(await state('our-awards')).toMatchObject({ changed: true, scheduled: { id: expect.any(Number) } });
    const twice = await publish({ slugs: ['our-awards'], at });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'already_scheduled', details: { slug: 'our-awards' } });
    const past = await publish({ slugs: ['our-awards'], at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('publish_time_passed');
    const bad = await publish({ slugs: ['our-awards'], at: 'tomorrow' });
    expect(bad.statusCode).toBe(400);

    // Before its time: nothing happens. After it: live, once.
    await app.scheduler.runNow();
    expect(titleOf((await visitorPage('our-awards')).blocks[0])).not.toBe('Scheduled title');
    clockOffsetMs = 2 * 3600_000;
    try {
      await app.scheduler.runNow();
      expect(titleOf((await visitorPage('our-awards')).blocks[0])).toBe('Scheduled title');
      expect(await state('our-awards')).toMatchObject({ changed: false, scheduled: null });
      await app.scheduler.runNow();
      const { releases } = (await app.inject({ url: '/v1/pages/our-awards/releases', headers: editor })).json() as {
        releases: Array<{ status: string }>;
      };
      expect(releases.filter((r) => r.status === 'published')).toHaveLength(2);
    } finally {
      clockOffsetMs = 0;
    }

    // Publishing now while a publish waits: the waiting one (an older draft) is cancelled.
    await setTitle('our-awards', 0, 'Later again');
    await publish({ slugs: ['our-awards'], at: new Date(Date.now() + 3600_000).toISOString() });
    await setTitle('our-awards', 0, 'Now');
    expect((await publish({ slugs: ['our-awards'] })).statusCode).toBe(200);
    expect(await state('our-awards')).toMatchObject({ scheduled: null, changed: false });
    const cancel = await app.inject({ method: 'DELETE', url: '/v1/pages/our-awards/scheduled', headers: editor });
    expect(cancel.statusCode).toBe(404);
  });

  it('lists every page with where it stands, for editors only', async () => {
    expect((await app.inject('/v1/pages')).statusCode).toBe(401);
    await setTitle('contact-us', 0, 'Unpublished');
    const { pages } = (await app.inject({ url: '/v1/pages', headers: editor })).json() as { pages: State[] };
    expect(pages.find((p) => p.slug === 'contact-us')).toMatchObject({ changed: true });
    expect(pages.find((p) => p.slug === 'home')).toMatchObject({ changed: false, live: { number: 1 } });
  });

  it('refuses anonymous and malformed publishing calls with the contract’s errors', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/v1/pages/publish', payload: { slugs: ['home'] } })).statusCode,
    ).toBe(401);
    const empty = await publish({ slugs: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBeDefined();
    expect((await app.inject({ url: '/v1/pages/home/releases/abc', headers: editor })).statusCode).toBe(404);
  });
});

const titleOf = (block: Block | undefined) => (block?.content.title as { en: string } | undefined)?.en;

/** Scheduled publishes with several server copies and a database that goes away (PostgreSQL only). */
describe.runIf(process.env.TEST_DATABASE_URL)('scheduled publishing on PostgreSQL', () => {
  let test: TestDatabase;
  const opened: Database[] = [];
  const apps: FastifyInstance[] = [];
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let clockOffsetMs = 0;
  const clock = () => new Date(Date.now() + clockOffsetMs);

  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    opened.push(await openSeeded(test));
    // Copy 2 reaches the database through a proxy the test can cut.
    const url = new URL(test.url as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    opened.push(
      await openDatabase({ databaseUrl: url.toString(), dataDir: null, onPoolError: () => {}, queryTimeoutMs: 1500 }),
    );
    for (const database of opened) apps.push(await testApp(database, { clock }));
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await opened[0]?.close();
    // The proxied copy's connections end with the proxy (one cut mid-answer would keep pool.end waiting).
    await proxy?.close();
    await opened[1]?.close();
    await test?.drop();
  });

  async function schedule(slug: string, title: string) {
    const [app] = apps as [FastifyInstance];
    const headers = await signedInHeaders(app, opened[0] as Database, 'editor');
    const draft = (await app.inject({ url: `/v1/pages/${slug}?draft=true`, headers })).json() as { blocks: Block[] };
    const block = draft.blocks[0] as Block;
    await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${block.id}`,
      headers,
      payload: { type: block.block_type, content: { ...block.content, title: { en: title, ar: title } } },
    });
    const at = new Date(clock().getTime() + 60_000).toISOString();
    const scheduled = await app.inject({
      method: 'POST',
      url: '/v1/pages/publish',
      headers,
      payload: { slugs: [slug], at },
    });
    expect(scheduled.statusCode).toBe(200);
    return async () =>
      (
        (await app.inject({ url: `/v1/pages/${slug}/releases`, headers })).json() as {
          releases: Array<{ status: string; kind: string }>;
        }
      ).releases.filter((r) => r.status === 'published');
  }

  it('runs a scheduled publish exactly once when two copies look at the same moment', async () => {
    const published = await schedule('about', 'Once');
    expect(await published()).toHaveLength(1);
    clockOffsetMs += 120_000;
    // Both copies, several times each, at once.
    await Promise.all(apps.flatMap((app) => [app.scheduler.runNow(), app.scheduler.runNow()]));
    expect(await published()).toHaveLength(2);
    for (const app of apps) {
      const page = (await app.inject('/v1/pages/about')).json() as { blocks: Block[] };
      expect(titleOf(page.blocks[0])).toBe('Once');
    }
  });

  it('publishes what fell due while the database was away once it is back, once', async () => {
    const published = await schedule('careers', 'After the outage');
    const second = apps[1] as FastifyInstance;
    await proxy.cut();
    clockOffsetMs += 120_000;
    await second.scheduler.runNow(); // fails: the database is not answering; nothing half-done
    await proxy.restore();
    await vi.waitFor(async () => expect((await second.inject('/readyz')).statusCode).toBe(200), { timeout: 15_000 });
    expect(await published()).toHaveLength(1);
    await second.scheduler.runNow();
    await second.scheduler.runNow();
    expect(await published()).toHaveLength(2);
    const page = (await second.inject('/v1/pages/careers')).json() as { blocks: Block[] };
    expect(titleOf(page.blocks[0])).toBe('After the outage');
  });
});
