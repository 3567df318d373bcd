import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';

const HOME_BLOCKS = [
  'HERO',
  'WELCOME',
  'SOLUTIONS_GRID',
  'ADVANTAGES',
  'LOGO_STRIP',
  'SUCCESS_STORIES',
  'INSIGHTS',
  'CTA',
];

describe.each(testDatabaseKinds())('pages API on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  it('returns the seeded home page with its eight blocks in order', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/pages/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const page = response.json();
    expect(page.slug).toBe('home');
    expect(page.blocks.map((b: { block_type: string }) => b.block_type)).toEqual(HOME_BLOCKS);
    expect(page.blocks.map((b: { order: number }) => b.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const hero = page.blocks[0];
    expect(Object.keys(hero).sort()).toEqual(['block_type', 'content', 'id', 'order', 'version']);
    expect(hero.content.title.en).toMatch(/\w/);
    expect(hero.content.title.ar).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await app.inject({ method: 'GET', url: '/v1/pages/header' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await app.inject({ method: 'GET', url: '/v1/pages/header', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const stale = await app.inject({ method: 'GET', url: '/v1/pages/header', headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('gives the error shape for an unknown slug, a malformed slug and an unknown API path', async () => {
    const missing = await app.inject({ method: 'GET', url: '/v1/pages/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'page_not_found', message: expect.any(String) } });

    const malformed = await app.inject({ method: 'GET', url: '/v1/pages/Home%20Page' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('invalid_slug');

    const unknown = await app.inject({ method: 'GET', url: '/v1/nothing/here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
  });

  it('reports health and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: kind });
  });
});
