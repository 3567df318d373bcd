import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';

type Block = { id: string; block_type: string; content: Record<string, unknown>; version: number };
type Detail = { path: string; message: string };

/** Links that take a browser to another host or run script, and media addresses that end a CSS string. */
const BAD_LINKS = [
  '/\\evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/..//evil.example',
  'JaVaScRiPt:alert(1)',
];
const BAD_MEDIA = ['/x")', '/x);background:url(//evil.example)', "/x'", '//evil.example/a.png', 'data:image/png,x'];

describe.each(testDatabaseKinds())('links and media addresses in writes on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database);
    editor = await signedInHeaders(app, database, 'editor');
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const blocksOf = async (slug: string) =>
    ((await app.inject(`/v1/pages/${slug}`)).json() as { blocks: Block[] }).blocks;
  const create = (slug: string, payload: object) =>
    app.inject({ method: 'POST', url: `/v1/pages/${slug}/blocks`, headers: editor, payload });
  const put = (id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/v1/pages/blocks/${id}`, headers: editor, payload });
  const refusedPaths = (response: Awaited<ReturnType<typeof create>>) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_content');
    return (response.json().error.details as Detail[]).map((detail) => detail.path);
  };

  it.each(BAD_LINKS)('refuses a block whose link is %j, naming the field', async (link) => {
    const response = await create('home', { block_type: 'CTA', content: { title: 'T', buttonLink: link } });
    expect(refusedPaths(response)).toEqual(['buttonLink']);
  });

  it.each(BAD_MEDIA)('refuses a block whose media address is %j, naming the field', async (media) => {
    const response = await create('home', { block_type: 'HERO', content: { title: 'T', backgroundImage: media } });
    expect(refusedPaths(response)).toEqual(['backgroundImage']);
  });

  it('refuses a menu link that leaves the site and keeps the stored menu', async () => {
    const [header] = await blocksOf('header');
    const menuItems = header!.content.menuItems as Array<Record<string, unknown>>;
    const response = await put(header!.id, {
      type: 'HEADER',
      content: {
        ...header!.content,
        menuItems: [{ ...menuItems[0], path: '/./\\evil.example' }, ...menuItems.slice(1)],
      },
    });
    expect(refusedPaths(response)).toEqual(['menuItems.0.path']);
    expect((await blocksOf('header'))[0]).toEqual(header);
  });

  it('accepts the site’s own kinds of links and media', async () => {
    const response = await create('home', {
      block_type: 'CTA',
      content: { title: 'T', buttonLink: '/contact?from=cta#form', imageUrl: '/data/uploads/seed/hero.svg' },
    });
    expect(response.statusCode).toBe(201);
    for (const buttonLink of ['#request-demo-form', 'https://www.linkedin.com/company/x', 'mailto:a@example.com']) {
      const next = await put(response.json().id, { type: 'CTA', content: { title: 'T', buttonLink } });
      expect(next.statusCode, buttonLink).toBe(200);
    }
  });

  it('refuses a page image that would end a CSS string, naming the field', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/pages/about/settings',
      headers: editor,
      payload: { settings: { image: '/x");background:url(//evil.example)' } },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json().error.details as Detail[]).map((detail) => detail.path)).toEqual(['settings.image']);
  });
});
