import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_JWT_SECRET, testApp, testAuth } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import { TEST_HASH_COST } from '../../../test/setup.ts';
import type { Database } from '../../db/client.ts';
import { OWASP_SCRYPT, setHashCostForTests } from './passwords.ts';
import { createTokenSigner, DEVICE_TOKEN_TTL_SECONDS } from './tokens.ts';

describe.each(testDatabaseKinds())('auth on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database, {
      loginLimits: {
        perAddress: { max: 1000, timeWindow: 60_000 },
        perPair: { max: 1000, timeWindow: 60_000 },
        perAccount: { max: 1000, timeWindow: 60_000 },
        perDevice: { max: 1000, timeWindow: 60_000 },
      },
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress });
  const refresh = (refresh_token: string) =>
    app.inject({ method: 'POST', url: '/v1/auth/token/refresh', payload: { refresh_token } });
  /** A write only an editor may do: adding a block to a scratch page. */
  const write = (accessToken: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/pages/auth-scratch/blocks',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { block_type: 'CTA', content: { title: 'Hello' } },
    });

  it('signs in with e-mail and password, giving a 15-minute access token and a refresh token', async () => {
    const user = await createUser(database, 'editor');
    const response = await login(`  ${user.email.toUpperCase()} `, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token']);
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(user.id);
    expect(claims.role).toBe('editor');
    expect(typeof claims.sid).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    expect((await write(body.access_token)).statusCode).toBe(201);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail, after the same hashing work', async () => {
    // At the cost servers use (server/test/setup.ts lowers it for the other tests).
    setHashCostForTests(OWASP_SCRYPT);
    const user = await createUser(database, 'editor');
    const wrong = await login(user.email, 'Wr0ng!pass');
    const started = performance.now();
    const unknown = await login('nobody@example.com', 'Wr0ng!pass').finally(() => setHashCostForTests(TEST_HASH_COST));
    const unknownMs = performance.now() - started;
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
    // A missing account still runs scrypt (hundreds of ms), instead of answering in a millisecond.
    expect(unknownMs).toBeGreaterThan(100);
  });

  it('rejects a malformed login body with 400 and the failing fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: '' } });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']));
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: '"just a string"',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('rotates refresh tokens, and a reused one revokes the whole session', async () => {
    const user = await createUser(database, 'editor');
    const first = (await login(user.email, user.password)).json();

    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await write(pair.access_token)).statusCode).toBe(201);

    // The old token is dead; presenting it again is treated as theft.
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('invalid_refresh_token');
    // ...which ended the session: the newer tokens are dead too.
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    expect((await write(pair.access_token)).statusCode).toBe(401);
    // Other sessions of the same user live on.
    const other = (await login(user.email, user.password)).json();
    expect((await write(other.access_token)).statusCode).toBe(201);
  });

  it('logout revokes the refresh token and every access token of its session', async () => {
    const user = await createUser(database, 'editor');
    const tokens = (await login(user.email, user.password)).json();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await write(tokens.access_token)).statusCode).toBe(401);
  });

  it('a password change or a disabled account ends every session at once', async () => {
    const user = await createUser(database, 'editor');
    const a = (await login(user.email, user.password)).json();
    const b = (await login(user.email, user.password)).json();
    expect(await testAuth(database).setPassword(user.email, 'N3w!password')).toBe(true);
    for (const tokens of [a, b]) {
      expect((await write(tokens.access_token)).statusCode).toBe(401);
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const c = (await login(user.email, 'N3w!password')).json();
    await testAuth(database).setDisabled(user.email, true);
    expect((await write(c.access_token)).statusCode).toBe(401);
    expect((await login(user.email, 'N3w!password')).statusCode).toBe(401);
  });

  it('refuses expired and wrongly signed access tokens', async () => {
    const user = await createUser(database, 'editor');
    const { access_token } = (await login(user.email, user.password)).json();
    const claims = decodeJwt(access_token);
    const session = { userId: user.id, role: 'editor' as const, sessionId: String(claims.sid) };
    const expired = await createTokenSigner(TEST_JWT_SECRET).sign(session, Date.now() - 16 * 60 * 1000);
    const forged = await createTokenSigner('another-secret-that-is-long-enough-to-sign').sign(session);
    for (const token of [expired, forged, `${access_token}x`, 'not-a-jwt']) {
      const response = await write(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('invalid_token');
    }
  });

  it('refuses correctly signed tokens that lack a claim, name a malformed session or claim a longer life (401, never 500)', async () => {
    const user = await createUser(database, 'editor');
    const { access_token } = (await login(user.email, user.password)).json();
    const sid = String(decodeJwt(access_token).sid);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const signed = (claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('gulf-learning-site')).sign(
        key,
      );
    const tokens = [
      // No expiry: it would never die.
      await signed({ role: 'editor', sid }, (jwt) => jwt.setSubject(user.id).setIssuedAt(now)),
      // No issued-at.
      await signed({ role: 'editor', sid }, (jwt) => jwt.setSubject(user.id).setExpirationTime(now + 60)),
      // A session id that is not a UUID (the database would refuse to compare it).
      ...(await Promise.all(
        ['x', "1' or '1'='1", '0'.repeat(500)].map((bad) =>
          signed({ role: 'editor', sid: bad }, (jwt) =>
            jwt
              .setSubject(user.id)
              .setIssuedAt(now)
              .setExpirationTime(now + 60),
          ),
        ),
      )),
      await signed({ role: 'editor', sid }, (jwt) =>
        jwt
          .setSubject('not-a-uuid')
          .setIssuedAt(now)
          .setExpirationTime(now + 60),
      ),
      // Signed with the real secret, but living ten years, or 15 minutes and a second: longer than we issue.
      await signed({ role: 'editor', sid }, (jwt) =>
        jwt
          .setSubject(user.id)
          .setIssuedAt(now)
          .setExpirationTime(now + 10 * 365 * 24 * 3600),
      ),
      await signed({ role: 'editor', sid }, (jwt) =>
        jwt
          .setSubject(user.id)
          .setIssuedAt(now - 1)
          .setExpirationTime(now + 15 * 60),
      ),
      // Issued an hour from now: not by a clock of ours.
      await signed({ role: 'editor', sid }, (jwt) =>
        jwt
          .setSubject(user.id)
          .setIssuedAt(now + 3600)
          .setExpirationTime(now + 3600 + 60),
      ),
    ];
    for (const token of tokens) {
      const response = await write(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('invalid_token');
    }
    // The same claims, complete and well formed, are accepted: the refusals above are about what is missing.
    const complete = await signed({ role: 'editor', sid }, (jwt) =>
      jwt
        .setSubject(user.id)
        .setIssuedAt(now)
        .setExpirationTime(now + 60),
    );
    expect((await write(complete)).statusCode).toBe(201);
    // …and so is one of exactly the lifetime we issue.
    const fullLength = await signed({ role: 'editor', sid }, (jwt) =>
      jwt
        .setSubject(user.id)
        .setIssuedAt(now)
        .setExpirationTime(now + 15 * 60),
    );
    expect((await write(fullLength)).statusCode).toBe(201);
  });

  describe('registration', () => {
    const register = (payload: object, token?: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('is for admins only once users exist: 401 without a token, 403 for an editor', async () => {
      const payload = { email: 'new-editor@example.com', password: 'G00d!pass' };
      expect((await register(payload)).statusCode).toBe(401);
      const editor = await createUser(database, 'editor');
      const editorTokens = (await login(editor.email, editor.password)).json();
      expect((await register(payload, editorTokens.access_token)).statusCode).toBe(403);

      const admin = await createUser(database, 'admin');
      const adminTokens = (await login(admin.email, admin.password)).json();
      const created = await register({ ...payload, role: 'admin', name: 'New' }, adminTokens.access_token);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ email: 'new-editor@example.com', role: 'admin', name: 'New' });
      expect(created.json()).not.toHaveProperty('passwordHash');

      const duplicate = await register({ ...payload, email: 'NEW-editor@example.com' }, adminTokens.access_token);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error.code).toBe('email_taken');
    });

    it('enforces the password rules, naming each one missed', async () => {
      const admin = await createUser(database, 'admin');
      const { access_token } = (await login(admin.email, admin.password)).json();
      const response = await register({ email: 'weak@example.com', password: 'password' }, access_token);
      expect(response.statusCode).toBe(400);
      const messages = response.json().error.details.map((d: { message: string }) => d.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          'At least one upper-case letter',
          'At least one digit',
          'At least one of ! @ # $ % ^ *',
        ]),
      );
    });
  });
});

describe('the first user', () => {
  it('can register without a token when nobody exists, and becomes the admin whatever role they ask for', async () => {
    const test = await createTestDatabase('pglite');
    const database = await test.open();
    await database.migrate();
    const app = await testApp(database);
    try {
      const first = await app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload: { email: 'founder@example.com', password: 'F1rst!user', role: 'editor' },
      });
      expect(first.statusCode).toBe(201);
      expect(first.json().role).toBe('admin');
      const second = await app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload: { email: 'second@example.com', password: 'S3cond!user' },
      });
      expect(second.statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is created on first boot from ADMIN_EMAIL, with a generated password printed once', async () => {
    const test = await createTestDatabase('pglite');
    const database = await test.open();
    await database.migrate();
    const auth = testAuth(database);
    const first = await auth.ensureFirstAdmin('Boss@Example.com', undefined);
    expect(first.created).toBe(true);
    expect(first.generatedPassword).toMatch(/^.{16,}$/);
    expect(await auth.login('boss@example.com', first.generatedPassword as string)).not.toBeNull();
    expect(await auth.ensureFirstAdmin('boss@example.com', undefined)).toEqual({ created: false });
    await database.close();
  });
});

describe.each(testDatabaseKinds())('login rate limits on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database, {
      loginLimits: {
        perAddress: { max: 3, timeWindow: 60_000 },
        perPair: { max: 2, timeWindow: 60_000 },
        perAccount: { max: 4, timeWindow: 60_000 },
        perDevice: { max: 2, timeWindow: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const attempt = (email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'Wr0ng!pass' }, remoteAddress });

  it('limits one address, answering 429 with Retry-After', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt(`someone-${i}@example.com`, '10.1.1.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await attempt('else@example.com', '10.1.1.1');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json().error.code).toBe('rate_limited');
  });

  it('answers an over-long or malformed e-mail with 400 before counting anything', async () => {
    // Incompressible: 3,000 characters that PostgreSQL cannot squeeze into an index row.
    const long = `${randomBytes(2250).toString('base64')}@example.com`;
    for (const email of [long, 'x'.repeat(100_000), '']) {
      const response = await attempt(email, '10.9.9.9');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_input');
    }
    // Nothing was counted: the address still has its three attempts.
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt(`fresh-${i}@example.com`, '10.9.9.9')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('limits one address trying one account sooner than the account as a whole', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await attempt('pair@example.com', '10.3.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 429]);
    // The account itself is not locked by one address's failures.
    expect((await attempt('pair@example.com', '10.3.0.2')).statusCode).toBe(401);
  });

  it('limits one account across addresses, however its e-mail is spelled', async () => {
    const spellings = [
      'target@example.com',
      ' TARGET@example.com',
      'Target@Example.COM ',
      'target@EXAMPLE.com',
      'TARGET@EXAMPLE.COM',
    ];
    const codes = [];
    for (const [i, email] of spellings.entries()) codes.push((await attempt(email, `10.2.0.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429]);
  });

  it('lets a browser that signed in before through while others fail the account from many addresses', async () => {
    const user = await createUser(database, 'editor');
    const first = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.4.0.1',
    });
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^sign_in_device=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/v1\/auth\/login/);
    const cookie = setCookie.split(';')[0] as string;

    // An attacker fails the password from five addresses: the account is closed to strangers.
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await attempt(user.email, `10.5.0.${i}`)).statusCode);
    expect(codes.at(-1)).toBe(429);
    const stranger = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.6.0.1',
    });
    expect(stranger.statusCode).toBe(429);

    // The editor's own browser, from a new address, still signs in.
    const again = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { cookie },
      remoteAddress: '10.7.0.1',
    });
    expect(again.statusCode).toBe(200);
    // Its cookie is no key to another account, and a forged one counts as none.
    const other = await createUser(database, 'editor');
    for (let i = 0; i < 4; i++) await attempt(other.email, `10.8.0.${i}`);
    for (const header of [cookie, 'sign_in_device=forged.token.value']) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: other.email, password: other.password },
        headers: { cookie: header },
        remoteAddress: '10.9.0.1',
      });
      expect(response.statusCode).toBe(429);
    }
  });

  it('ignores X-Forwarded-For unless told to trust a proxy', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: `spoof-${i}@example.com`, password: 'Wr0ng!pass' },
        remoteAddress: '10.3.3.3',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      codes.push(response.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});

describe('device tokens', () => {
  it('are recognised only when they live no longer than a device is remembered', async () => {
    const signer = createTokenSigner(TEST_JWT_SECRET);
    const account = 'editor@example.com';
    expect(await signer.verifyDevice(await signer.signDevice(account), account)).toEqual(expect.any(String));
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const subject = decodeJwt(await signer.signDevice(account)).sub as string;
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setAudience('sign-in-device')
      .setIssuer('gulf-learning-site')
      .setJti('forever')
      .setIssuedAt(now)
      .setExpirationTime(now + DEVICE_TOKEN_TTL_SECONDS + 1)
      .sign(key);
    expect(await signer.verifyDevice(forged, account)).toBeNull();
  });
});
