import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, requireBuild, signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';

/** What visitors meet at the addresses of pages editors created, moved and deleted (ADR 0033). */
describe.each(testDatabaseKinds())('created pages in the rendered site on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;

  beforeAll(async () => {
    requireBuild();
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database, { ssr: { kind: 'build', buildDir: BUILD_DIR } });
    editor = await signedInHeaders(app, database, 'editor');
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const create = async (path: string, en: string, ar: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/pages',
      headers: editor,
      payload: { template: 'landing', path, title: { en, ar } },
    });
    expect(response.statusCode).toBe(201);
    return response.json().slug as string;
  };
  const publish = async (slug: string) =>
    expect(
      (await app.inject({ method: 'POST', url: '/v1/pages/publish', headers: editor, payload: { slugs: [slug] } }))
        .statusCode,
    ).toBe(200);
  const move = async (slug: string, path: string) =>
    expect(
      (await app.inject({ method: 'PUT', url: `/v1/pages/${slug}/path`, headers: editor, payload: { path } }))
        .statusCode,
    ).toBe(200);
  const remove = async (slug: string, redirect_to: string | null) =>
    expect(
      (await app.inject({ method: 'DELETE', url: `/v1/pages/${slug}`, headers: editor, payload: { redirect_to } }))
        .statusCode,
    ).toBe(204);

  it('shows a published page in English and Arabic with the shell; a draft is not found', async () => {
    const slug = await create('/summer-offer', 'Summer offer', 'عرض الصيف');
    const unpublished = await app.inject('/summer-offer');
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.body).not.toContain('Summer offer');
    await publish(slug);
    const english = await app.inject('/summer-offer');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<title>Summer offer - Gulf Learning</title>');
    expect(english.body).toContain('Three reasons to start now');
    expect(english.body).toContain('<link rel="canonical" href="http://localhost:3000/summer-offer"/>');
    expect(english.body).toContain('hrefLang="ar" href="http://localhost:3000/summer-offer?lng=ar"');
    const arabic = await app.inject('/summer-offer?lng=ar');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('عرض الصيف');
    expect(arabic.body).toContain('ثلاثة أسباب لتبدأ الآن');
    // The spec's pages and the not-found page are as they were.
    expect((await app.inject('/about')).statusCode).toBe(200);
    expect((await app.inject('/no-such-page')).statusCode).toBe(404);
  });

  it('answers a moved address with 301 to the new one, keeping the query, even when it was cached', async () => {
    const slug = await create('/open-day', 'Open day', 'اليوم المفتوح');
    await publish(slug);
    // Rendered and cached at the old address first.
    expect((await app.inject('/open-day')).statusCode).toBe(200);
    expect((await app.inject('/open-day')).headers['server-timing']).toContain('hit');
    await move(slug, '/events-day');
    const moved = await app.inject('/open-day?lng=ar');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/events-day?lng=ar');
    expect(moved.headers['cache-control']).toBe('public, max-age=3600');
    expect((await app.inject('/open-day/')).headers.location).toBe('/events-day');
    // A client-side navigation (React Router's data request) gets the same redirect from the route.
    const navigation = await app.inject('/open-day.data?lng=ar');
    expect(navigation.body).toContain('"redirect","/events-day?lng=ar","status",301');
    const there = await app.inject('/events-day?lng=ar');
    expect(there.statusCode).toBe(200);
    expect(there.body).toContain('اليوم المفتوح');
    // A second move: both old addresses lead straight to the newest.
    await move(slug, '/campaigns/open-day');
    for (const old of ['/open-day', '/events-day']) {
      const response = await app.inject(old);
      expect(response.statusCode, old).toBe(301);
      expect(response.headers.location).toBe('/campaigns/open-day');
    }
    expect((await app.inject('/campaigns/open-day')).statusCode).toBe(200);
  });

  it('answers a deleted page’s address with 410 Gone, or 301 to the page the editor chose', async () => {
    const gone = await create('/winter-sale', 'Winter sale', 'تخفيضات الشتاء');
    await publish(gone);
    expect((await app.inject('/winter-sale')).statusCode).toBe(200);
    await remove(gone, null);
    const response = await app.inject('/winter-sale?lng=ar');
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).not.toContain('تخفيضات الشتاء');

    const sent = await create('/spring-sale', 'Spring sale', 'تخفيضات الربيع');
    await publish(sent);
    await remove(sent, '/contact');
    const redirected = await app.inject('/spring-sale?lng=ar&utm_source=mail');
    expect(redirected.statusCode).toBe(301);
    expect(redirected.headers.location).toBe('/contact?lng=ar&utm_source=mail');
  });
});
