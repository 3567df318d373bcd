import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { state: 'loading'; data: T | undefined }
  | { state: 'ready'; data: T }
  | { state: 'failed'; data: T | undefined; error: unknown };

/**
 * What `load` answers, loaded again whenever `deps` change or `reload()` is called. A load that a
 * newer one replaces is aborted and its answer dropped, so a slow answer never overwrites a newer
 * one; the last data stays shown while the next loads.
 */
export function useLoaded<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): Loaded<T> & { reload: () => void; update: (change: (data: T) => T) => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading', data: undefined });
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again when the caller's deps or the round change
  useEffect(() => {
    const controller = new AbortController();
    setLoaded((before) => ({ state: 'loading', data: before.data }));
    latest
      .current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setLoaded({ state: 'ready', data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded((before) => ({ state: 'failed', data: before.data, error }));
      });
    return () => controller.abort();
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  /** Shows a change the caller knows of until the next load answers. */
  const update = useCallback(
    (change: (data: T) => T) =>
      setLoaded((before) => (before.data === undefined ? before : { ...before, data: change(before.data) })),
    [],
  );
  return { ...loaded, reload, update };
}
