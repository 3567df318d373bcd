/**
 * Wraps a module loader so it runs once and its promise can be handed to `use()` on every render.
 * The promise is marked the way React's `use` reads it (`status`, `value`), so once loaded,
 * components render synchronously: no fallback, no flash. A failed load is forgotten, so the next
 * call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  return () => {
    if (current) return current;
    const tracked = load() as Promise<T> & { status?: string; value?: T; reason?: unknown };
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
        current = undefined;
      },
    );
    current = tracked;
    return tracked;
  };
}
