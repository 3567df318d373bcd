import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';

type Block = { id: string; block_type: string; order: number; content: Record<string, unknown>; version: number };

describe.each(testDatabaseKinds())('block writes on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let editorEmail: string;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database);
    const editor = await createUser(database, 'editor');
    editorEmail = editor.email;
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: editor.email, password: editor.password },
    });
    token = response.json().access_token;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  /** The draft: what editors' writes change (visitors see it once published, releases.test.ts). */
  const getPage = async (slug: string) =>
    (await app.inject({ url: `/v1/pages/${slug}?draft=true`, headers: auth() })).json() as { blocks: Block[] };
  const create = (slug: string, payload: object) =>
    app.inject({ method: 'POST', url: `/v1/pages/${slug}/blocks`, headers: auth(), payload });
  const put = (id: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: `/v1/pages/blocks/${id}`, headers: { ...auth(), ...headers }, payload });
  const cta = (title: string) => ({ block_type: 'CTA', content: { title: { en: title, ar: `${title} ع` } } });

  it('creates the page with its first block, appends by default and inserts at an order', async () => {
    const first = await create('write-new-page', cta('One'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ block_type: 'CTA', order: 1, version: 1 });
    expect(first.headers.etag).toBe('"1"');
    await create('write-new-page', cta('Three'));
    const inserted = await create('write-new-page', { ...cta('Two'), order: 2 });
    expect(inserted.json().order).toBe(2);
    const titles = (await getPage('write-new-page')).blocks.map((b) => (b.content.title as { en: string }).en);
    expect(titles).toEqual(['One', 'Two', 'Three']);
  });

  it('refuses unknown types and content that does not fit, naming the failing paths', async () => {
    const unknown = await create('home', { block_type: 'MARQUEE', content: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('unknown_block_type');
    const invalid = await create('home', { block_type: 'hero', content: { title: 42, extra: true } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('invalid_content');
    expect(invalid.json().error.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['title']),
    );
  });

  it('updates the whole content, bumps the version and shows it in the next read', async () => {
    const [hero] = (await getPage('home')).blocks;
    const response = await put(hero!.id, {
      type: 'hero',
      content: { ...hero!.content, title: { en: 'New title', ar: 'عنوان جديد' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(hero!.version + 1);
    expect(response.headers.etag).toBe(`"${hero!.version + 1}"`);
    expect((await getPage('home')).blocks[0]?.content.title).toEqual({ en: 'New title', ar: 'عنوان جديد' });
  });

  it('answers a stale version with 409 and the current block, through If-Match or the body', async () => {
    const [, welcome] = (await getPage('home')).blocks;
    const current = welcome!;
    expect(
      (await put(current.id, { type: 'WELCOME', content: current.content, version: current.version })).statusCode,
    ).toBe(200);
    const stale = await put(
      current.id,
      { type: 'WELCOME', content: { ...current.content, title: 'Mine' } },
      { 'if-match': `"${current.version}"` },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('version_conflict');
    expect(stale.json().error.details.current).toMatchObject({ id: current.id, version: current.version + 1 });
    const staleBody = await put(current.id, { type: 'WELCOME', content: current.content, version: current.version });
    expect(staleBody.statusCode).toBe(409);
    // Old clients that send no version still write.
    expect((await put(current.id, { type: 'WELCOME', content: current.content })).statusCode).toBe(200);
  });

  it('lets exactly one of two writers holding the same version win', async () => {
    const block = (await create('write-race', cta('Race'))).json() as Block;
    const results = await Promise.all(
      ['A', 'B'].map((who) => put(block.id, { type: 'CTA', content: { title: who }, version: block.version })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [stored] = (await getPage('write-race')).blocks;
    expect(stored?.version).toBe(2);
  });

  it('refuses a content change of type and a malformed id', async () => {
    const [hero] = (await getPage('home')).blocks;
    const mismatch = await put(hero!.id, { type: 'CTA', content: { title: 'x' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('type_mismatch');
    expect((await put('not-a-uuid', { type: 'CTA', content: { title: 'x' } })).statusCode).toBe(404);
    expect(
      (await put('8d3e1c5e-1111-4a1a-9a1a-111111111111', { type: 'CTA', content: { title: 'x' } })).statusCode,
    ).toBe(404);
  });

  it('reorders a page in one go, and refuses anything but exactly its ids', async () => {
    for (const title of ['A', 'B', 'C']) await create('write-order', cta(title));
    const blocks = (await getPage('write-order')).blocks;
    const ids = blocks.map((b) => b.id);
    const reorder = (payload: object) =>
      app.inject({ method: 'POST', url: '/v1/pages/blocks/reorder', headers: auth(), payload });

    const reversed = await reorder({ slug: 'write-order', ids: [...ids].reverse() });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().blocks.map((b: Block) => b.id)).toEqual([...ids].reverse());

    const [hero] = (await getPage('home')).blocks;
    for (const bad of [ids.slice(0, 2), [...ids, ids[0]], [ids[0], ids[1], hero!.id]]) {
      const response = await reorder({ slug: 'write-order', ids: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('ids_mismatch');
    }
    expect((await getPage('write-order')).blocks.map((b) => b.id)).toEqual([...ids].reverse());
    expect((await reorder({ slug: 'no-such-page', ids: [] })).statusCode).toBe(404);
  });

  it('deletes, records history with who and when, and restores deleted and old versions', async () => {
    const block = (await create('write-history', cta('First'))).json() as Block;
    await put(block.id, { type: 'CTA', content: { title: 'Second' } });
    const removed = await app.inject({ method: 'DELETE', url: `/v1/pages/blocks/${block.id}`, headers: auth() });
    expect(removed.statusCode).toBe(204);
    expect((await getPage('write-history')).blocks).toEqual([]);
    expect(
      (await app.inject({ method: 'DELETE', url: `/v1/pages/blocks/${block.id}`, headers: auth() })).statusCode,
    ).toBe(404);

    const history = await app.inject({ url: '/v1/pages/write-history/history', headers: auth() });
    expect(history.statusCode).toBe(200);
    const entries = history.json().entries;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[1]).toMatchObject({
      content_before: { title: { en: 'First', ar: 'First ع' } },
      content_after: { title: 'Second' },
      version: 2,
    });
    expect(entries[0].user.email).toBe(editorEmail);
    expect(Date.parse(entries[0].at)).toBeGreaterThan(Date.now() - 60_000);

    const restore = (version: number) =>
      app.inject({
        method: 'POST',
        url: `/v1/pages/blocks/${block.id}/restore`,
        headers: auth(),
        payload: { version },
      });
    const undeleted = await restore(2);
    expect(undeleted.statusCode).toBe(200);
    expect(undeleted.json()).toMatchObject({ id: block.id, content: { title: 'Second' }, version: 3, order: 1 });
    const older = await restore(1);
    expect(older.json()).toMatchObject({ content: { title: { en: 'First' } }, version: 4 });
    expect((await getPage('write-history')).blocks[0]?.content).toEqual({ title: { en: 'First', ar: 'First ع' } });
    expect((await restore(99)).statusCode).toBe(404);
  });

  it('turns malformed requests into 4xx with the error shape, never a 500', async () => {
    const [hero] = (await getPage('home')).blocks;
    const cases = [
      { payload: '{"type": "HERO", "content": ', type: 'application/json', status: 400 },
      { payload: '[1, 2, 3]', type: 'application/json', status: 400 },
      { payload: '"text"', type: 'application/json', status: 400 },
      { payload: 'title=Hello', type: 'application/x-www-form-urlencoded', status: 415 },
      {
        payload: JSON.stringify({ type: 'HERO', content: { title: 'x'.repeat(2 * 1024 * 1024) } }),
        type: 'application/json',
        status: 413,
      },
      {
        payload: JSON.stringify({ type: 'HERO', content: { title: 'x'.repeat(30_000) } }),
        type: 'application/json',
        status: 400,
      },
      { payload: JSON.stringify({ type: 'HERO', content: null }), type: 'application/json', status: 400 },
    ];
    for (const { payload, type, status } of cases) {
      const response = await app.inject({
        method: 'PUT',
        url: `/v1/pages/blocks/${hero!.id}`,
        headers: { ...auth(), 'content-type': type },
        payload,
      });
      expect(response.statusCode, payload.slice(0, 40)).toBe(status);
      expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
