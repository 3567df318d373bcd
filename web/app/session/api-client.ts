import type { AnswerOf, BodyOf, RouteContract } from '@site/blocks/api';
import type { ErrorBodyLike } from './api-error.ts';
import { ApiError } from './api-error.ts';
import { LOGIN_PATH } from './login-path.ts';
import { clearTokens, getTokens, setTokens } from './token-store.ts';

export { LOGIN_PATH };

/** Where the browser goes when the session cannot be renewed; replaced in tests. */
let goToLogin = () => {
  const from = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`${LOGIN_PATH}?from=${encodeURIComponent(from)}`);
};
export function setLoginRedirect(redirect: () => void) {
  goToLogin = redirect;
}

/** The API's address: same origin unless VITE_API_BASE names another (spec 000 §7). */
export function apiUrl(path: string): string {
  const base = (import.meta.env.VITE_API_BASE as string | undefined)?.replace(/\/+$/, '') ?? '';
  return `${base}${path}`;
}

let refreshing: Promise<string | null> | null = null;

/**
 * What the page does when the session cannot be renewed, instead of going to /login: edit mode asks
 * to sign in again over the page (editing/unsaved/session.ts), so nothing typed is lost. Resolves
 * with the new access token, or null when the editor declined. While one is set, a failed refresh
 * leaves the tokens where they are: clearing them would end edit mode under the editor's text.
 */
type Reauthenticate = () => Promise<string | null>;
let reauthenticate: Reauthenticate | null = null;
let reauthenticating: Promise<string | null> | null = null;

/** Sets (or, with null, removes) what a session that cannot be renewed does; returns the removal. */
export function setReauthenticate(handler: Reauthenticate | null): () => void {
  reauthenticate = handler;
  return () => {
    if (reauthenticate === handler) reauthenticate = null;
  };
}

/** Asks once, however many requests are waiting: concurrent ones share the answer. */
function reauthenticateOnce(ask: Reauthenticate): Promise<string | null> {
  reauthenticating ??= ask().finally(() => {
    reauthenticating = null;
  });
  return reauthenticating;
}

/** The calls that sign in or out by what they send, not by the access token: their 401 is an answer. */
const SIGN_IN_AND_OUT = /^\/v1\/auth\/(login|token\/refresh|logout)$/;

/**
 * Exchanges the refresh token once, however many requests are waiting for it (spec 000 §4):
 * concurrent 401s share this promise and replay with its token.
 */
export function refreshOnce(): Promise<string | null> {
  refreshing ??= (async () => {
    const { refreshToken } = getTokens();
    if (!refreshToken) {
      if (!reauthenticate) setTokens({ accessToken: null, refreshToken: null });
      return null;
    }
    try {
      const response = await fetch(apiUrl('/v1/auth/token/refresh'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      if (!response.ok) throw new Error(`refresh answered ${response.status}`);
      const pair = (await response.json()) as { access_token: string; refresh_token: string };
      setTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
      return pair.access_token;
    } catch {
      // Signed in again while this refresh (with the old token) was on its way: the new session stands.
      const now = getTokens();
      if (now.accessToken && now.refreshToken !== refreshToken) return now.accessToken;
      if (!reauthenticate) clearTokens();
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The app's one way to call the API: JSON in and out, the bearer token on every call, one refresh
 * on a 401 and a single replay, then /login when the session cannot be renewed (or, in edit mode,
 * the sign-in dialog over the page, and the replay after it). Errors throw an
 * ApiError carrying the server's `{ error: { code, message, details } }`.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const send = (token: string | null) =>
    fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      signal: options.signal,
      headers: {
        ...(options.body === undefined || options.body instanceof FormData
          ? {}
          : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
      body:
        options.body === undefined
          ? undefined
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
    });

  const sent = getTokens().accessToken;
  let response = await send(sent);
  if (response.status === 401 && !SIGN_IN_AND_OUT.test(path)) {
    const ask = reauthenticate;
    // A 401 answering a token already replaced (a refresh or a sign-in since) replays with the new one.
    const current = getTokens().accessToken;
    const token =
      (current && current !== sent ? current : null) ??
      (await refreshOnce()) ??
      (ask ? await reauthenticateOnce(ask) : null);
    if (!token) {
      if (!ask) goToLogin();
      throw new ApiError(401, {
        error: { code: 'session_expired', message: 'Your session has ended. Sign in again.' },
      });
    }
    response = await send(token);
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw new ApiError(response.status, body as ErrorBodyLike | null);
  return body as T;
}

/** A contract's path with each `{param}` filled in, and optionally a query string. */
type Filled<P extends string> = P extends `${infer Before}{${string}}${infer After}`
  ? `${Before}${string}${Filled<After>}`
  : P;
export type CallPath<C extends RouteContract> = Filled<C['path']> | `${Filled<C['path']>}?${string}`;

/**
 * A call of one declared route (ADR 0039): its method and path checked against the contract, its
 * body and answer typed by it. Contracts are imported as types only, so no schema is downloaded.
 */
export function call<C extends RouteContract>(
  method: C['method'],
  path: CallPath<C>,
  ...[options]: [BodyOf<C>] extends [never]
    ? [options?: Omit<RequestOptions, 'method' | 'body'>]
    : [options: Omit<RequestOptions, 'method' | 'body'> & { body: BodyOf<C> }]
): Promise<AnswerOf<C>> {
  return api<AnswerOf<C>>(path, { ...options, method });
}

/** For tests: forget a refresh in flight. */
export function resetApiClient() {
  refreshing = null;
  reauthenticating = null;
  reauthenticate = null;
}
