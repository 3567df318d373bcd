import { useSyncExternalStore } from 'react';
import { setReauthenticate } from '../../session/api-client.ts';

/**
 * Edit mode's answer to a session that can no longer be renewed (both tokens refused): instead of
 * leaving for /login, which would lose what is on screen, a sign-in dialog opens over the page.
 * Calls waiting for it (the saver's) replay once it has signed in; when the editor cancels, saves
 * pause (what is typed stays on screen and in IndexedDB) until they sign in from the notice.
 */
export type SignInState =
  /** Signed in, as far as the page knows. */
  | 'ok'
  /** The sign-in dialog is open. */
  | 'asking'
  /** The editor closed the dialog: saves wait, and a notice offers to sign in. */
  | 'paused';

let state: SignInState = 'ok';
let waiting: ((token: string | null) => void) | null = null;
const listeners = new Set<() => void>();
const signedInListeners = new Set<() => void>();

function set(next: SignInState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the dialog; resolves with the new access token, or null if the editor cancels. */
export function askToSignIn(): Promise<string | null> {
  return new Promise((resolve) => {
    const before = waiting;
    waiting = (token) => {
      before?.(token);
      resolve(token);
    };
    set('asking');
  });
}

/** The dialog signed in (the tokens are stored): waiting calls replay, paused saves go out. */
export function signedIn(accessToken: string) {
  const resolve = waiting;
  waiting = null;
  set('ok');
  resolve?.(accessToken);
  for (const listener of signedInListeners) listener();
}

/** The dialog was closed without signing in. */
export function declined() {
  const resolve = waiting;
  waiting = null;
  set('paused');
  resolve?.(null);
}

/** Whether saves are paused until the editor signs in. */
export const savesPaused = () => state !== 'ok';

/** Calls `listener` each time the editor signs in again; returns the unsubscription. */
export function onSignedIn(listener: () => void): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInState(): SignInState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'ok' as const,
  );
}

let hosts = 0;
/**
 * A call refused for want of a session. While saves are paused (the editor closed the dialog), a
 * call in the background (the page bar looking at the publishing state when the window gets focus)
 * does not open the dialog again: it fails, and the notice's "Sign in to save" stays the way back.
 */
const whenRefused = (): Promise<string | null> => (state === 'paused' ? Promise.resolve(null) : askToSignIn());

/**
 * While edit mode is on (one or more hosts mounted), a session that cannot be renewed asks here
 * instead of going to /login. Returns the release.
 */
export function takeSessionExpiry(): () => void {
  hosts += 1;
  if (hosts === 1) setReauthenticate(whenRefused);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    hosts -= 1;
    if (hosts === 0) {
      setReauthenticate(null);
      state = 'ok';
      waiting?.(null);
      waiting = null;
    }
  };
}
