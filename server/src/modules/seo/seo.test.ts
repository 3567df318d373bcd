import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { readSeedPages } from '../../db/seed.ts';
import { sitemap, URLS_PER_SITEMAP } from './routes.ts';

/** The content of every block of a seeded page. */
async function seed(slug: string): Promise<Array<{ content: Record<string, unknown> }>> {
  const page = (await readSeedPages()).find((p) => p.slug === slug);
  return (page?.blocks ?? []) as Array<{ content: Record<string, unknown> }>;
}

// One seeded app for the file: the sitemap's and the link list's tests read the same pages.
let test: TestDatabase;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  test = await createTestDatabase('pglite');
  database = await openSeeded(test);
  app = await testApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of the login area, the inbox and the API, and names the sitemap', async () => {
    const robots = await app.inject('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /login',
        'Disallow: /inbox',
        'Disallow: /v1/',
        'Sitemap: http://localhost:3000/sitemap.xml',
      ]),
    );
  });

  it('lists every public page, story, resource and vacancy in both languages, with their alternates', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const stories = (await seed('customer-stories')).flatMap((b) => (b.content.stories as Array<{ id: string }>) ?? []);
    const jobs = (await seed('careers')).flatMap(
      (b) => (b.content.jobs as Array<{ id: string; detailContent?: object }>) ?? [],
    );
    for (const path of [
      '/',
      '/about',
      '/solutions/open-edx',
      '/contact',
      `/customer-stories/${stories[0]?.id}`,
      '/resources/language-skills-workforce-strategy',
    ])
      for (const suffix of ['', '?lng=ar']) expect(locs).toContain(`http://localhost:3000${path}${suffix}`);
    for (const job of jobs.filter((j) => j.detailContent))
      expect(locs).toContain(`http://localhost:3000/vacancy-details/${job.id}`);
    expect(locs).not.toContain('http://localhost:3000/success');
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toContain(
      '<url><loc>http://localhost:3000/about?lng=ar</loc><xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/about"/><xhtml:link rel="alternate" hreflang="ar" href="http://localhost:3000/about?lng=ar"/><xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/about"/></url>',
    );

    // Content-dependent, so it carries an ETag; a client that has it gets 304.
    const again = await app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("follows the pages' own settings: a page an editor keeps out of search results leaves the sitemap", async () => {
    const locs = async () =>
      [...(await app.inject('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(await locs()).toContain('http://localhost:3000/our-awards');
    const headers = await signedInHeaders(app, database);
    const current = (await app.inject('/v1/pages/our-awards')).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/v1/pages/our-awards/settings',
      headers,
      payload: { settings: { ...current.settings, noindex: true }, version: current.settings_version },
    });
    expect(saved.statusCode).toBe(200);
    // A draft setting: the sitemap follows what visitors see, so only once published.
    expect(await locs()).toContain('http://localhost:3000/our-awards');
    const published = await app.inject({
      method: 'POST',
      url: '/v1/pages/publish',
      headers,
      payload: { slugs: ['our-awards'] },
    });
    expect(published.statusCode).toBe(200);
    const after = await locs();
    expect(after).not.toContain('http://localhost:3000/our-awards');
    expect(after).not.toContain('http://localhost:3000/our-awards?lng=ar');
    expect(after).toContain('http://localhost:3000/about');
  });
});

describe('GET /v1/links: what the editor can link to', () => {
  it('is for editors only', async () => {
    const response = await app.inject('/v1/links');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBeDefined();
  });

  it('names every page and detail item by its title in both languages, the thank-you page too', async () => {
    const response = await app.inject({ url: '/v1/links', headers: await signedInHeaders(app, database) });
    expect(response.statusCode).toBe(200);
    const links = response.json().links as Array<{ path: string; kind: string; title: { en: string; ar: string } }>;
    expect(links).toContainEqual({ path: '/about', kind: 'page', title: { en: 'About', ar: 'من نحن' } });
    expect(links).toContainEqual(
      expect.objectContaining({
        path: '/customer-stories/ramlah-holding',
        kind: 'story',
        title: expect.objectContaining({ ar: expect.stringContaining('رملة القابضة') }),
      }),
    );
    for (const kind of ['page', 'story', 'vacancy', 'resource']) expect(links.some((l) => l.kind === kind)).toBe(true);
    expect(links.some((l) => l.path === '/success')).toBe(true);
    expect(new Set(links.map((l) => l.path)).size).toBe(links.length);
  });
});

describe('a sitemap past 50,000 addresses', () => {
  const paths = Array.from({ length: 30_000 }, (_, i) => `/customer-stories/story-${i + 1}`);
  const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('is an index of parts of at most 50,000 addresses each, every address in exactly one part', () => {
    const index = sitemap(paths, 'https://example.com');
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual(['https://example.com/sitemap.xml?page=1', 'https://example.com/sitemap.xml?page=2']);
    const first = locs(sitemap(paths, 'https://example.com', 1));
    const second = locs(sitemap(paths, 'https://example.com', 2));
    expect(first).toHaveLength(URLS_PER_SITEMAP);
    expect(second).toHaveLength(60_000 - URLS_PER_SITEMAP);
    expect(new Set([...first, ...second]).size).toBe(60_000);
    expect(second.at(-1)).toBe('https://example.com/customer-stories/story-30000?lng=ar');
    expect(sitemap(paths, 'https://example.com', 3)).toBeNull();
  });

  it('stays one sitemap below the limit; a part it does not have is 404', async () => {
    expect(sitemap(paths.slice(0, 100), 'https://example.com')).toContain('<urlset');
    expect((await app.inject('/sitemap.xml?page=1')).body).toContain('<urlset');
    const missing = await app.inject('/sitemap.xml?page=2');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('sitemap_not_found');
  });
});
