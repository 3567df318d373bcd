import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PAGE_SLUGS } from '@site/blocks/page-slugs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, createUser, signedInHeaders, testApp, testAuth } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import { type Database, sql } from '../../db/client.ts';
import { image, multipart } from '../uploads/test-fixtures.ts';
import { ArchiveError } from './archive.ts';
import { readTar, writeTar } from './tar.ts';
import { exportContent, importContent, verifyArchive } from './transfer.ts';
import type { UploadPlace } from './upload-files.ts';

/** Rendering pages needs the built app (CI builds first); without one, the HTML comparison is skipped. */
const hasBuild = existsSync(path.join(BUILD_DIR, 'server/index.js'));
/** Rendering every page twice over takes a few seconds alone, longer on a busy machine. */
const RENDER_TIMEOUT_MS = 120_000;
const ssr = hasBuild ? ({ kind: 'build', buildDir: BUILD_DIR } as const) : ({ kind: 'none' } as const);

interface Site {
  test: TestDatabase;
  database: Database;
  dataDir: string;
  uploads: UploadPlace;
  app: FastifyInstance;
}

/**
 * A seeded installation with the app on it. On PostgreSQL it keeps uploads in the database, as a
 * site of several copies does, so a move from PGlite also moves files from disk to the database.
 */
async function openSite(kind: 'pglite' | 'postgres'): Promise<Site> {
  const test = await createTestDatabase(kind);
  const database = await openSeeded(test);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-content-'));
  const uploads: UploadPlace =
    kind === 'postgres' ? { storage: 'database' } : { storage: 'disk', dir: path.join(dataDir, 'uploads') };
  const app = await appOn({ database, dataDir, uploads });
  return { test, database, dataDir, uploads, app };
}

function appOn(site: Pick<Site, 'database' | 'dataDir' | 'uploads'>) {
  return testApp(site.database, { ssr, config: { DATA_DIR: site.dataDir, UPLOAD_STORAGE: site.uploads.storage } });
}

async function closeSite(site: Site | undefined) {
  await site?.app.close();
  await site?.database.close();
  await site?.test.drop();
  if (site) rmSync(site.dataDir, { recursive: true, force: true });
}

/** Every address showing content: the fixed pages and whatever the sitemap lists (detail pages, created pages). */
async function sitePaths(app: FastifyInstance): Promise<string[]> {
  const sitemap = (await app.inject('/sitemap.xml')).body;
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<?]*)/g)].map((match) => match[1] || '/');
  return [...new Set([...Object.keys(PAGE_SLUGS), ...listed])].sort();
}

/** The HTML of every page in English and Arabic, by address. */
async function renderAll(app: FastifyInstance, paths: readonly string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const address of paths.flatMap((p) => [p, `${p}?lng=ar`])) {
    const response = await app.inject(address);
    pages.set(address, `${response.statusCode}\n${response.body}`);
  }
  return pages;
}

/** What the API gives visitors for every page (the header and footer too), by slug. */
async function pageJson(app: FastifyInstance): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const slug of [...Object.values(PAGE_SLUGS), 'header', 'footer']) {
    const response = await app.inject(`/v1/pages/${slug}`);
    pages.set(slug, `${response.statusCode}\n${response.body}`);
  }
  return pages;
}

/** What an installation holds, part by part (the checksum of each table and file), to show nothing changed. */
async function fingerprint(site: Site) {
  const { archive } = await exportContent(site.database, site.uploads);
  return JSON.parse(String(readTar(gunzipSync(archive))[0]?.data)).parts;
}

/** Where two texts part, with a little of each around it (a whole page would drown the report). */
function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let at = 0;
  while (a[at] === b[at]) at++;
  return `at ${at}: ${JSON.stringify(a.slice(at - 80, at + 120))} ≠ ${JSON.stringify(b.slice(at - 80, at + 120))}`;
}

/** The archive with one entry rewritten, its manifest left as it was (or, with `reseal`, made to match). */
function rewrite(archive: Buffer, name: string, change: (text: string) => string, reseal = false): Buffer {
  const entries = readTar(gunzipSync(archive)).map((entry) =>
    entry.name === name ? { name, data: Buffer.from(change(entry.data.toString('utf8'))) } : entry,
  );
  if (reseal) {
    const manifest = JSON.parse(String(entries[0]?.data));
    for (const part of manifest.parts) {
      const data = entries.find((entry) => entry.name === part.path)?.data ?? Buffer.alloc(0);
      Object.assign(part, { sha256: createHash('sha256').update(data).digest('hex'), bytes: data.length });
    }
    entries[0] = { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) };
  }
  return gzipSync(writeTar(entries));
}

describe('the content archive', () => {
  let source: Site;
  let archive: Buffer;
  let imageUrl: string;
  let paths: string[];
  let before: Map<string, string>;
  let draftAbout: unknown;
  let pagesBefore: Map<string, string>;

  beforeAll(async () => {
    source = await openSite('pglite');
    const editor = await signedInHeaders(source.app, source.database, 'editor');
    await createUser(source.database, 'admin'); // named by no content, so not in the archive
    const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      source.app.inject({ method, url, headers: editor, ...(payload ? { payload } : {}) });

    // An uploaded image in a new block, published.
    const body = multipart([
      { field: 'file', filename: 'team.png', contentType: 'image/png', data: await image(1300, 650) },
    ]);
    const upload = await source.app.inject({
      method: 'POST',
      url: '/v1/uploads/',
      headers: { ...body.headers, ...editor },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    imageUrl = upload.json().url;
    const cta = { title: { en: 'Our team at work', ar: 'فريقنا أثناء العمل' }, imageUrl };
    expect((await request('POST', '/v1/pages/about/blocks', { block_type: 'CTA', content: cta })).statusCode).toBe(201);
    // A published change of the home page's first block…
    const home = (await request('GET', '/v1/pages/home?draft=true')).json().blocks[0];
    const title = { en: 'Learning that moves the Gulf', ar: 'تعلّم يحرّك الخليج' };
    const saved = await request('PUT', `/v1/pages/blocks/${home.id}`, {
      type: home.block_type,
      content: { ...home.content, title },
      version: home.version,
    });
    expect(saved.statusCode).toBe(200);
    // A page made from a template, published, then moved: its old address redirects.
    const offer = { en: 'Summer offer', ar: 'عرض الصيف' };
    const created = await request('POST', '/v1/pages', { template: 'landing', path: '/summer-offer', title: offer });
    expect(created.statusCode).toBe(201);
    const slugs = ['about', 'home', created.json().slug];
    expect((await request('POST', '/v1/pages/publish', { slugs })).statusCode).toBe(200);
    const moved = await request('PUT', `/v1/pages/${created.json().slug}/path`, { path: '/summer-2027' });
    expect(moved.statusCode).toBe(200);
    // …and a draft change nobody published, which must travel as a draft.
    const about = (await request('GET', '/v1/pages/about?draft=true')).json().blocks[0];
    const draft = await request('PUT', `/v1/pages/blocks/${about.id}`, {
      type: about.block_type,
      content: { ...about.content, title: { en: 'Draft only', ar: 'مسودة فقط' } },
      version: about.version,
    });
    expect(draft.statusCode).toBe(200);
    draftAbout = (await request('GET', '/v1/pages/about?draft=true')).json();
    // …and an item of a collection (ADR 0040), filtered by a category and searched in Arabic there.
    const client = await request('POST', '/v1/collections/clients/items', {
      content: { name: { en: 'Qamar Health', ar: 'قمر الصحية' }, categories: ['healthcare'] },
    });
    expect(client.statusCode).toBe(201);
    expect((await request('POST', '/v1/collections/clients/items/client-qamar-health/publish')).statusCode).toBe(200);

    paths = await sitePaths(source.app);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/about', '/summer-2027', expect.stringMatching(/^\/customer-stories\/./)]),
    );
    pagesBefore = await pageJson(source.app);
    before = hasBuild ? await renderAll(source.app, paths) : new Map();
    archive = (await exportContent(source.database, source.uploads)).archive;
  });

  afterAll(() => closeSite(source));

  it('lists every part with its checksum in a manifest readable by standard tools', () => {
    const entries = readTar(gunzipSync(archive));
    expect(entries[0]?.name).toBe('manifest.json');
    const manifest = JSON.parse(String(entries[0]?.data));
    expect(manifest).toMatchObject({ format: 'gulf-learning-site/content', version: 1 });
    expect(manifest.migration).toMatch(/^\d{4}_/);
    expect(Object.keys(manifest.counts.tables)).toEqual(
      expect.arrayContaining([
        'pages',
        'blocks',
        'page_releases',
        'block_history',
        'items',
        'item_releases',
        'media_info',
        'media_items',
        'redirects',
      ]),
    );
    for (const personal of ['users', 'sessions', 'refresh_tokens', 'inquiries', 'uploads', 'user_tokens'])
      expect(manifest.counts.tables).not.toHaveProperty(personal);
    const files = entries.filter((entry) => entry.name.startsWith('files/')).map((entry) => entry.name);
    expect(files).toContain(`files/${path.basename(imageUrl)}`);
    expect(files.some((name) => name.endsWith('.webp'))).toBe(true);
    expect(manifest.parts.map((part: { path: string }) => part.path)).toEqual(entries.slice(1).map((e) => e.name));
    // Only the editor who made the changes, by id and e-mail: no password hash, no other account.
    const people = String(entries.find((entry) => entry.name === 'people.jsonl')?.data)
      .trim()
      .split('\n');
    expect(people).toHaveLength(1);
    expect(Object.keys(JSON.parse(people[0] as string))).toEqual(['id', 'email']);
  });

  it('refuses a truncated file, a wrong version, a changed byte and a changed row, before writing anything', () => {
    const refusal = (file: Buffer) => {
      try {
        verifyArchive(file);
      } catch (error) {
        expect(error).toBeInstanceOf(ArchiveError);
        return (error as Error).message;
      }
      throw new Error('the archive was accepted');
    };
    expect(refusal(archive.subarray(0, Math.floor(archive.length / 2)))).toMatch(/truncated/);
    expect(refusal(archive.subarray(0, archive.length - 8))).toMatch(/truncated/);
    expect(refusal(rewrite(archive, 'manifest.json', (t) => t.replace('"version": 1', '"version": 2')))).toBe(
      'the archive is format version 2; this installation reads version 1',
    );
    expect(
      refusal(rewrite(archive, 'manifest.json', (t) => t.replace(/"migration": "[^"]+"/, '"migration": "0099_x"'))),
    ).toMatch(/made at schema migration 0099_x/);
    // A changed byte of the compressed stream: gzip's own check (or the stream's structure) catches it.
    const flipped = Buffer.from(archive);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] as number) ^ 0x55;
    expect(refusal(flipped)).toMatch(/damaged|tampered|truncated/);
    expect(refusal(rewrite(archive, 'tables/blocks.jsonl', (t) => t.replace('Draft only', 'Draft 0nly')))).toBe(
      'tables/blocks.jsonl does not match its checksum (the file was damaged or tampered with)',
    );
    expect(refusal(Buffer.from('not an archive'))).toMatch(/not a content archive/);
    // Consistent checksums do not make a row acceptable: each must fit its table and block type.
    const resealed = (name: string, change: (text: string) => string) => refusal(rewrite(archive, name, change, true));
    expect(resealed('tables/blocks.jsonl', (t) => t.replace('"Draft only"', '42'))).toMatch(
      /^tables\/blocks\.jsonl line \d+: the block's content is not valid/,
    );
    expect(resealed('tables/pages.jsonl', (t) => t.replace('"slug":', '"slogan":'))).toMatch(
      /^tables\/pages\.jsonl line 1: pages has no column slogan$/,
    );
    expect(resealed('tables/redirects.jsonl', (t) => `${t}{"to_path":"/x"}\n`)).toBe(
      'tables/redirects.jsonl line 2: from_path is required',
    );
  });

  it('refuses an entry the format does not define, by name, even when the manifest lists it with its checksum', () => {
    const withEntry = (name: string, listed: boolean) => {
      const entries = readTar(gunzipSync(archive));
      const data = Buffer.from('pwned\n');
      entries.push({ name, data });
      if (listed) {
        const manifest = JSON.parse(String(entries[0]?.data));
        manifest.parts.push({
          path: name,
          sha256: createHash('sha256').update(data).digest('hex'),
          bytes: data.length,
        });
        entries[0] = { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) };
      }
      return gzipSync(writeTar(entries));
    };
    for (const name of [
      '../../tmp/pwned',
      '/tmp/pwned',
      'files/../../x.png',
      'files/nested/x.png',
      'tables/users.jsonl',
      'notes.txt',
    ]) {
      for (const listed of [true, false]) {
        expect(() => verifyArchive(withEntry(name, listed)), `${name} listed: ${listed}`).toThrow(
          new ArchiveError(`it holds ${JSON.stringify(name)}, which the archive format does not define`),
        );
      }
    }
    // A defined name twice: the second copy would silently win.
    const entries = readTar(gunzipSync(archive));
    const twice = gzipSync(writeTar([...entries, entries[1] as (typeof entries)[number]]));
    expect(() => verifyArchive(twice)).toThrow('it holds an entry twice (tampered with?)');
  });

  describe.each(testDatabaseKinds())('imported into a new installation on %s', (kind) => {
    let target: Site;

    let sameEditorId: string;

    beforeAll(async () => {
      target = await openSite(kind);
      // The source's editor has an account here too, under the same e-mail (another id).
      const [person] = verifyArchive(archive).people;
      const user = await testAuth(target.database).createUser({
        email: person?.email ?? '',
        password: 'Str0ng!pass',
        role: 'editor',
      });
      sameEditorId = user.id;
    });
    afterAll(() => closeSite(target));

    it('leaves nothing written when the file is refused', async () => {
      const unchanged = await fingerprint(target);
      for (const bad of [archive.subarray(0, archive.length - 100), rewrite(archive, 'people.jsonl', (t) => `${t} `)]) {
        await expect(async () => importContent(target.database, target.uploads, verifyArchive(bad))).rejects.toThrow(
          ArchiveError,
        );
      }
      expect(await fingerprint(target)).toEqual(unchanged);
    });

    it('loads into the untouched installation: every address, page JSON and file as before', async () => {
      const counts = await importContent(target.database, target.uploads, verifyArchive(archive));
      expect(counts.files).toBeGreaterThanOrEqual(3);
      await target.app.close();
      target.app = await appOn(target);

      expect(await sitePaths(target.app)).toEqual(paths);
      expect(await pageJson(target.app)).toEqual(pagesBefore);
      // "Who changed this" points at the same person's account here.
      const { rows } = (await target.database.db.execute(
        sql`select count(*)::int as n from block_history where user_id = ${sameEditorId}`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(rows[0]?.n).toBeGreaterThanOrEqual(3);
      const redirect = await target.app.inject('/summer-offer?lng=ar');
      expect(redirect.statusCode).toBe(301);
      expect(redirect.headers.location).toBe('/summer-2027?lng=ar');
      // The collection's item, with what lists find it by.
      const editorHere = await signedInHeaders(target.app, target.database, 'editor');
      const clients = await target.app.inject({
        url: `/v1/collections/clients/items?filter=category:healthcare&q=${encodeURIComponent('قمر الصحيه')}`,
        headers: editorHere,
      });
      expect(clients.json()).toMatchObject({ total: 1, items: [{ slug: 'client-qamar-health', version: 1 }] });
      // …published as it was: its live release came along.
      const state = await target.app.inject({
        url: '/v1/collections/clients/items/client-qamar-health/publishing',
        headers: editorHere,
      });
      expect(state.json()).toMatchObject({ changed: false, live: { number: 1, live: true } });
      const served = await target.app.inject(imageUrl);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals((await source.app.inject(imageUrl)).rawPayload)).toBe(true);
    });

    it.skipIf(!hasBuild)(
      'renders every page, detail pages included, as before in English and Arabic',
      async () => {
        const after = await renderAll(target.app, paths);
        expect(after.size).toBe(paths.length * 2);
        const differences = [...before].flatMap(([address, html]) => {
          const other = after.get(address) ?? '';
          return html === other ? [] : [`${address}: ${firstDifference(html, other)}`];
        });
        expect(differences).toEqual([]);
        expect(before.get('/')).toContain('Learning that moves the Gulf');
        expect(before.get('/?lng=ar')).toContain('تعلّم يحرّك الخليج');
      },
      RENDER_TIMEOUT_MS,
    );

    it('keeps the draft a draft, and publishes after the import continue the release numbers', async () => {
      // Users did not travel, so the editor is a new one here.
      const editor = await signedInHeaders(target.app, target.database, 'editor');
      const draft = (await target.app.inject({ url: '/v1/pages/about?draft=true', headers: editor })).json();
      expect(draft).toEqual(draftAbout);
      expect((await target.app.inject('/v1/pages/about')).body).not.toContain('Draft only');
      const published = await target.app.inject({
        method: 'POST',
        url: '/v1/pages/publish',
        headers: editor,
        payload: { slugs: ['about'] },
      });
      expect(published.statusCode).toBe(200);
      expect((await target.app.inject('/v1/pages/about')).body).toContain('Draft only');
    });

    it(
      'refuses to load into an installation with content, unless told to replace it',
      async () => {
        const unchanged = await fingerprint(target);
        await expect(importContent(target.database, target.uploads, verifyArchive(archive))).rejects.toThrow(
          /^this installation already has content \(.*publish.*\); add --replace to replace it$/,
        );
        expect(await fingerprint(target)).toEqual(unchanged);

        await importContent(target.database, target.uploads, verifyArchive(archive), { replace: true });
        await target.app.close();
        target.app = await appOn(target);
        expect((await target.app.inject('/v1/pages/about')).body).not.toContain('Draft only');
        if (hasBuild) {
          const home = `200\n${(await target.app.inject('/')).body}`;
          expect(firstDifference(before.get('/') ?? '', home)).toBeUndefined();
        }
      },
      RENDER_TIMEOUT_MS,
    );
  });
});
