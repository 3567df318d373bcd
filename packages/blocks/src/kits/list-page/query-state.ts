import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filter and page choices kept in the address (`?industry=banking&page=2`), so a reload or a shared
 * link shows the same list. Changing them replaces the history entry (Back leaves the list rather
 * than stepping through every click) and keeps the scroll position. With `reload`, the page's data
 * is loaded again for the new address: visitors' lists come from the server cut to the page shown
 * (page-lists.ts).
 */
export function useQueryState({ reload }: { reload: boolean }) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        // Without `reload` (the editor's draft, which holds whole lists) the page's data stays.
        { replace: true, preventScrollReset: true, defaultShouldRevalidate: reload },
      );
    },
    [setParams, reload],
  );
  return [params, update] as const;
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
