import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Role } from '@site/blocks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppConfig, type AppOptions, createApp, type SsrSource } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createAuthService } from '../src/modules/auth/service.ts';
import { createTokenSigner } from '../src/modules/auth/tokens.ts';
import { createTestDatabase, openSeeded, type TestDatabase } from './databases.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const BUILD_DIR = process.env.WEB_BUILD_DIR || fileURLToPath(new URL('../../web/build', import.meta.url));

/** For tests that render the built app: stops with a clear message when there is no build. */
export function requireBuild(): void {
  if (!existsSync(path.join(BUILD_DIR, 'server/index.js')))
    throw new Error('Run `npm run build` first: this test renders the built app');
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-test-')),
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 0,
    UPLOAD_STORAGE: 'disk',
    UPLOAD_MAX_BYTES: 10 * 1024 * 1024,
    UPLOAD_MAX_VIDEO_BYTES: 100 * 1024 * 1024,
    PUBLIC_URL: 'http://localhost:3000',
    ADMIN_EMAIL: 'admin@example.com',
    MAIL_TRANSPORT: 'log',
    EMAILJS_URL: 'https://api.emailjs.com',
    MAIL_MAX_ATTEMPTS: 3,
    MAIL_RETRY_SECONDS: 0,
    MAIL_LEASE_SECONDS: 300,
    INQUIRY_RATE_LIMIT: 10,
    SEARCH_RATE_LIMIT: 10_000,
    LOGIN_RATE_LIMIT: 20,
    RESET_RATE_LIMIT: 10,
    PAGE_CACHE: 'on',
    PAGE_CACHE_MB: 48,
    ...overrides,
  };
}

/** The real app (API only unless `ssr` says otherwise) on a test database. */
export function testApp(
  database: Database,
  options: {
    ssr?: SsrSource;
    config?: Partial<AppConfig>;
    loginLimits?: AppOptions['loginLimits'];
    passwordChangeLimit?: AppOptions['passwordChangeLimit'];
    inquiryLimits?: AppOptions['inquiryLimits'];
    resetLimits?: AppOptions['resetLimits'];
    outbox?: AppOptions['outbox'];
    logger?: AppOptions['logger'];
    requestDeadlineMs?: number;
    clock?: AppOptions['clock'];
    onRoute?: AppOptions['onRoute'];
  } = {},
) {
  return createApp({
    logger: options.logger ?? false,
    requestDeadlineMs: options.requestDeadlineMs,
    clock: options.clock,
    onRoute: options.onRoute,
    loginLimits: options.loginLimits,
    passwordChangeLimit: options.passwordChangeLimit,
    inquiryLimits: options.inquiryLimits,
    resetLimits: options.resetLimits,
    // Off unless a test asks: tests drive delivery themselves, step by step.
    outbox: options.outbox ?? false,
    config: testConfig(options.config),
    database,
    jwtSecret: TEST_JWT_SECRET,
    ssr: options.ssr ?? { kind: 'none' },
  });
}

export function testAuth(database: Database) {
  return createAuthService(database.db, createTokenSigner(TEST_JWT_SECRET));
}

/** Signs a fresh user of `role` in through the API; the headers its writes carry. */
export async function signedInHeaders(app: FastifyInstance, database: Database, role: Role = 'editor') {
  const user = await createUser(database, role);
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { authorization: `Bearer ${response.json().access_token}` };
}

let counter = 0;
/** A fresh user of `role` with a valid password, and the e-mail it got. */
export async function createUser(database: Database, role: Role, password = 'Str0ng!pass') {
  const email = `${role}-${Date.now()}-${counter++}@example.com`;
  const user = await testAuth(database).createUser({ email, password, role });
  return { ...user, password };
}

/**
 * The seeded site's API on a new test database of `kind`, for the describe block calling it: made
 * before its tests (with an editor's headers), closed and dropped after them. Its fields are set
 * once the block's tests run.
 */
export function useSeededApp(kind: 'pglite' | 'postgres') {
  const seeded = {} as { test: TestDatabase; database: Database; app: FastifyInstance; editor: Record<string, string> };
  beforeAll(async () => {
    seeded.test = await createTestDatabase(kind);
    seeded.database = await openSeeded(seeded.test);
    seeded.app = await testApp(seeded.database);
    seeded.editor = await signedInHeaders(seeded.app, seeded.database, 'editor');
  }, 60_000);
  afterAll(async () => {
    await seeded.app?.close();
    await seeded.database?.close();
    await seeded.test?.drop();
  });
  return seeded;
}
