import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp } from '../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import type { Database } from '../db/client.ts';

/** Issue #17's attack classes, on every JSON write route: each answered 4xx in the contract's shape. */
const RUNS = 60;

/** Text no route may take: NUL, or half of a surrogate pair, somewhere inside otherwise ordinary text. */
const unsafeText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\udbff\u0041'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** What a client may send where text is expected: anything but text. */
const notText = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
  fc.constant({ toString: 'x', valueOf: 1 }),
  fc.integer({ min: 40, max: 2000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
);

/** Invisible characters only: a name made of them is no name. */
const invisible = fc
  .array(fc.constantFrom('\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00a0', ' ', '\u3164'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((chars) => chars.join(''));

const contact = {
  kind: 'contact',
  fullName: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '+971 4 123 4567',
  service: 'LMS',
  inquiry: 'We would like to move 6,000 staff to one platform.',
};

/** A JSON value with `leaf` put at a random place inside `base` (a value or, as a key, a field name). */
function withLeafAt(base: Record<string, unknown>, leaf: fc.Arbitrary<unknown>) {
  const keys = Object.keys(base);
  return fc
    .record({ key: fc.constantFrom(...keys), leaf, asKey: fc.boolean(), nested: fc.boolean() })
    .map(({ key, leaf: value, asKey, nested }) => {
      if (asKey && typeof value === 'string') return { ...base, [value]: 'x' };
      return { ...base, [key]: nested ? { inner: [value] } : value };
    });
}

describe.each(testDatabaseKinds())('the edge of every route on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;
  let blockId: string;
  let output = '';

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    const stream = new PassThrough();
    stream.on('data', (chunk) => (output += chunk));
    app = await testApp(database, {
      logger: { stream },
      config: { LOG_LEVEL: 'info' },
      inquiryLimits: { perAddress: { max: 100_000, timeWindow: 60_000 } },
      loginLimits: {
        perAddress: { max: 100_000, timeWindow: 60_000 },
        perPair: { max: 100_000, timeWindow: 60_000 },
        perAccount: { max: 100_000, timeWindow: 60_000 },
        perDevice: { max: 100_000, timeWindow: 60_000 },
      },
    });
    // A route that fails the way a database error does, quoting the visitor's values.
    app.post('/v1/test-failure', async () => {
      throw Object.assign(
        new Error('Failed query: insert into x values ($1)\nparams: Layla Secret-Name,layla@example.com'),
        {
          cause: Object.assign(new Error('invalid input syntax for type uuid: "Layla Secret-Name"'), { code: '22P02' }),
        },
      );
    });
    const user = await createUser(database, 'editor');
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    editor = { authorization: `Bearer ${login.json().access_token}` };
    blockId = (await app.inject('/v1/pages/home')).json().blocks[0].id;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  /** Every route that takes a JSON body, with a body it would accept (or refuse only for its meaning). */
  const routes = () => [
    { method: 'POST' as const, url: '/v1/inquiries', body: contact, headers: {} },
    {
      method: 'POST' as const,
      url: '/v1/auth/login',
      body: { email: 'a@example.com', password: 'Wr0ng!pass' },
      headers: {},
    },
    { method: 'POST' as const, url: '/v1/auth/token/refresh', body: { refresh_token: 'abc' }, headers: {} },
    { method: 'POST' as const, url: '/v1/auth/logout', body: { refresh_token: 'abc' }, headers: {} },
    {
      method: 'POST' as const,
      url: '/v1/auth/register',
      body: { email: 'new@example.com', password: 'G00d!pass', name: 'New' },
      headers: editor,
    },
    {
      method: 'POST' as const,
      url: '/v1/pages/fuzz-edge/blocks',
      body: { block_type: 'CTA', content: { title: 'Hello' } },
      headers: editor,
    },
    {
      method: 'PUT' as const,
      url: `/v1/pages/blocks/${blockId}`,
      body: { type: 'HERO', content: { title: { en: 'Hello', ar: 'مرحبا' } } },
      headers: editor,
    },
    {
      method: 'POST' as const,
      url: '/v1/pages/blocks/reorder',
      body: { slug: 'home', ids: [blockId] },
      headers: editor,
    },
    {
      method: 'PUT' as const,
      url: '/v1/pages/home/settings',
      body: { settings: { description: { en: 'About us', ar: 'من نحن' } } },
      headers: editor,
    },
    { method: 'POST' as const, url: `/v1/pages/blocks/${blockId}/restore`, body: { version: 1 }, headers: editor },
  ];

  it('refuses NUL and unpaired surrogates anywhere in any JSON body with a 400 naming the field', async () => {
    for (const route of routes()) {
      await fc.assert(
        fc.asyncProperty(withLeafAt(route.body, unsafeText), async (body) => {
          const response = await app.inject({
            method: route.method,
            url: route.url,
            headers: route.headers,
            payload: body,
          });
          expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
          const { error } = response.json();
          expect(error.code).toBe('invalid_text');
          expect(error.details[0].path).not.toBe('(root)');
        }),
        { numRuns: RUNS / 3 },
      );
    }
  });

  it('answers values of the wrong type, and nesting of any depth, with 4xx and never 500', async () => {
    for (const route of routes()) {
      await fc.assert(
        fc.asyncProperty(withLeafAt(route.body, notText), async (body) => {
          const response = await app.inject({
            method: route.method,
            url: route.url,
            headers: route.headers,
            payload: body,
          });
          expect(
            response.statusCode,
            `${route.method} ${route.url} ${JSON.stringify(body).slice(0, 200)}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().error.code).toEqual(expect.any(String));
        }),
        { numRuns: RUNS / 2 },
      );
    }
  });

  it('refuses a contact form field that is not text with a 400 naming it, in the visitor language', async () => {
    for (const value of [{}, { a: { b: 1 } }, [['x']], 42, true]) {
      for (const [lang, message] of [
        ['en', 'Must be text.'],
        ['ar', 'يجب أن تكون القيمة نصًا.'],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: '/v1/inquiries',
          headers: { 'accept-language': lang },
          payload: { ...contact, fullName: value },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.details.fullName).toBe(message);
      }
    }
  });

  it('refuses names made only of invisible characters as missing', async () => {
    await fc.assert(
      fc.asyncProperty(invisible, async (name) => {
        const response = await app.inject({
          method: 'POST',
          url: '/v1/inquiries',
          payload: { ...contact, fullName: name },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.details.fullName).toBe('Full name is required');
      }),
      { numRuns: RUNS / 2 },
    );
  });

  it('refuses NUL in an address or query, and a malformed %-escape, in the contract shape', async () => {
    for (const url of [
      '/v1/pages/%00',
      '/v1/pages/home%00x',
      '/v1/inquiries?kind=%00',
      '/v1/pages/blocks/%00/restore',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: editor });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('invalid_text');
    }
    for (const url of ['/v1/pages/%FF', '/v1/pages/%E0%A4%A', '/customer-stories/%C0']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json())).toEqual(['error']);
      expect(response.json().error).toMatchObject({ code: 'invalid_url', message: expect.any(String) });
    }
  });

  it('logs an unexpected error with its route and request id, never the submitted values', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test-failure',
      payload: { fullName: 'Layla Secret-Name', email: 'layla@example.com' },
      headers: { 'x-request-id': 'failure-trace-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal_error');
    const logged = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({
      reqId: 'failure-trace-1',
      route: 'POST /v1/test-failure',
      error: { code: '22P02' },
    });
    expect(output).not.toContain('Secret-Name');
    expect(output).not.toContain('layla@example.com');
  });
});
