import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, requireBuild, testApp } from '../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { listenOnLoopback } from '../../test/wire.ts';
import type { Database } from '../db/client.ts';

/**
 * Issue #29: no anonymous request answers 500. Every route a visitor can call without signing in,
 * with hostile values in the request headers that reach rendering and the limiters (Host,
 * X-Forwarded-*, Accept-Language, Cookie), and over-long values in every field of every anonymous
 * body. Pages are rendered on every request (no page cache), behind a trusted proxy, so that the
 * forwarded headers are read too.
 */
const RUNS = 12;

/** The Host values of the attack run, each of which answered 500 on an uncached page. */
const HOSTILE_HOSTS = [
  'a@b',
  'evil.com:99999',
  '[::1',
  '%',
  'evil.com:abc',
  'user:pw@host',
  '127.0.0.1@evil.com',
  '',
  ' ',
  'evil.com/path?x',
  'évil.com',
  '\u0000',
];

/** Printable text of any shape, as a header value may carry it. */
const printable = (maxLength: number) =>
  fc.array(fc.integer({ min: 0x20, max: 0x7e }), { maxLength }).map((codes) => String.fromCharCode(...codes).trim());

/** A value thousands of characters long that no compression shrinks. */
const incompressible = (length: number) => randomBytes(Math.ceil((length * 3) / 4)).toString('base64');

const headerValue = fc.oneof(
  printable(60),
  fc.constantFrom(...HOSTILE_HOSTS.filter((host) => !host.includes('\u0000'))),
  fc.integer({ min: 1000, max: 4000 }).map((n) => incompressible(n)),
);

const hostileHeaders = fc.record(
  {
    host: fc.oneof(fc.constantFrom(...HOSTILE_HOSTS.filter((host) => !host.includes('\u0000'))), printable(80)),
    'x-forwarded-host': headerValue,
    'x-forwarded-proto': fc.oneof(fc.constantFrom('https', 'http', 'javascript', 'a b', ''), printable(20)),
    'x-forwarded-for': fc.oneof(fc.constantFrom('1.2.3.4', '::1', 'not an address', '999.1.1.1, x'), headerValue),
    'accept-language': fc.oneof(fc.constantFrom('ar', 'ar-SA,ar;q=0.9', '*', 'q=;;;,,'), headerValue),
    cookie: fc.oneof(
      fc.constantFrom('i18next=ar', 'i18next=%', 'i18next=<script>', 'i18next', '=;=;', 'sign_in_device=x.y.z'),
      headerValue.map((value) => `i18next=${value}`),
      headerValue,
    ),
  },
  { requiredKeys: ['host'] },
);

/** Addresses a visitor can open: pages, details, lists with filters, the login area, the API's public reads. */
const GET_URLS = [
  '/',
  '/about',
  '/customer-stories?industry=x&page=2',
  '/resources?filter=blog&page=3',
  '/our-team',
  '/login',
  '/create-new-password?token=abc',
  '/no-such-page',
  '/about?preview=not-a-token',
  '/sitemap.xml',
  '/robots.txt',
  '/v1/pages/home',
  '/v1/pages/header',
  '/healthz',
  '/readyz',
];

/** Every anonymous route that takes a JSON body, with a body it would accept (or refuse only for its meaning). */
const POSTS: Array<{ url: string; body: Record<string, string> }> = [
  { url: '/v1/auth/login', body: { email: 'someone@example.com', password: 'Wr0ng!pass' } },
  { url: '/v1/auth/token/refresh', body: { refresh_token: 'abc' } },
  { url: '/v1/auth/logout', body: { refresh_token: 'abc' } },
  { url: '/v1/auth/register', body: { email: 'new@example.com', password: 'G00d!pass', name: 'New' } },
  { url: '/v1/auth/forgot-password', body: { email: 'someone@example.com', language: 'ar' } },
  { url: '/v1/auth/check-link', body: { token: 'abc' } },
  { url: '/v1/auth/reset-password', body: { token: 'abc', new_password: 'G00d!pass' } },
  {
    url: '/v1/inquiries',
    body: {
      kind: 'contact',
      fullName: 'Layla Haddad',
      email: 'layla@example.com',
      phone: '+971 4 123 4567',
      inquiry: 'Hello',
    },
  },
  { url: '/v1/inquiries', body: { kind: 'demo', fullName: 'Omar', email: 'omar@example.com', phone: '050 123 4567' } },
  {
    url: '/v1/inquiries',
    body: { kind: 'application', vacancyId: 'x', fullName: 'Omar', email: 'omar@example.com', coverLetter: '' },
  },
];

function expectNoServerError(response: { statusCode: number; body: string; json: () => unknown }, what: string) {
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode >= 400 && what.includes(' /v1/')) {
    expect(Object.keys(response.json() as object), what).toEqual(['error']);
    expect((response.json() as { error: { code: unknown } }).error.code, what).toEqual(expect.any(String));
  }
}

describe.each(testDatabaseKinds())('anonymous requests on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    requireBuild();
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    const generous = { max: 1_000_000, timeWindow: 60_000 };
    app = await testApp(database, {
      ssr: { kind: 'build', buildDir: BUILD_DIR },
      config: { PAGE_CACHE: 'off', TRUST_PROXY: 1 },
      loginLimits: { perAddress: generous, perPair: generous, perAccount: generous, perDevice: generous },
      inquiryLimits: { perAddress: generous },
      resetLimits: { perAddress: generous, perAccount: generous },
    });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  it('renders every page for the site’s own address, whatever Host and forwarded headers say', async () => {
    for (const url of GET_URLS) {
      for (const host of HOSTILE_HOSTS.filter((h) => !h.includes('\u0000'))) {
        const response = await app.inject({ url, headers: { host, 'x-forwarded-host': host } });
        expectNoServerError(response, `GET ${url} Host: ${host}`);
      }
    }
    const about = await app.inject({ url: '/about', headers: { host: 'a@b' } });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<link rel="canonical" href="http://localhost:3000/about"/>');
  }, 120_000);

  it('answers any Host, X-Forwarded-*, Accept-Language and Cookie without a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GET_URLS), hostileHeaders, async (url, headers) => {
        const response = await app.inject({ url, headers });
        expectNoServerError(response, `GET ${url} ${JSON.stringify(headers).slice(0, 300)}`);
      }),
      { numRuns: RUNS * GET_URLS.length },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), hostileHeaders, async (route, headers) => {
        const response = await app.inject({ method: 'POST', url: route.url, headers, payload: route.body });
        expectNoServerError(response, `POST ${route.url} ${JSON.stringify(headers).slice(0, 300)}`);
      }),
      { numRuns: RUNS * POSTS.length },
    );
  }, 120_000);

  it('answers an over-long value in any field of any anonymous body without a 500, refusals in the contract’s shape', async () => {
    for (const route of POSTS) {
      for (const field of Object.keys(route.body)) {
        for (const length of [3000, 100_000]) {
          const body = { ...route.body, [field]: incompressible(length) };
          const response = await app.inject({ method: 'POST', url: route.url, payload: body });
          expectNoServerError(response, `POST ${route.url} ${field} × ${length}`);
          // No field takes 100,000 characters; 3,000 fit a message or a cover letter.
          if (length > 10_000)
            expect(response.statusCode, `POST ${route.url} ${field} × ${length}`).toBeGreaterThanOrEqual(400);
        }
      }
    }
  }, 120_000);

  it('answers over-long addresses and query values without a 500', async () => {
    const long = incompressible(6000);
    for (const url of [
      `/${long}`,
      `/customer-stories/${long}`,
      `/resources/${long}`,
      `/vacancy-details/${long}`,
      `/v1/pages/${long}`,
      `/data/uploads/${long}.png`,
      `/about?lng=${long}`,
      `/about?preview=${long}`,
      `/customer-stories?industry=${long}&solution=${long}&page=${long}`,
      `/resources?filter=${long}&page=99999999999999999999`,
      `/create-new-password?token=${long}`,
    ]) {
      const response = await app.inject({ url });
      expectNoServerError(response, `GET ${url.slice(0, 60)}…`);
    }
  }, 60_000);

  it('answers hostile Host lines sent on a real socket, through Node.js’s own parser, without a 500', async () => {
    const server = app.server;
    const port = server.listening ? (server.address() as { port: number }).port : await listenOnLoopback(server);
    for (const host of HOSTILE_HOSTS.filter((h) => h !== '\u0000')) {
      const status = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
          if (answer.includes('\r\n')) {
            socket.destroy();
            resolve(answer.slice(0, answer.indexOf('\r\n')));
          }
        });
        socket.on('error', reject);
        socket.write(`GET /about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      });
      expect(status, `Host: ${host}`).toMatch(/^HTTP\/1\.1 [234]\d\d /);
    }
  }, 60_000);
});
