import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filter and page choices kept in the address (`?industry=banking&page=2`), so a reload or a shared
 * link shows the same list. Changing them replaces the history entry (Back leaves the list rather
 * than stepping through every click), keeps the scroll position and loads the page's data again for
 * the new address: visitors' lists come from the server cut to the page shown (page-lists.ts). The
 * editor, whose draft holds whole lists, keeps its own (`ListAddress`).
 */
export function useQueryState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => withChanges(current, changes), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [params, update] as const;
}

/** `params` with each of `changes` set, or removed where null. */
export function withChanges(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * Scrolls the element to the top of the view after `page` changes because of the visitor (not on
 * the first render, nor when the page is clamped), and moves focus there so a screen reader reads
 * the new results from their start.
 */
export function useScrollOnPageChange<T extends HTMLElement = HTMLElement>(page: number) {
  const ref = useRef<T>(null);
  const requested = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs after each change of page, which it does not read
  useEffect(() => {
    if (!requested.current) return;
    requested.current = false;
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [page]);
  const request = useCallback(() => {
    requested.current = true;
  }, []);
  return { ref, request };
}
