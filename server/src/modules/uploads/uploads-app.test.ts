import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { contentTypeOfName, opensInline } from './media-types.ts';
import { image, multipart } from './test-fixtures.ts';

// The upload module's own tests cover the attack corpus; these go through the whole app with real tokens.
describe.each(testDatabaseKinds())('uploads in the app, on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let apps: FastifyInstance[];
  let authorization: string;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    // Two server copies sharing one database for their uploads.
    apps = [
      await testApp(database, { config: { UPLOAD_STORAGE: 'database' } }),
      await testApp(database, { config: { UPLOAD_STORAGE: 'database' } }),
    ];
    const editor = await createUser(database, 'editor');
    const login = await apps[0]!.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: editor.email, password: editor.password },
    });
    authorization = `Bearer ${login.json().access_token}`;
  });

  /** POSTs a multipart body to /v1/uploads/ on the first copy, signed in unless `signedIn` is false. */
  const postUpload = (body: ReturnType<typeof multipart>, { signedIn = true } = {}) =>
    apps[0]!.inject({
      method: 'POST',
      url: '/v1/uploads/',
      headers: signedIn ? { ...body.headers, authorization } : body.headers,
      payload: body.payload,
    });

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await database?.close();
    await test?.drop();
  });

  it('stores an editor’s image with WebP variants, and any copy serves it with its real type', async () => {
    const body = multipart([
      { field: 'file', filename: 'team photo.png', contentType: 'image/png', data: await image(1600, 900) },
    ]);
    const response = await postUpload(body);
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.url).toMatch(/^\/data\/uploads\/[a-f0-9]{32}\.png$/);
    expect(result.variants.map((v: { width: number }) => v.width)).toEqual([480, 1200]);

    for (const url of [result.url, result.variants[0].url]) {
      const served = await apps[1]!.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('refuses visitors and unknown names', async () => {
    const body = multipart([{ field: 'file', filename: 'x.png', data: await image(10, 10) }]);
    const anonymous = await postUpload(body, { signedIn: false });
    expect(anonymous.statusCode).toBe(401);
    expect((await apps[0]!.inject('/data/uploads/0123456789abcdef0123456789abcdef.png')).statusCode).toBe(404);
    expect((await apps[0]!.inject('/data/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('records the size and variants of an uploaded image, which the page that uses it reports', async () => {
    const body = multipart([{ field: 'file', filename: 'wide.png', data: await image(1300, 650) }]);
    const upload = await postUpload(body);
    expect(upload.statusCode).toBe(201);
    const { url, variants } = upload.json() as { url: string; variants: Array<{ width: number; url: string }> };

    const created = await apps[0]!.inject({
      method: 'POST',
      url: '/v1/pages/about/blocks',
      headers: { authorization },
      payload: { block_type: 'CTA', content: { title: { en: 'Photo', ar: 'صورة' }, imageUrl: url } },
    });
    expect(created.statusCode).toBe(201);
    const published = await apps[0]!.inject({
      method: 'POST',
      url: '/v1/pages/publish',
      headers: { authorization },
      payload: { slugs: ['about'] },
    });
    expect(published.statusCode).toBe(200);
    // The other copy, as a visitor would ask: the image's size and its WebP copies for srcset.
    const page = await apps[1]!.inject('/v1/pages/about');
    expect(page.json().media[url]).toEqual({
      width: 1300,
      height: 650,
      variants: [
        { width: 480, path: variants[0]!.url },
        { width: 1200, path: variants[1]!.url },
      ],
    });
    expect(variants[0]!.url).toMatch(/-480\.webp$/);
    // Seed images are known too: vector ones by their size, without variants.
    expect(page.json().media['/data/uploads/seed/about-hero-bg.svg']).toEqual({
      width: expect.any(Number),
      height: expect.any(Number),
      variants: [],
    });
  });

  it('records an uploaded SVG’s size from its width and height or viewBox', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 120"><rect width="300" height="120"/></svg>';
    const body = multipart([
      { field: 'file', filename: 'logo.svg', contentType: 'image/svg+xml', data: Buffer.from(svg) },
    ]);
    const upload = await postUpload(body);
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toMatchObject({ width: 300, height: 120, variants: [] });
    const { url } = upload.json() as { url: string };
    await apps[0]!.inject({
      method: 'POST',
      url: '/v1/pages/about/blocks',
      headers: { authorization },
      payload: { block_type: 'CTA', content: { title: { en: 'Logo', ar: 'شعار' }, imageUrl: url } },
    });
    // The editor's draft knows the size too (visitors' copy once published, as above).
    const draft = await apps[0]!.inject({ url: '/v1/pages/about?draft=true', headers: { authorization } });
    expect(draft.json().media[url]).toEqual({
      width: 300,
      height: 120,
      variants: [],
    });
  });

  it('serves the seed media that ships with the code', async () => {
    const logo = await apps[0]!.inject('/data/uploads/seed/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    // Shown inline, like uploaded images; a document among the seed media would be a download.
    expect(logo.headers['content-disposition']).toBeUndefined();
    expect(opensInline(contentTypeOfName('brochure.pdf'))).toBe(false);
    expect(opensInline(contentTypeOfName('notes.txt'))).toBe(false);
    expect(opensInline(contentTypeOfName('hero.webp'))).toBe(true);
  });
});
