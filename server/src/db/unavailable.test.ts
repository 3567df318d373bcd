import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILD_DIR, requireBuild, testApp } from '../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase } from '../../test/databases.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { type Database, openDatabase } from './client.ts';

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
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, onPoolError: () => {} });
    app = await testApp(database, { ssr: { kind: 'build', buildDir: BUILD_DIR } });
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
});
