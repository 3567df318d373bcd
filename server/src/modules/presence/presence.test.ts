import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp, testAuth } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import { type Database, openDatabase } from '../../db/client.ts';

type Block = { id: string; block_type: string; order: number; content: Record<string, unknown>; version: number };
/** An event's data, as the stream sent it (JSON). */
// biome-ignore lint/suspicious/noExplicitAny: the test reads whatever the server sent
type Data = any;
type Event = { event: string; data: Data };

/** A server-sent events stream read with fetch, as the editor reads it. */
async function openStream(base: string, slug: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/v1/pages/${slug}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: Event[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const pump = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const chunk = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(chunk)?.[1];
          const data = /^data: (.*)$/m.exec(chunk)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {}
    ended = true;
    for (const wake of waiters) wake();
  })();
  /** The first event (from `from` on) that matches, within `ms`. */
  async function next(name: string, match: (data: Data) => boolean = () => true, ms = 3000, from = 0) {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = events.slice(from).find((e) => e.event === name && match(e.data));
      if (found) return found.data;
      if (ended) throw new Error(`stream ended before ${name}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${name} within ${ms} ms: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }
  return {
    response,
    events,
    next,
    get ended() {
      return ended;
    },
    finished: pump,
    close() {
      controller.abort();
      return pump;
    },
  };
}

describe.each(testDatabaseKinds())('editors see each other on %s', (kind) => {
  let test: TestDatabase;
  const databases: Database[] = [];
  /** Two copies of the server on one database (PostgreSQL); PGlite belongs to one process: one copy twice. */
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  const editors: Array<{ id: string; email: string; token: string }> = [];

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    databases.push(await openSeeded(test));
    if (kind === 'postgres') databases.push(await openDatabase({ databaseUrl: test.url, dataDir: null }));
    for (const database of databases) {
      const app = await testApp(database, { requestDeadlineMs: 500 });
      bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      apps.push(app);
    }
    for (let n = 0; n < 2; n++) {
      const user = await createUser(databases[0] as Database, 'editor');
      // Signed in beside the app: its short request deadline (500 ms here) is shorter than a password check.
      const tokens = await testAuth(databases[0] as Database).login(user.email, user.password);
      editors.push({ id: user.id, email: user.email, token: tokens?.access_token as string });
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await test?.drop();
  });

  const first = () => bases[0] as string;
  const second = () => bases[bases.length - 1] as string;
  const [a, b] = [() => editors[0] as (typeof editors)[0], () => editors[1] as (typeof editors)[0]];
  const call = (base: string, path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(base + path, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const blocksOf = async (slug: string) =>
    ((await (await fetch(`${first()}/v1/pages/${slug}`)).json()) as { blocks: Block[] }).blocks;

  it('refuses without a token, for a page that does not exist and for a bad slug, as JSON before any stream', async () => {
    const anonymous = await fetch(`${first()}/v1/pages/about/events`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/application\/json/);
    expect((await anonymous.json()).error.code).toBe('unauthorized');
    const forged = await call(first(), '/v1/pages/about/events', 'not-a-token');
    expect(forged.status).toBe(401);
    const missing = await call(first(), '/v1/pages/no-such-page/events', a().token);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('page_not_found');
    const bad = await call(first(), '/v1/pages/Not_A_Slug/events', a().token);
    expect(bad.status).toBe(400);
    const presence = await call(first(), '/v1/pages/about/presence', '', { method: 'POST', body: {} });
    expect(presence.status).toBe(401);
    const invalid = await call(first(), '/v1/pages/about/presence', a().token, {
      method: 'POST',
      body: { connection: 'x', block_id: null },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.code).toBeTruthy();
  });

  it('lists every other editor on the page with the block they are in, on any copy', async () => {
    const [hero] = await blocksOf('about');
    const streamA = await openStream(first(), 'about', a().token);
    expect(streamA.response.status).toBe(200);
    expect(streamA.response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const { connection } = await streamA.next('ready');
    const streamB = await openStream(second(), 'about', b().token);
    try {
      await streamB.next('ready');
      // B hears of A, A of B; nobody hears of themselves.
      await streamB.next('presence', (d) => d.editors.some((e: Data) => e.user_id === a().id && e.name === a().email));
      await streamA.next('presence', (d) => d.editors.length === 1 && d.editors[0].user_id === b().id);
      // A moves into a block (the request may reach either copy).
      const moved = await call(second(), '/v1/pages/about/presence', a().token, {
        method: 'POST',
        body: { connection, block_id: hero?.id },
      });
      expect(moved.status).toBe(204);
      await streamB.next('presence', (d) =>
        d.editors.some((e: Data) => e.user_id === a().id && e.block_id === hero?.id),
      );
      // Someone else cannot move A's connection.
      await call(first(), '/v1/pages/about/presence', b().token, {
        method: 'POST',
        body: { connection, block_id: null },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const last = streamB.events.filter((e) => e.event === 'presence').at(-1);
      expect(last?.data.editors.find((e: Data) => e.user_id === a().id)?.block_id).toBe(hero?.id);
      // A leaves: B's list empties at once (not when the presence expires).
      const count = streamB.events.length;
      await streamA.close();
      await streamB.next('presence', (d) => d.editors.length === 0, 3000, count);
    } finally {
      await streamA.close();
      await streamB.close();
    }
  });

  it('sends a save on one copy, with its content and version, to a stream on the other within a second', async () => {
    const stream = await openStream(second(), 'why-choose-us', b().token);
    try {
      await stream.next('ready');
      const [block] = await blocksOf('why-choose-us');
      if (!block) throw new Error('no block');
      const content = { ...block.content, title: { en: 'Saved by A', ar: 'حفظه أ' } };
      const started = Date.now();
      const saved = await call(first(), `/v1/pages/blocks/${block.id}`, a().token, {
        method: 'PUT',
        body: { type: block.block_type, content, version: block.version },
      });
      expect(saved.status).toBe(200);
      const event = await stream.next('block-saved', (d) => d.block.id === block.id, 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(event.block).toMatchObject({ id: block.id, version: block.version + 1, content });
      expect(event.by).toEqual({ id: a().id, name: a().email });
      // A structural change (a reorder) says so, and the editor reads the page again.
      const ids = (await blocksOf('why-choose-us')).map((x) => x.id);
      const reordered = await call(first(), '/v1/pages/blocks/reorder', a().token, {
        method: 'POST',
        body: { slug: 'why-choose-us', ids: [...ids.slice(1), ids[0]] },
      });
      expect(reordered.status).toBe(200);
      await stream.next('blocks-changed');
      // Past the request deadline (500 ms here) the stream is still open and hearing.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(stream.ended).toBe(false);
      const again = await call(first(), `/v1/pages/blocks/${block.id}`, a().token, {
        method: 'PUT',
        body: { type: block.block_type, content: block.content, version: block.version + 1 },
      });
      expect(again.status).toBe(200);
      await stream.next('block-saved', (d) => d.block.version === block.version + 2);
    } finally {
      await stream.close();
    }
  });

  it('tells editors on a list page that someone else changed one of its items, naming who', async () => {
    const stream = await openStream(second(), 'customer-stories', b().token);
    try {
      await stream.next('ready');
      const gallery = (await blocksOf('customer-stories')).find((x) => x.block_type === 'GALLERY') as Block;
      const listed = (await (await call(first(), '/v1/collections/stories/items?per_page=1', a().token)).json()) as {
        items: Array<{ slug: string; version: number }>;
      };
      const story = listed.items[0] as { slug: string };
      const read = (await (await call(first(), `/v1/collections/stories/items/${story.slug}`, a().token)).json()) as {
        content: { title: object };
        version: number;
      };
      const saved = await call(first(), `/v1/collections/stories/items/${story.slug}`, a().token, {
        method: 'PUT',
        body: { content: { ...read.content, title: { en: 'Retitled by A', ar: 'عنوان من أ' } }, version: read.version },
      });
      expect(saved.status).toBe(200);
      const event = await stream.next('block-saved', (d) => d.block.id === gallery.id, 1000);
      expect(event.by).toEqual({ id: a().id, name: a().email });
    } finally {
      await stream.close();
    }
  });

  it('never answers a stream from the cache: each is a new connection', async () => {
    const one = await openStream(first(), 'our-team', a().token);
    const two = await openStream(first(), 'our-team', a().token);
    try {
      const [x, y] = [await one.next('ready'), await two.next('ready')];
      expect(x.connection).not.toBe(y.connection);
      expect(two.response.headers.get('server-timing')).toBeNull();
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('closing the server', () => {
  it('ends open streams, and does not wait for them', async () => {
    const test = await createTestDatabase('pglite');
    const database = await openSeeded(test);
    const app = await testApp(database);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createUser(database, 'editor');
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const stream = await openStream(base, 'about', login.json().access_token);
    await stream.next('ready');
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await stream.finished;
    expect(stream.ended).toBe(true);
    await database.close();
    // Seeding and a password check take seconds on a busy machine; the close itself is timed above.
  }, 60_000);
});
