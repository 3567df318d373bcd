import { useSyncExternalStore } from 'react';

/** Spec 000 §9: the tokens live in localStorage under these keys. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export interface Tokens {
  accessToken: string | null;
  refreshToken: string | null;
}

export type SessionState = { status: 'loading' } | { status: 'ready'; isAdmin: boolean };

const listeners = new Set<() => void>();
const NO_TOKENS: Tokens = { accessToken: null, refreshToken: null };

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    // Spec 000 §4: a storage read failure means "not admin", logged only.
    console.warn('Could not read the session from storage', error);
    return null;
  }
}

export function getTokens(): Tokens {
  if (typeof window === 'undefined') return NO_TOKENS;
  return { accessToken: read(ACCESS_TOKEN_KEY), refreshToken: read(REFRESH_TOKEN_KEY) };
}

/**
 * Stores the tokens (null removes one) and tells the page. `notify: false` tells nothing: for a page
 * about to be left, where nothing should re-render as signed out on the way.
 */
export function setTokens(tokens: Tokens, { notify = true } = {}): void {
  try {
    for (const [key, value] of [
      [ACCESS_TOKEN_KEY, tokens.accessToken],
      [REFRESH_TOKEN_KEY, tokens.refreshToken],
    ] as const) {
      if (value) window.localStorage.setItem(key, value);
      else window.localStorage.removeItem(key);
    }
  } catch (error) {
    console.warn('Could not store the session', error);
  }
  if (notify) for (const listener of listeners) listener();
}

export function clearTokens(options?: { notify?: boolean }): void {
  setTokens(NO_TOKENS, options);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Signing in or out in another tab counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const holdsToken = () => Boolean(getTokens().accessToken);
const snapshot = () => (holdsToken() ? 'admin' : 'visitor');

/**
 * 'loading' on the server and during hydration (storage is browser-only), then whether an access
 * token is held: the spec's isAdmin. The server still checks every write.
 */
export function useSession(): SessionState {
  const value = useSyncExternalStore(subscribe, snapshot, () => 'loading' as const);
  return value === 'loading' ? { status: 'loading' } : { status: 'ready', isAdmin: value === 'admin' };
}

/**
 * Whether an access token is held; false on the server and during hydration. For a visitor it stays
 * false, so hydration is not followed by a second, synchronous render of every component that asks
 * (`useSession` changes from 'loading' for everyone). Use it where 'loading' and 'visitor' look alike.
 */
export function useIsAdmin(): boolean {
  return useSyncExternalStore(subscribe, holdsToken, () => false);
}
