import { withChanges } from '@site/blocks/page-lists';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The list pages' filters and page in edit mode (`ListAddress`): a new choice changes the address
 * shown, with history.replaceState, and the editor reads that page of the list's draft itself. Not
 * a router navigation: React Router loads a route's data on every navigation until the route's split
 * clientLoader has arrived (a route with lazy properties always loads), which a quick first click
 * after the editor opens would meet.
 */
export function useLocalListAddress() {
  const [routed] = useSearchParams();
  const from = routed.toString();
  // Kept only while the router's address is the one it started from: a real navigation wins.
  const [local, setLocal] = useState<{ from: string; params: URLSearchParams } | null>(null);
  const params = local?.from === from ? local.params : routed;
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = withChanges(params, changes);
      setLocal({ from, params: next });
      const search = next.toString();
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search ? `?${search}` : ''}${hash}`);
    },
    [params, from],
  );
  return useMemo(() => [params, update] as const, [params, update]);
}
