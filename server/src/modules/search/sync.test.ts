import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import { type Database, sql } from '../../db/client.ts';
import { catchUpSearch, staleSearchItems, syncSearch } from './sync.ts';

/**
 * Issue #32: the index follows a publish of many items in its transaction, and a missing index is
 * caught up in batches (start-up after an upgrade), giving the same answers.
 */

const story = (n: number) => ({
  title: { en: `Story ${n} about nursing`, ar: `القصة ${n} عن التمريض` },
  categories: ['healthcare'],
  detailContent: {
    body: [
      { id: 'p0', type: 'paragraph', content: { en: `Zanbar trained nurses ${n}.`, ar: `درّبت زنبر الممرضين ${n}.` } },
    ],
  },
});

describe.each(testDatabaseKinds())('the search index at scale on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;
  /** More than one batch of 200. */
  const N = 450;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await test.open();
    await database.migrate();
    app = await testApp(database);
    editor = await signedInHeaders(app, database);
    for (let i = 0; i < N; i++) {
      const added = await app.inject({
        method: 'POST',
        url: '/v1/collections/stories/items',
        headers: editor,
        payload: { slug: `bench-${i}`, content: story(i) },
      });
      expect(added.statusCode).toBe(201);
    }
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const search = async (q: string, lang: 'en' | 'ar') => {
    const answer = await app.inject({ method: 'GET', url: `/v1/search?q=${encodeURIComponent(q)}&lang=${lang}` });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { total: number; results: Array<{ path: string }> };
  };
  const count = async () =>
    Number(
      (
        (await database.db.execute(
          sql`select count(*)::int as n from search_entries where kind = 'stories'`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]?.n,
    );

  it('writes every published item in the publish, in both languages', async () => {
    const published = await app.inject({
      method: 'POST',
      url: '/v1/pages/publish',
      headers: editor,
      payload: { items: Array.from({ length: N }, (_, i) => ({ collection: 'stories', slug: `bench-${i}` })) },
    });
    expect(published.statusCode).toBeLessThan(300);
    expect(await count()).toBeGreaterThanOrEqual(2 * N);
    expect(await staleSearchItems(database.db)).toBe(0);
    // Nothing left in the GIN indexes' pending lists, which every search would read whole (PGlite
    // has no autovacuum to merge them): the publish merged what it added.
    const pending = (await database.db.execute(
      sql`select sum(gin_clean_pending_list(c.oid))::int as pages from pg_class c
          where c.relkind = 'i' and c.relname like 'search%' and c.relam = (select oid from pg_am where amname = 'gin')`,
    )) as unknown as { rows: Array<{ pages: number }> };
    expect(pending.rows[0]?.pages).toBe(0);
    expect((await search('zanbar nurses', 'en')).total).toBe(N);
    expect((await search('زنبر', 'ar')).total).toBe(N);
  }, 120_000);

  it('pages through every match once, past the ones ranked from their whole texts', async () => {
    const seen: string[] = [];
    const first = await search('zanbar', 'en');
    expect(first.total).toBe(N);
    for (let page = 1; page <= Math.ceil(N / 10); page++) {
      const answer = await app.inject({ method: 'GET', url: `/v1/search?q=zanbar&lang=en&page=${page}` });
      seen.push(...(answer.json() as { results: Array<{ path: string }> }).results.map((hit) => hit.path));
    }
    expect(seen).toHaveLength(N);
    expect(new Set(seen).size).toBe(N);
  }, 60_000);

  it('puts a title holding the words first among hundreds of matches in texts, added last', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/v1/collections/stories/items',
      headers: editor,
      payload: {
        slug: 'zanbar-handbook',
        content: { ...story(N), title: { en: 'The Zanbar handbook', ar: 'دليل زنبر' } },
      },
    });
    expect(added.statusCode).toBe(201);
    const published = await app.inject({
      method: 'POST',
      url: '/v1/pages/publish',
      headers: editor,
      payload: { items: [{ collection: 'stories', slug: 'zanbar-handbook' }] },
    });
    expect(published.statusCode).toBeLessThan(300);
    const en = await search('zanbar', 'en');
    expect(en.total).toBe(N + 1);
    expect(en.results[0]?.path).toBe('/customer-stories/zanbar-handbook');
    expect((await search('زنبر', 'ar')).results[0]?.path).toBe('/customer-stories/zanbar-handbook');
  }, 60_000);

  it('catches a missing index up in batches, with the same answers', async () => {
    const before = await search('story nursing 17', 'en');
    const ar = await search('القصه 17', 'ar');
    await database.db.execute(sql`truncate search_entries, search_words`);
    expect(await staleSearchItems(database.db)).toBeGreaterThanOrEqual(N);
    const { items } = await catchUpSearch(database.db);
    expect(items).toBeGreaterThanOrEqual(N);
    expect(await staleSearchItems(database.db)).toBe(0);
    // A fresh read (the answers' cache is the app's; these words were not asked before the truncate).
    await database.db.transaction((tx) => syncSearch(tx as unknown as Database['db'], 'all'));
    expect(await count()).toBeGreaterThanOrEqual(2 * N);
    const { createSearch } = await import('./service.ts');
    const fresh = createSearch(database.db, { subscribe: () => () => {} });
    expect(await fresh.search('story nursing 17', 'en')).toMatchObject({ total: before.total });
    expect((await fresh.search('story nursing 17', 'en')).results.map((r) => r.path)).toEqual(
      before.results.map((r) => r.path),
    );
    expect((await fresh.search('القصه 17', 'ar')).total).toBe(ar.total);
  }, 120_000);
});
