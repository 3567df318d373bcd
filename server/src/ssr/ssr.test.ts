import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, requireBuild, signedInHeaders, testApp } from '../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import type { Database } from '../db/client.ts';

describe.each(testDatabaseKinds())('server rendering on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    requireBuild();
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database, { ssr: { kind: 'build', buildDir: BUILD_DIR } });
  });

  /** The home page's draft blocks (editors' writes go there; visitors see them once published). */
  const homeBlocks = async () =>
    (await app.inject({ url: '/v1/pages/home?draft=true', headers: await signedInHeaders(app, database) })).json()
      .blocks as Array<{ id: string; block_type: string; version: number }>;
  const publishHome = async (headers: Record<string, string>) =>
    expect(
      (await app.inject({ method: 'POST', url: '/v1/pages/publish', headers, payload: { slugs: ['home'] } }))
        .statusCode,
    ).toBe(200);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  it('renders home from the database in the language of the query, cookie or Accept-Language', async () => {
    const english = await app.inject('/');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.body).toContain('<html lang="en" dir="ltr">');

    for (const headers of [{}, { cookie: 'i18next=ar' }, { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' }]) {
      const url = Object.keys(headers).length ? '/' : '/?lng=ar';
      const arabic = await app.inject({ url, headers });
      expect(arabic.body, JSON.stringify(headers)).toContain('<html lang="ar" dir="rtl">');
    }
  });

  it('names each page’s canonical address and its other language; not for the login area', async () => {
    const arabic = (await app.inject('/about?lng=ar')).body;
    expect(arabic).toContain('<link rel="canonical" href="http://localhost:3000/about?lng=ar"/>');
    // React writes the attribute as hrefLang; HTML attribute names are case-insensitive.
    const alternates = [...arabic.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/gi)];
    expect(alternates.map(([, lang, href]) => [lang, href])).toEqual([
      ['en', 'http://localhost:3000/about'],
      ['ar', 'http://localhost:3000/about?lng=ar'],
      ['x-default', 'http://localhost:3000/about'],
    ]);
    // Filters and pages of a list are views of one page.
    expect((await app.inject('/resources?filter=blog&page=2')).body).toContain(
      '<link rel="canonical" href="http://localhost:3000/resources"/>',
    );
    expect((await app.inject('/customer-stories/ramlah-holding')).body).toContain(
      '<link rel="canonical" href="http://localhost:3000/customer-stories/ramlah-holding"/>',
    );
    expect((await app.inject('/login')).body).not.toContain('rel="canonical"');
  });

  it('carries each page’s JSON once in a document, and in the data of a navigation', async () => {
    const html = (await app.inject('/resources?filter=blog&page=2')).body;
    const elements = [...html.matchAll(/<script type="application\/json" id="page-json-(\w+)">([^<]*)<\/script>/g)];
    expect(elements.map(([, ref]) => ref).sort()).toEqual(['footer', 'header', 'page']);
    const texts = new Map(elements.map(([, ref, text]) => [ref, JSON.parse(text as string)]));
    expect(texts.get('page').slug).toBe('resources');
    expect(texts.get('header').slug).toBe('header');
    // The hydration data names them; before, each text was in it too, its quotes escaped twice.
    expect(html).not.toContain('\\\\\\"slug\\\\\\"');
    expect(html).toContain('pageRef');
    // A navigation's data request has no document to read them from: the texts are in its data.
    const navigation = await app.inject('/resources.data?filter=blog&page=2');
    expect(navigation.statusCode).toBe(200);
    expect(navigation.body).toContain('pageJson');
    expect(navigation.body).not.toContain('pageRef');
  });

  it('shows an edit on the next render', async () => {
    const headers = await signedInHeaders(app, database);
    expect((await app.inject('/')).body).not.toContain('Fresh from the database');
    const hero = homeBlocks().then((blocks) => blocks.find((b) => b.block_type === 'HERO'));
    const { id, version } = (await hero) as { id: string; version: number };
    const content = { title: { en: 'Fresh from the database', ar: 'مباشرة من قاعدة البيانات' } };
    const put = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${id}`,
      headers,
      payload: { type: 'HERO', content, version },
    });
    expect(put.statusCode).toBe(200);
    expect((await app.inject('/')).body).not.toContain('Fresh from the database');
    await publishHome(headers);
    expect((await app.inject('/')).body).toMatch(/<h1[^>]*>Fresh from the database<\/h1>/);
    expect((await app.inject('/?lng=ar')).body).toMatch(/<h1[^>]*>مباشرة من قاعدة البيانات<\/h1>/);
  });

  it("says 'No content found.' for a page without blocks", async () => {
    const headers = await signedInHeaders(app, database);
    for (const { id } of await homeBlocks()) {
      expect((await app.inject({ method: 'DELETE', url: `/v1/pages/blocks/${id}`, headers })).statusCode).toBe(204);
    }
    await publishHome(headers);
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No content found.');
    expect((await app.inject('/?lng=ar')).body).toContain('لا يوجد محتوى.');
  });

  it('answers unknown paths with the not-found page and 404', async () => {
    const response = await app.inject('/definitely/not/here');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });
});
