import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp } from '../../../test/app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';

/** Each sign-in and password check runs scrypt at OWASP cost: seconds apiece on a busy machine. */
const SLOW = 60_000;

/** The signed-in user's own account: who am I (`GET /v1/auth/me`) and changing the password. */
describe.each(testDatabaseKinds())('account on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await test.open();
    await database.migrate();
    app = await testApp(database, {
      loginLimits: {
        perAddress: { max: 1000, timeWindow: 60_000 },
        perPair: { max: 1000, timeWindow: 60_000 },
        perAccount: { max: 1000, timeWindow: 60_000 },
        perDevice: { max: 1000, timeWindow: 60_000 },
      },
      passwordChangeLimit: { max: 3, timeWindow: 60_000 },
      // A change runs scrypt twice; on a loaded machine that can outlast the usual 10 s.
      requestDeadlineMs: SLOW,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  type Tokens = { access_token: string; refresh_token: string };
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  const signIn = async (user: { email: string; password: string }) =>
    (await login(user.email, user.password)).json() as Tokens;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token?: string) => app.inject({ method: 'GET', url: '/v1/auth/me', headers: token ? bearer(token) : {} });
  const refresh = (refresh_token: string) =>
    app.inject({ method: 'POST', url: '/v1/auth/token/refresh', payload: { refresh_token } });
  const changePassword = (token: string | undefined, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/v1/auth/password',
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      payload: JSON.stringify(payload),
    });
  /** A write an editor may do. */
  const write = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/pages/account-scratch/blocks',
      headers: bearer(token),
      payload: { block_type: 'CTA', content: { title: 'Hello' } },
    });

  it(
    'tells a signed-in user who they are, and nobody else',
    async () => {
      const user = await createUser(database, 'admin');
      const { access_token } = await signIn(user);
      const response = await me(access_token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ id: user.id, email: user.email, name: null, role: 'admin' });

      const anonymous = await me();
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthorized');
      const forged = await me(`${access_token}x`);
      expect(forged.statusCode).toBe(401);
      expect(forged.json().error.code).toBe('invalid_token');
    },
    SLOW,
  );

  it(
    'refuses to change a password without a live access token (401)',
    async () => {
      const user = await createUser(database, 'editor');
      const payload = { current_password: user.password, new_password: 'N3w!password' };
      const anonymous = await changePassword(undefined, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthorized');

      const tokens = await signIn(user);
      await app.inject({ method: 'POST', url: '/v1/auth/logout', payload: { refresh_token: tokens.refresh_token } });
      expect((await changePassword(tokens.access_token, payload)).statusCode).toBe(401);
      // Nothing changed: the old password still signs in.
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'refuses a wrong current password with its own code, and changes nothing',
    async () => {
      const user = await createUser(database, 'editor');
      const tokens = await signIn(user);
      const other = await signIn(user);
      const response = await changePassword(tokens.access_token, {
        current_password: 'Wr0ng!password',
        new_password: 'N3w!password',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'wrong_current_password',
        details: [{ path: 'current_password' }],
      });
      expect((await login(user.email, user.password)).statusCode).toBe(200);
      expect((await login(user.email, 'N3w!password')).statusCode).toBe(401);
      // No session was ended.
      expect((await me(other.access_token)).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'refuses a weak new password, naming each rule it misses',
    async () => {
      const user = await createUser(database, 'editor');
      const { access_token } = await signIn(user);
      const response = await changePassword(access_token, { current_password: user.password, new_password: 'short' });
      expect(response.statusCode).toBe(400);
      const { code, details } = response.json().error;
      expect(code).toBe('invalid_input');
      expect(details.every((d: { path: string }) => d.path === 'new_password')).toBe(true);
      expect(details.map((d: { message: string }) => d.message)).toEqual(
        expect.arrayContaining([
          'At least 8 characters',
          'At least one upper-case letter',
          'At least one digit',
          'At least one of ! @ # $ % ^ *',
        ]),
      );
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'answers malformed bodies with 400, never 500',
    async () => {
      const user = await createUser(database, 'editor');
      const { access_token } = await signIn(user);
      for (const payload of [
        'just a string',
        null,
        [],
        {},
        { current_password: user.password },
        { current_password: 42, new_password: 'N3w!password' },
        { current_password: user.password, new_password: 'N3w!password', extra: true },
        { current_password: 'x'.repeat(100_000), new_password: 'N3w!password' },
      ]) {
        const response = await changePassword(access_token, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(response.json().error.code).toBe('invalid_input');
      }
    },
    SLOW,
  );

  it(
    'changes the password, ends every other session of the user, and keeps this one',
    async () => {
      const user = await createUser(database, 'editor');
      const bystander = await createUser(database, 'editor');
      const mine = await signIn(user);
      const other = await signIn(user);
      const theirs = await signIn(bystander);

      const response = await changePassword(mine.access_token, {
        current_password: user.password,
        new_password: 'N3w!password',
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      // The other session is over: its access token and its refresh token are refused.
      expect((await me(other.access_token)).statusCode).toBe(401);
      expect((await write(other.access_token)).statusCode).toBe(401);
      expect((await refresh(other.refresh_token)).statusCode).toBe(401);

      // This session goes on, and renews.
      expect((await me(mine.access_token)).statusCode).toBe(200);
      expect((await write(mine.access_token)).statusCode).toBe(201);
      const renewed = await refresh(mine.refresh_token);
      expect(renewed.statusCode).toBe(200);
      expect((await me(renewed.json().access_token)).statusCode).toBe(200);

      // The new password signs in, the old one no longer does; other users are untouched.
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, 'N3w!password')).statusCode).toBe(200);
      expect((await me(theirs.access_token)).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'limits attempts per user, answering 429 with Retry-After',
    async () => {
      const user = await createUser(database, 'editor');
      const first = await signIn(user);
      const second = await signIn(user);
      const wrong = { current_password: 'Wr0ng!password', new_password: 'N3w!password' };
      const codes = [];
      // Counted per user, not per session: a second session does not buy fresh attempts.
      for (const tokens of [first, second, first, second])
        codes.push((await changePassword(tokens.access_token, wrong)).statusCode);
      expect(codes).toEqual([400, 400, 400, 429]);
      const limited = await changePassword(first.access_token, { ...wrong, current_password: user.password });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited.json().error.code).toBe('rate_limited');
      expect((await login(user.email, user.password)).statusCode).toBe(200);

      // Another user is not affected.
      const someoneElse = await createUser(database, 'editor');
      const { access_token } = await signIn(someoneElse);
      expect((await changePassword(access_token, wrong)).statusCode).toBe(400);
    },
    SLOW,
  );
});
