import { API_ROUTES } from '@site/blocks/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { fastifyPath } from '../../http/route.ts';

/**
 * ADR 0039: every route is declared once, and the OpenAPI document is made from the declarations.
 * These tests fail when a registered route is missing from the document, when the document names a
 * route nobody serves, and when a route's declared access is not what it enforces.
 */

/**
 * Served, but not routes of their own: wildcards (the pages React Router renders, the API's
 * not-found answer, the seed's media files) and the reference's own files.
 */
const NOT_API = (url: string) => url.endsWith('*') || url.startsWith('/v1/docs');

/** Fastify's `:name` as OpenAPI's `{name}`; `/v1/uploads` is served as `/v1/uploads/` too, one route. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/^\/v1\/uploads$/, '/v1/uploads/');

describe('the route contracts and the OpenAPI document', () => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let document: { paths: Record<string, Record<string, { security?: unknown }>> };
  const registered: Array<{ method: string; path: string }> = [];

  beforeAll(async () => {
    test = await createTestDatabase('pglite');
    database = await openSeeded(test);
    app = await testApp(database, {
      onRoute: ({ method, url }) => {
        for (const m of [method].flat()) if (m !== 'HEAD' && !NOT_API(url)) registered.push({ method: m, path: url });
      },
    });
    document = (await app.inject('/v1/openapi.json')).json();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  it('describes every registered route', () => {
    const missing = registered
      .filter(({ method, path }) => !document.paths[openApiPath(path)]?.[method.toLowerCase()])
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    expect(registered.length).toBeGreaterThan(40);
  });

  it('describes only routes that are served', () => {
    const served = new Set(registered.map(({ method, path }) => `${method.toLowerCase()} ${openApiPath(path)}`));
    const phantom = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => `${method} ${path}`)
        .filter((route) => !served.has(route)),
    );
    expect(phantom).toEqual([]);
  });

  it('declares each route once, with a params schema naming exactly the parameters of its path', () => {
    const seen = new Set<string>();
    for (const contract of API_ROUTES) {
      const key = `${contract.method} ${contract.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      const inPath = [...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = contract.params
        ? Object.keys((z.toJSONSchema(contract.params, { io: 'input' }) as { properties?: object }).properties ?? {})
        : [];
      expect(declared.sort(), key).toEqual(inPath);
    }
  });

  it('keeps every declared route as closed as it says: without a token, 401 in the contract’s shape', async () => {
    for (const contract of API_ROUTES.filter((c) => c.access !== 'anyone')) {
      const url = fastifyPath(contract.path).replace(/:\w+/g, 'x');
      const response = await app.inject({ method: contract.method, url, payload: contract.body ? {} : undefined });
      expect(response.statusCode, `${contract.method} ${contract.path}`).toBe(401);
      expect(response.json().error.code, `${contract.method} ${contract.path}`).toEqual(expect.any(String));
      expect(document.paths[contract.path]?.[contract.method.toLowerCase()]?.security).toEqual([{ bearer: [] }]);
    }
  });
});
