import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, requireBuild, signedInHeaders, testApp } from '../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import type { Database } from '../db/client.ts';

type Block = { id: string; block_type: string; version: number; content: Record<string, unknown> };

/**
 * The caches of rendered documents and page JSON (ADR 0015), observed from outside: `Server-Timing`
 * says whether a document came from the cache, and a change made behind the app's back (straight
 * in the database) shows only once the app renders again.
 */
describe.each(testDatabaseKinds())('page caches on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    requireBuild();
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database, { ssr: { kind: 'build', buildDir: BUILD_DIR } });
    headers = await signedInHeaders(app, database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const cacheOf = async (url: string) =>
    String((await app.inject(url)).headers['server-timing']).match(/hit|miss/)?.[0];
  /** The draft's blocks, which editors write (ADR 0025). */
  const blocksOf = async (slug: string) =>
    (await app.inject({ url: `/v1/pages/${slug}?draft=true`, headers })).json().blocks as Block[];
  /** Saves a block and, unless told not to, publishes its page: what visitors see changes. */
  const save = async (
    slug: string,
    type: string,
    change: (content: Record<string, unknown>) => object,
    { publish = true } = {},
  ) => {
    const block = (await blocksOf(slug)).find((b) => b.block_type === type) as Block;
    const payload = { type, content: change(block.content), version: block.version };
    const response = await app.inject({ method: 'PUT', url: `/v1/pages/blocks/${block.id}`, headers, payload });
    expect(response.statusCode).toBe(200);
    if (!publish) return;
    const published = await app.inject({
      method: 'POST',
      url: '/v1/pages/publish',
      headers,
      payload: { slugs: [slug] },
    });
    expect(published.statusCode).toBe(200);
  };
  /** Changes what visitors see (the live release) without telling the app: only a read from the database shows it. */
  const changeBehindTheAppsBack = async (slug: string, type: string, content: object) => {
    await database.db.execute(sql`
      update page_releases r
      set snapshot = jsonb_set(r.snapshot, '{blocks}', (
        select jsonb_agg(
          case when b->>'block_type' = ${type} then jsonb_set(b, '{content}', ${JSON.stringify(content)}::jsonb) else b end
          order by n)
        from jsonb_array_elements(r.snapshot->'blocks') with ordinality as x(b, n)))
      from pages p
      where p.published_release_id = r.id and p.slug = ${slug}`);
  };

  // First, before any other render: a block view still loading would make React stream that block
  // as a hidden part a script reveals, and the cache would keep that HTML.
  it('renders a page whole the first time, with nothing hidden until a script runs', async () => {
    for (const url of ['/customer-stories', '/careers?lng=ar', '/resources', '/customer-stories/ramlah-holding']) {
      const html = (await app.inject(url)).body;
      expect(html.includes('<main'), url).toBe(true);
      expect(html.match(/<div hidden id="S:\d+"|<template id="B:\d+"/)?.[0], url).toBeUndefined();
    }
  });

  it('keeps a rendered page per address and language, with an ETag a CDN and the browser can use', async () => {
    const first = await app.inject('/about');
    expect(first.headers['server-timing']).toMatch(/cache;desc="miss", render;dur=\d/);
    const second = await app.inject('/about');
    expect(second.headers['server-timing']).toBe('cache;desc="hit"');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    expect(second.headers['cdn-cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(second.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    // The cached copy keeps a script policy that fits its own inline scripts.
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    const revalidated = await app.inject({ url: '/about', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // The same address in the other language is another document.
    expect(await cacheOf('/about?lng=ar')).toBe('miss');
    const arabic = await app.inject({ url: '/about', headers: { cookie: 'i18next=ar' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('sends a cached page compressed in the best encoding the browser takes, each with its own ETag', async () => {
    const plain = await app.inject('/about');
    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);

    const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const revalidated = await app.inject({
      url: '/about',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('drops exactly the pages a write changed, in both languages', async () => {
    for (const url of ['/about', '/about?lng=ar', '/why-choose-us', '/resources']) await app.inject(url);
    await save('about', 'CTA', (content) => ({
      ...content,
      title: { en: 'Talk to us today', ar: 'تحدّث إلينا اليوم' },
    }));

    expect((await app.inject('/about')).body).toContain('Talk to us today');
    expect((await app.inject('/about?lng=ar')).body).toContain('تحدّث إلينا اليوم');
    expect(await cacheOf('/why-choose-us')).toBe('hit');
    expect(await cacheOf('/resources')).toBe('hit');
  });

  it('drops every page when the header changes, since every page shows it', async () => {
    for (const url of ['/about', '/resources']) await app.inject(url);
    expect(await cacheOf('/resources')).toBe('hit');
    await save('header', 'HEADER', (content) => ({
      ...content,
      contactButtonText: { en: 'Say hello', ar: 'قل مرحبًا' },
    }));
    expect((await app.inject('/resources')).body).toContain('Say hello');
    expect((await app.inject('/about')).body).toContain('Say hello');
  });

  it('drops a story page when its list page or its template changes', async () => {
    const story = '/customer-stories/ramlah-holding';
    await app.inject(story);
    expect(await cacheOf(story)).toBe('hit');
    await save('story-detail-template', 'CTA', (content) => ({
      ...content,
      title: { en: 'Your story could be next', ar: 'قد تكون قصتك التالية' },
    }));
    expect((await app.inject(story)).body).toContain('Your story could be next');
  });

  it('keeps page JSON until a write, and sends the stored text with its ETag', async () => {
    const first = await app.inject('/v1/pages/why-choose-us');
    await changeBehindTheAppsBack('why-choose-us', 'CTA', { title: { en: 'Unannounced', ar: 'غير معلن' } });
    const cached = await app.inject('/v1/pages/why-choose-us');
    expect(cached.body).toBe(first.body);
    expect(cached.headers.etag).toBe(first.headers.etag);

    // Any write to the page drops its copies, even one that changes nothing visitors see yet.
    await save('why-choose-us', 'HERO', (content) => content, { publish: false });
    const fresh = await app.inject('/v1/pages/why-choose-us');
    expect(fresh.body).toContain('Unannounced');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('never keeps a not-found page or a redirect', async () => {
    await app.inject('/customer-stories/no-such-story');
    expect(await cacheOf('/customer-stories/no-such-story')).toBe('miss');
    await app.inject('/blog');
    const redirect = await app.inject('/blog');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['server-timing']).toMatch(/miss/);
  });

  it('renders every request from the database with PAGE_CACHE=off', async () => {
    const uncached = await testApp(database, {
      ssr: { kind: 'build', buildDir: BUILD_DIR },
      config: { PAGE_CACHE: 'off' },
    });
    try {
      await uncached.inject('/our-awards');
      await changeBehindTheAppsBack('our-awards', 'CTA', { title: { en: 'Straight from the database', ar: 'مباشرة' } });
      const response = await uncached.inject('/our-awards');
      expect(response.headers['server-timing']).toMatch(/miss/);
      expect(response.body).toContain('Straight from the database');
      expect((await uncached.inject('/v1/pages/our-awards')).body).toContain('Straight from the database');
    } finally {
      await uncached.close();
    }
  });
});
