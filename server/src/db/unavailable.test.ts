import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILD_DIR, requireBuild, testApp } from '../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase } from '../../test/databases.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { type Database, openDatabase } from './client.ts';

/** Shorter than the app's 5 s, so the test waits less; the mechanism is the same. */
const QUERY_TIMEOUT_MS = 1500;

// Only a database server can go away; the embedded one lives and dies with the process.
describe.runIf(process.env.TEST_DATABASE_URL)('when PostgreSQL goes away and comes back', () => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

  beforeAll(async () => {
    requireBuild();
    test = await createTestDatabase('postgres');
    await (await openSeeded(test)).close();
    const url = new URL(test.url as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: null,
      onPoolError: () => {},
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
    app = await testApp(database, { ssr: { kind: 'build', buildDir: BUILD_DIR }, requestDeadlineMs: 4000 });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await test?.drop();
  });

  it('answers 503 with the error shape, shows the page error, and recovers by itself', async () => {
    expect((await app.inject('/v1/pages/home')).statusCode).toBe(200);

    await proxy.cut();
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('database_unavailable');

    const api = await app.inject('/v1/pages/home');
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ error: { code: 'database_unavailable', message: expect.any(String) } });

    const html = await app.inject('/');
    expect(html.statusCode).toBe(503);
    expect(html.body).toContain('Failed to load page content.');
    expect(html.body).toContain('Failed to load global content.');

    await proxy.restore();
    await vi.waitFor(async () => expect((await app.inject('/readyz')).statusCode).toBe(200), { timeout: 10_000 });
    expect((await app.inject('/v1/pages/home')).statusCode).toBe(200);
    const back = await app.inject('/');
    expect(back.statusCode).toBe(200);
    expect(back.body).not.toContain('Failed to load');
  });

  it('answers 503 within seconds while PostgreSQL stops answering with its connections up, and recovers by itself', async () => {
    expect((await app.inject('/v1/pages/our-team')).statusCode).toBe(200);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    proxy.stall();
    try {
      // Pages not read yet, so nothing answers from a cache: each needs the database.
      for (const url of ['/v1/pages/our-awards', '/our-partners', '/readyz']) {
        const started = Date.now();
        const response = await app.inject(url);
        const seconds = (Date.now() - started) / 1000;
        expect(response.statusCode, url).toBe(503);
        expect(seconds, url).toBeLessThan(5);
        if (url.startsWith('/v1') || url === '/readyz')
          expect(response.json().error.code, url).toBe('database_unavailable');
        else expect(response.body).toContain('Failed to load page content.');
      }
      // A write that takes a lock and then stalls does not hang either.
      const started = Date.now();
      const login = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'nobody@example.com', password: 'Wr0ng!pass' },
      });
      expect(login.statusCode).toBe(503);
      expect((Date.now() - started) / 1000).toBeLessThan(5);
    } finally {
      proxy.resume();
    }
    await vi.waitFor(async () => expect((await app.inject('/readyz')).statusCode).toBe(200), { timeout: 15_000 });
    await vi.waitFor(async () => expect((await app.inject('/v1/pages/our-awards')).statusCode).toBe(200), {
      timeout: 15_000,
    });
    expect((await app.inject('/our-partners')).statusCode).toBe(200);
  });
});
