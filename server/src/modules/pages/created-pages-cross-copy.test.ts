import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, requireBuild, signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase } from '../../../test/databases.ts';
import { waitFor } from '../../../test/processes.ts';
import type { Database } from '../../db/client.ts';

/**
 * ADR 0033: each server copy keeps the addresses of created pages and redirects in memory; a
 * create, move or delete on one copy reaches the other through PostgreSQL NOTIFY, so neither
 * answers from an old directory (nor from a cached document at an address that moved).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('created pages across two copies on one PostgreSQL', () => {
  let test: TestDatabase;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let editor: Record<string, string>;

  beforeAll(async () => {
    requireBuild();
    test = await createTestDatabase('postgres');
    databases.push(await openSeeded(test), await test.open());
    for (const database of databases) {
      const app = await testApp(database, { ssr: { kind: 'build', buildDir: BUILD_DIR } });
      await app.ready();
      apps.push(app);
    }
    editor = await signedInHeaders(apps[0] as FastifyInstance, databases[0] as Database, 'editor');
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await test?.drop();
  });

  const statusOn = async (app: FastifyInstance | undefined, url: string) =>
    (await (app as FastifyInstance).inject(url)).statusCode;

  it('a page created, moved and deleted on one copy is answered rightly by the other', async () => {
    const [writer, reader] = apps;
    const w = writer as FastifyInstance;
    // The other copy has read its directory (and found nothing there) before the page exists.
    expect(await statusOn(reader, '/autumn-fair')).toBe(404);
    const created = await w.inject({
      method: 'POST',
      url: '/v1/pages',
      headers: editor,
      payload: { template: 'landing', path: '/autumn-fair', title: { en: 'Autumn fair', ar: 'معرض الخريف' } },
    });
    const { slug } = created.json();
    await w.inject({ method: 'POST', url: '/v1/pages/publish', headers: editor, payload: { slugs: [slug] } });
    await waitFor(async () => (await statusOn(reader, '/autumn-fair')) === 200, 5000);
    // Cached there now; a move on the first copy turns it into a redirect on the second.
    expect((await (reader as FastifyInstance).inject('/autumn-fair')).headers['server-timing']).toContain('hit');
    await w.inject({ method: 'PUT', url: `/v1/pages/${slug}/path`, headers: editor, payload: { path: '/fair' } });
    await waitFor(async () => (await statusOn(reader, '/autumn-fair')) === 301, 5000);
    expect((await (reader as FastifyInstance).inject('/autumn-fair?lng=ar')).headers.location).toBe('/fair?lng=ar');
    expect(await statusOn(reader, '/fair')).toBe(200);
    await w.inject({ method: 'DELETE', url: `/v1/pages/${slug}`, headers: editor, payload: { redirect_to: null } });
    await waitFor(async () => (await statusOn(reader, '/fair')) === 410, 5000);
    expect(await statusOn(reader, '/autumn-fair')).toBe(410);
  });
});
