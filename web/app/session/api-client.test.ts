import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/src/db/client.ts';
import { createTokenSigner } from '../../../server/src/modules/auth/tokens.ts';
import { createUser, TEST_JWT_SECRET, testApp } from '../../../server/test/app.ts';
import { createTestDatabase, openSeeded } from '../../../server/test/databases.ts';
import { api, refreshOnce, resetApiClient, setLoginRedirect, setReauthenticate } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { getTokens, setTokens } from './token-store.ts';

/** The browser's localStorage, enough of it for the token store (Node has none). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

// The client against the real server: real tokens, real refresh rotation.
describe('api client', () => {
  let database: Database;
  let app: FastifyInstance;
  let refreshCalls = 0;
  let user: Awaited<ReturnType<typeof createUser>>;
  const redirects = vi.fn();

  beforeAll(async () => {
    database = await openSeeded(await createTestDatabase('pglite'));
    app = await testApp(database);
    // Only now: PGlite takes a global `window` for a browser.
    vi.stubGlobal('window', { localStorage: new MemoryStorage(), addEventListener() {}, removeEventListener() {} });
    app.addHook('onRequest', async (request) => {
      if (request.url === '/v1/auth/token/refresh') refreshCalls++;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${address.port}`);
    user = await createUser(database, 'editor');
    setLoginRedirect(redirects);
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    await app?.close();
    await database?.close();
  });

  beforeEach(async () => {
    refreshCalls = 0;
    redirects.mockClear();
    resetApiClient();
    const tokens = await api<{ access_token: string; refresh_token: string }>('/v1/auth/login', {
      method: 'POST',
      body: { email: user.email, password: user.password },
    });
    setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  });

  /** An access token of the same session that expired a minute ago. */
  async function expireAccessToken() {
    const { accessToken } = getTokens();
    const claims = JSON.parse(atob(String(accessToken).split('.')[1] as string));
    const expired = await createTokenSigner(TEST_JWT_SECRET).sign(
      { userId: claims.sub, role: claims.role, sessionId: claims.sid },
      Date.now() - 16 * 60 * 1000,
    );
    setTokens({ accessToken: expired, refreshToken: getTokens().refreshToken });
  }

  it('sends the bearer token, and answers the error body as an ApiError', async () => {
    const history = await api<{ slug: string }>('/v1/pages/home/history');
    expect(history.slug).toBe('home');
    const failure = await api('/v1/pages/no-such-page/history').catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'page_not_found' });
  });

  it('refreshes once for many concurrent 401s, and replays each with the new token', async () => {
    await expireAccessToken();
    const before = getTokens();
    const results = await Promise.all([1, 2, 3, 4].map(() => api<{ slug: string }>('/v1/pages/home/history')));
    expect(results.map((r) => r.slug)).toEqual(['home', 'home', 'home', 'home']);
    expect(refreshCalls).toBe(1);
    expect(getTokens().refreshToken).not.toBe(before.refreshToken);
    expect(redirects).not.toHaveBeenCalled();
  });

  it('renews an expired token for the account calls too, but reads a refused sign-in as an answer', async () => {
    await expireAccessToken();
    const me = await api<{ email: string }>('/v1/auth/me');
    expect(me.email).toBe(user.email);
    expect(refreshCalls).toBe(1);
    const wrong = await api('/v1/auth/login', {
      method: 'POST',
      body: { email: user.email, password: 'Wr0ng!pass' },
    }).catch((e) => e);
    expect(wrong).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(refreshCalls).toBe(1);
    expect(redirects).not.toHaveBeenCalled();
  });

  it('without a refresh token, drops the access token and goes to /login', async () => {
    await expireAccessToken();
    setTokens({ accessToken: getTokens().accessToken, refreshToken: null });
    await expect(api('/v1/pages/home/history')).rejects.toMatchObject({ status: 401 });
    expect(getTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(redirects).toHaveBeenCalledTimes(1);
    expect(refreshCalls).toBe(0);
  });

  it('when the refresh fails, drops both tokens and goes to /login', async () => {
    await expireAccessToken();
    setTokens({ accessToken: getTokens().accessToken, refreshToken: 'not-a-real-refresh-token' });
    await expect(api('/v1/pages/home/history')).rejects.toMatchObject({ status: 401 });
    expect(getTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(redirects).toHaveBeenCalledTimes(1);
  });

  it('in edit mode, asks to sign in again once for concurrent calls, keeps the tokens meanwhile, and replays', async () => {
    await expireAccessToken();
    const dead = { accessToken: getTokens().accessToken, refreshToken: 'not-a-real-refresh-token' };
    setTokens(dead);
    let asked = 0;
    setReauthenticate(async () => {
      asked++;
      // The editor is still signed in as far as the page knows: edit mode stays on.
      expect(getTokens()).toEqual(dead);
      const pair = await api<{ access_token: string; refresh_token: string }>('/v1/auth/login', {
        method: 'POST',
        body: { email: user.email, password: user.password },
      });
      setTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
      return pair.access_token;
    });
    const results = await Promise.all([1, 2, 3].map(() => api<{ slug: string }>('/v1/pages/home/history')));
    expect(results.map((r) => r.slug)).toEqual(['home', 'home', 'home']);
    expect(asked).toBe(1);
    expect(redirects).not.toHaveBeenCalled();
  });

  it('in edit mode, a 401 answering a token replaced by a sign-in since replays with the new one and asks nothing', async () => {
    // The session the editor signs in to (beforeEach's), and a dead one they had before.
    const fresh = { access_token: String(getTokens().accessToken), refresh_token: String(getTokens().refreshToken) };
    await expireAccessToken();
    const dead = { accessToken: getTokens().accessToken, refreshToken: 'not-a-real-refresh-token' };
    let asked = 0;
    setReauthenticate(async () => {
      asked++;
      return null;
    });
    // The call goes out with the dead token; the editor signs in before its 401 comes back.
    setTokens(dead);
    const late = api<{ slug: string }>('/v1/pages/home/history');
    setTokens({ accessToken: fresh.access_token, refreshToken: fresh.refresh_token });
    expect((await late).slug).toBe('home');
    // A refresh sent with the old token and refused after the sign-in: the new session stands.
    setTokens(dead);
    const refresh = refreshOnce();
    setTokens({ accessToken: fresh.access_token, refreshToken: fresh.refresh_token });
    expect(await refresh).toBe(fresh.access_token);
    expect(getTokens().refreshToken).toBe(fresh.refresh_token);
    expect(asked).toBe(0);
    expect(redirects).not.toHaveBeenCalled();
  });

  it('in edit mode, a declined sign-in fails the call as session_expired and stays on the page', async () => {
    await expireAccessToken();
    setTokens({ accessToken: getTokens().accessToken, refreshToken: 'not-a-real-refresh-token' });
    const removal = setReauthenticate(async () => null);
    await expect(api('/v1/pages/home/history')).rejects.toMatchObject({ status: 401, code: 'session_expired' });
    expect(getTokens().refreshToken).toBe('not-a-real-refresh-token');
    expect(redirects).not.toHaveBeenCalled();
    removal();
    await expect(api('/v1/pages/home/history')).rejects.toMatchObject({ status: 401 });
    expect(redirects).toHaveBeenCalledTimes(1);
  });
});
