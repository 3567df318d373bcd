import type { authRoutes } from '@site/blocks/api';
import { call } from './api-client.ts';
import { clearTokens, getTokens, setTokens } from './token-store.ts';

/** Signs in; resolves false for wrong credentials, throws for anything else (network, 5xx, 429). */
export async function signIn(email: string, password: string): Promise<boolean> {
  try {
    const tokens = await call<typeof authRoutes.login>('POST', '/v1/auth/login', { body: { email, password } });
    setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 401 || (error as { status?: number }).status === 400) return false;
    throw error;
  }
}

/**
 * Ends the session on the server (best effort) and forgets both tokens here. `quietly` leaves the
 * page drawn as it is, for a caller that leaves it next: nothing on it (edit mode's guard, which
 * would send the editor to /login?from=…) reacts to the sign-out on the way.
 */
export async function signOut({ quietly = false } = {}): Promise<void> {
  const { refreshToken } = getTokens();
  clearTokens({ notify: !quietly });
  if (refreshToken) {
    await call<typeof authRoutes.logout>('POST', '/v1/auth/logout', { body: { refresh_token: refreshToken } }).catch(
      () => {},
    );
  }
}
