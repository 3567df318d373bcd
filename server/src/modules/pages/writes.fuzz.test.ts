import { blockRegistry, checkBlockContent } from '@site/blocks';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';

const RUNS = 250;
const types = [...Object.keys(blockRegistry), 'hero', 'Cta', 'MARQUEE', '', '__proto__'];

/** Payloads near the real shapes (so some pass) and far from them (so most fail in every way). */
const content = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom('title', 'subtitle', 'cards', 'menuItems', 'buttonLink', 'posts', 'en', 'ar'),
    fc.jsonValue(),
  ),
  fc.record({ title: fc.oneof(fc.string(), fc.record({ en: fc.string(), ar: fc.string() }), fc.jsonValue()) }),
);

describe.each(testDatabaseKinds())('fuzzing block writes on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let authorization: string;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database);
    const editor = await createUser(database, 'editor');
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: editor.email, password: editor.password },
    });
    authorization = `Bearer ${login.json().access_token}`;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  it(`answers ${RUNS} random writes with 2xx or 4xx only, and every stored block stays valid`, async () => {
    const ids = (await app.inject('/v1/pages/home')).json().blocks.map((b: { id: string }) => b.id) as string[];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            kind: fc.constant('create' as const),
            block_type: fc.constantFrom(...types),
            content,
            order: fc.option(fc.integer({ min: -5, max: 50 }), { nil: undefined }),
          }),
          fc.record({
            kind: fc.constant('update' as const),
            id: fc.constantFrom(...ids),
            type: fc.constantFrom(...types),
            content,
          }),
          fc.record({
            kind: fc.constant('raw' as const),
            body: fc.oneof(
              fc.string(),
              fc.jsonValue().map((v) => JSON.stringify(v)),
            ),
          }),
        ),
        async (op) => {
          const response =
            op.kind === 'create'
              ? await app.inject({
                  method: 'POST',
                  url: '/v1/pages/fuzz/blocks',
                  headers: { authorization },
                  payload: {
                    block_type: op.block_type,
                    content: op.content,
                    ...(op.order === undefined ? {} : { order: op.order }),
                  },
                })
              : op.kind === 'update'
                ? await app.inject({
                    method: 'PUT',
                    url: `/v1/pages/blocks/${op.id}`,
                    headers: { authorization },
                    payload: { type: op.type, content: op.content },
                  })
                : await app.inject({
                    method: 'PUT',
                    url: `/v1/pages/blocks/${ids[0]}`,
                    headers: { authorization, 'content-type': 'application/json' },
                    payload: op.body,
                  });
          expect(response.statusCode).toBeGreaterThanOrEqual(200);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().error.code).toEqual(expect.any(String));
        },
      ),
      { numRuns: RUNS },
    );
    for (const slug of ['home', 'fuzz']) {
      const page = (await app.inject(`/v1/pages/${slug}`)).json();
      for (const block of page.blocks ?? []) expect(checkBlockContent(block.block_type, block.content).ok).toBe(true);
    }
  });
});
