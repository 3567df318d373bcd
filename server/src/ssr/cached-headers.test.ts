import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, requireBuild, testApp } from '../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase } from '../../test/databases.ts';
import { KEEP_ALIVE_MS } from '../app.ts';
import type { Database } from '../db/client.ts';

/**
 * A cached document is answered in front of Fastify with a header block built when it was stored
 * (`cached-responses.ts`). Over a real socket, a hit must carry exactly the headers of the first
 * answer (the miss, sent by the route handler), in every encoding, and every header a page gets
 * without the cache.
 */
describe('headers of a cached document over HTTP', () => {
  let test: TestDatabase;
  let database: Database;
  let cached: FastifyInstance;
  let uncached: FastifyInstance;

  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  };
  let cachedPort = 0;
  let uncachedPort = 0;

  beforeAll(async () => {
    requireBuild();
    test = await createTestDatabase('pglite');
    database = await openSeeded(test);
    const ssr = { kind: 'build', buildDir: BUILD_DIR } as const;
    cached = await testApp(database, { ssr });
    uncached = await testApp(database, { ssr, config: { PAGE_CACHE: 'off' } });
    cachedPort = await listen(cached);
    uncachedPort = await listen(uncached);
  });

  afterAll(async () => {
    await cached?.close();
    await uncached?.close();
    await database?.close();
    await test?.drop();
  });

  /** The response headers as sent, in order, names as written; and the body's length. */
  const get = (port: number, path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; raw: Array<[string, string]>; length: number }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (response) => {
          let length = 0;
          response.on('data', (chunk: Buffer) => {
            length += chunk.length;
          });
          response.on('end', () => {
            const raw: Array<[string, string]> = [];
            for (let i = 0; i < response.rawHeaders.length; i += 2)
              raw.push([response.rawHeaders[i] ?? '', response.rawHeaders[i + 1] ?? '']);
            resolve({ status: response.statusCode ?? 0, raw, length });
          });
        })
        .on('error', reject);
    });

  const without = (raw: Array<[string, string]>, ...names: string[]) =>
    raw.filter(([name]) => !names.includes(name.toLowerCase()));
  const value = (raw: Array<[string, string]>, name: string) => raw.find(([n]) => n.toLowerCase() === name)?.[1];

  for (const [encoding, acceptEncoding] of [
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['br', 'gzip, deflate, br'],
  ] as const) {
    it(`sends a hit with exactly the headers of the miss: ${encoding}`, async () => {
      const path = `/about?headers-test=${encoding}`;
      const headers: Record<string, string> = { 'x-request-id': `test-${encoding}` };
      if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
      const miss = await get(cachedPort, path, headers);
      const hit = await get(cachedPort, path, headers);
      expect(value(miss.raw, 'server-timing')).toMatch(/^cache;desc="miss", render;dur=/);
      expect(value(hit.raw, 'server-timing')).toBe('cache;desc="hit"');
      expect(hit.status).toBe(200);
      expect(without(hit.raw, 'server-timing', 'date')).toEqual(without(miss.raw, 'server-timing', 'date'));
      expect(value(hit.raw, 'x-request-id')).toBe(`test-${encoding}`);
      expect(value(hit.raw, 'content-encoding')).toBe(encoding === 'identity' ? undefined : encoding);
      expect(Number(value(hit.raw, 'content-length'))).toBe(hit.length);
      expect(value(hit.raw, 'date')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);

      // Every header an uncached page gets, the cached one has (the compressing plugin streams
      // an uncached page, so it has no length; a cached one is compressed already).
      const fresh = await get(uncachedPort, path, headers);
      const names = (raw: Array<[string, string]>) =>
        new Set(without(raw, 'content-length', 'transfer-encoding').map(([name]) => name.toLowerCase()));
      expect([...names(fresh.raw)].filter((name) => !names(hit.raw).has(name))).toEqual([]);
      for (const name of [
        'content-security-policy',
        'cache-control',
        'cdn-cache-control',
        'vary',
        'etag',
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
      ]) {
        expect(value(hit.raw, name), name).toBeTruthy();
      }
    });
  }

  it('answers a revalidation with 304 and the same headers, less the length', async () => {
    const path = '/about?headers-test=304';
    const first = await get(cachedPort, path, {});
    const etag = value(first.raw, 'etag') ?? '';
    const again = await get(cachedPort, path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.length).toBe(0);
    expect(without(again.raw, 'server-timing', 'date', 'x-request-id')).toEqual(
      without(first.raw, 'server-timing', 'date', 'x-request-id', 'content-length'),
    );
  });
  it('keeps an idle connection open longer than a proxy keeps its upstream ones, cached or not', async () => {
    // Node's own 5 s would close it as nginx (60 s) or a test client sends the next request: a reset.
    const headers = { connection: 'keep-alive' };
    for (const port of [cachedPort, uncachedPort]) {
      const path = `/about?headers-test=keep-alive-${port}`;
      for (const answer of [await get(port, path, headers), await get(port, path, headers)])
        expect(value(answer.raw, 'keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    }
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });
});
