import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';

type Stored = { slug: string; settings: Record<string, unknown>; settings_version: number };

describe.each(testDatabaseKinds())('page settings on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database);
    editor = await signedInHeaders(app, database, 'editor');
    admin = await signedInHeaders(app, database, 'admin');
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  /** The draft's settings: what the editor writes (visitors see them once published). */
  const read = async (slug: string) =>
    (await app.inject({ url: `/v1/pages/${slug}?draft=true`, headers: editor })).json() as Stored;
  const put = (slug: string, payload: unknown, headers: Record<string, string> = {}, auth = editor) =>
    app.inject({
      method: 'PUT',
      url: `/v1/pages/${slug}/settings`,
      headers: { ...auth, ...headers },
      payload: payload as object,
    });
  const settings = {
    description: { en: 'Totara for the Gulf', ar: 'توتارا للخليج' },
    socialTitle: { en: 'Share me', ar: 'شاركني' },
    image: '/data/uploads/seed/home-hero.webp',
  };

  it('starts from the seeded settings and stores new ones, which the next read returns', async () => {
    const before = await read('about');
    expect(before.settings).toMatchObject({ description: { en: expect.any(String), ar: expect.any(String) } });
    const response = await put('about', { settings, version: before.settings_version });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(`"${before.settings_version + 1}"`);
    expect(response.json()).toEqual({ slug: 'about', settings, settings_version: before.settings_version + 1 });
    const after = await read('about');
    expect(after.settings).toEqual(settings);
    expect(after.settings_version).toBe(before.settings_version + 1);
  });

  it('leaves out emptied texts, so the page falls back to its own content', async () => {
    const response = await put('our-team', {
      settings: { description: { en: '  ', ar: 'وصف' }, socialTitle: { en: '', ar: '' }, image: '' },
    });
    expect(response.statusCode).toBe(200);
    expect((await read('our-team')).settings).toEqual({ description: { ar: 'وصف' } });
  });

  it('lets editors and admins write, nobody else', async () => {
    expect((await put('careers', { settings }, {}, admin)).statusCode).toBe(200);
    const anonymous = await app.inject({ method: 'PUT', url: '/v1/pages/careers/settings', payload: { settings } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toEqual(expect.any(String));
    expect((await put('careers', { settings }, {}, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('refuses settings the schema refuses, naming each field', async () => {
    const before = await read('contact-us');
    const response = await put('contact-us', {
      settings: {
        description: { en: 'x'.repeat(321) },
        image: 'javascript:alert(1)',
        noindex: 'yes',
        colour: 'red',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_input');
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['settings.description.en', 'settings.image', 'settings.noindex', 'settings']),
    );
    expect((await put('contact-us', {})).statusCode).toBe(400);
    expect(await read('contact-us')).toEqual(before);
  });

  it('answers a stale version with 409 and the stored settings, through If-Match or the body', async () => {
    const { settings_version: version } = await read('resources');
    expect((await put('resources', { settings: { noindex: false }, version })).statusCode).toBe(200);
    const stale = await put('resources', { settings }, { 'if-match': `"${version}"` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('version_conflict');
    expect(stale.json().error.details.current).toEqual({
      slug: 'resources',
      settings: { noindex: false },
      settings_version: version + 1,
    });
    expect((await put('resources', { settings, version })).statusCode).toBe(409);
    expect((await read('resources')).settings).toEqual({ noindex: false });
    // Without a version the write goes through, as for blocks.
    expect((await put('resources', { settings })).statusCode).toBe(200);
  });

  it('lets exactly one of two writers holding the same version win', async () => {
    const { settings_version: version } = await read('our-awards');
    const results = await Promise.all(
      ['A', 'B'].map((who) => put('our-awards', { settings: { socialTitle: { en: who } }, version })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await read('our-awards')).settings_version).toBe(version + 1);
  });

  it('answers 404 for an unknown page and 400 for a malformed slug', async () => {
    const missing = await put('no-such-page', { settings });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('page_not_found');
    expect((await put('Not_A_Slug', { settings })).statusCode).toBe(400);
  });
});
