import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveCounts } from '../../db/schema.ts';

/*
 * How many live items a collection has, in all, per filter value and per pair of values (issue #30,
 * ADR 0040): a list page's count is one row instead of counting the collection (6–10 ms at 10,000
 * items, growing with it). Kept in the transactions that change what is live, as WordPress keeps
 * its term counts; a list asks at most two filters at once (industry and solution).
 */

/** The most filter values a count is kept for at once. */
const MOST = 2;

/** The key of a set of filter values: sorted by code unit (byte order for these ASCII values), one per line. */
export const countKey = (values: readonly string[]) => [...new Set(values)].sort().join('\n');

/** Every key an item with these filter values counts under: all, each value, each pair. */
export function countKeys(values: readonly string[]): string[] {
  const sorted = [...new Set(values)].sort();
  const keys = [''];
  for (const [i, a] of sorted.entries()) {
    keys.push(a);
    for (const b of sorted.slice(i + 1)) keys.push(`${a}\n${b}`);
  }
  return keys;
}

/**
 * Adds `delta` (1 going live, -1 leaving) to the counts of an item with these filter values, in
 * key order, so that two publishes at once lock the rows in the same order.
 */
export async function countLive(tx: Db, collection: string, values: readonly string[], delta: 1 | -1): Promise<void> {
  for (const key of countKeys(values).sort())
    await tx
      .insert(liveCounts)
      .values({ collection, filters: key, n: delta })
      .onConflictDoUpdate({
        target: [liveCounts.collection, liveCounts.filters],
        set: { n: sql`${liveCounts.n} + ${delta}` },
      });
}

/** The number of live items with every one of `filters`, or undefined when more are asked than are kept. */
export async function liveCount(db: Db, collection: string, filters: readonly string[]): Promise<number | undefined> {
  if (new Set(filters).size > MOST) return undefined;
  const [row] = await db
    .select({ n: liveCounts.n })
    .from(liveCounts)
    .where(and(eq(liveCounts.collection, collection), eq(liveCounts.filters, countKey(filters))));
  return row?.n ?? 0;
}

/**
 * Count changes gathered over many items (a publish of thousands), written once per key at the end,
 * in key order as `countLive` writes them.
 */
export function countChanges() {
  const changes = new Map<string, { collection: string; key: string; n: number }>();
  return {
    add(collection: string, values: readonly string[], delta: 1 | -1) {
      for (const key of countKeys(values)) {
        const id = `${collection}\u0000${key}`;
        const known = changes.get(id);
        if (known) known.n += delta;
        else changes.set(id, { collection, key, n: delta });
      }
    },
    async write(tx: Db) {
      const ordered = [...changes.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (const [, { collection, key, n }] of ordered) {
        if (n === 0) continue;
        await tx
          .insert(liveCounts)
          .values({ collection, filters: key, n })
          .onConflictDoUpdate({
            target: [liveCounts.collection, liveCounts.filters],
            set: { n: sql`${liveCounts.n} + ${n}` },
          });
      }
      changes.clear();
    },
  };
}
