import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once React runs in the browser. The forms keep their
 * submit buttons disabled until then: a form submitted before hydration would send the password in a
 * plain request instead of through the API client.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
