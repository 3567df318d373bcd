import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, requireBuild } from '../../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/databases.ts';
import { freePort, SITE_SERVER, startServer, stopServer, waitFor } from '../../../test/processes.ts';

const ADMIN = { email: 'admin@example.com', password: 'Cross!copy-pass1' };
type Block = { id: string; block_type: string; version: number; content: Record<string, unknown> };

/**
 * Issue #9: with several copies of the server on one PostgreSQL, a write on one drops the cached
 * pages of all of them. Two real server processes; the caches never expire by time, so without
 * the cross-copy notification the second copy would show the old page for ever.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two server copies on one PostgreSQL', () => {
  let database: TestDatabase;
  const copies: Array<{ process: ChildProcess; url: string }> = [];

  beforeAll(async () => {
    requireBuild();
    database = await createTestDatabase('postgres');
    const jwtSecret = 'a-secret-both-copies-share-to-accept-one-token';
    // One after the other: the first migrates and seeds, as a rolling start would.
    for (let copy = 0; copy < 2; copy++) {
      const port = await freePort();
      const env = {
        ...process.env,
        DATABASE_URL: database.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), `site-copy-${copy}-`)),
        PORT: String(port),
        JWT_SECRET: jwtSecret,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        WEB_BUILD_DIR: BUILD_DIR,
      };
      copies.push({ process: await startServer(SITE_SERVER, env, port), url: `http://127.0.0.1:${port}` });
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(copies.map((copy) => stopServer(copy.process)));
    await database?.drop();
  });

  const [first, second] = [() => copies[0]!.url, () => copies[1]!.url];
  const cacheOf = async (url: string) => (await fetch(url)).headers.get('server-timing')?.match(/hit|miss/)?.[0];
  const html = async (url: string) => (await fetch(url)).text();

  async function saveHeroTitle(on: string, title: string) {
    const login = await fetch(`${on}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const authorization = `Bearer ${access_token}`;
    const page = (await (await fetch(`${on}/v1/pages/home?draft=true`, { headers: { authorization } })).json()) as {
      blocks: Block[];
    };
    const hero = page.blocks.find((b) => b.block_type === 'HERO') as Block;
    const response = await fetch(`${on}/v1/pages/blocks/${hero.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({
        type: 'HERO',
        content: { ...hero.content, title: { en: title, ar: title } },
        version: hero.version,
      }),
    });
    expect(response.status).toBe(200);
    // Visitors see it once published (ADR 0025).
    const published = await fetch(`${on}/v1/pages/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ slugs: ['home'] }),
    });
    expect(published.status).toBe(200);
  }

  it("shows a save on one copy in the other copy's pages and page JSON, dropping nothing else", async () => {
    for (const url of ['/', '/about', '/v1/pages/home']) await fetch(second() + url);
    expect(await cacheOf(`${second()}/`)).toBe('hit');
    expect(await cacheOf(`${second()}/about`)).toBe('hit');

    await saveHeroTitle(first(), 'Saved on the first copy');

    await waitFor(async () => (await html(`${second()}/`)).includes('Saved on the first copy'), 10_000);
    expect(await html(`${second()}/v1/pages/home`)).toContain('Saved on the first copy');
    expect(await cacheOf(`${second()}/about`)).toBe('hit');
  });

  it('serves nothing stale after losing the notification connection, and caches again once it is back', async () => {
    await fetch(`${second()}/`);
    expect(await cacheOf(`${second()}/`)).toBe('hit');

    // Cut every copy's LISTEN connection: notifications sent now reach nobody.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
      );
      // Each copy's page-change listener, and its presence listener (ADR 0028).
      expect(rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.end();
    }
    await saveHeroTitle(first(), 'Saved while nobody listened');

    await waitFor(async () => (await html(`${second()}/`)).includes('Saved while nobody listened'), 10_000);
    // Reconnected: pages are kept again.
    await waitFor(async () => (await cacheOf(`${second()}/`)) === 'hit', 10_000);
    await saveHeroTitle(first(), 'Heard again');
    await waitFor(async () => (await html(`${second()}/`)).includes('Heard again'), 10_000);
  });

  // Sign-in limits (ADR 0007) are counted in the database: behind a load balancer, two copies
  // must not mean twice the attempts. Ten wrong passwords per account per window, across both.
  it('counts sign-in attempts on both copies against one limit', async () => {
    const attempt = (on: string) =>
      fetch(`${on}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'Someone@Example.com', password: 'not-the-password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 === 0 ? first() : second())).status);
    expect(statuses).toEqual(Array(10).fill(401));
    for (const on of [first(), second()]) {
      const refused = await attempt(on);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
