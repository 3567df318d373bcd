import { isDeepStrictEqual } from 'node:util';

/** The top-level fields whose content differs between two versions of an item, sorted by name. */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  // Deep equality, not JSON text: key order differs between what jsonb gives back and what the code built.
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => !isDeepStrictEqual(a[key], b[key]))
    .sort();
}
