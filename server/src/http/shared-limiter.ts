import { createHash } from 'node:crypto';
import { type Db, sql } from '../db/client.ts';

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How often a copy clears windows that are over (a row per address or account that tried). */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Longest key stored as it is. A key is built from what a client sent (an e-mail, an address), and
 * the table's index refuses entries of a few kilobytes (PostgreSQL error 54000): anything longer is
 * stored as its SHA-256, so no client value can make a hit fail.
 */
export const MAX_PLAIN_KEY = 200;

/** The key a hit stores: `scope:key`, or `scope:#<sha256 of key>` when that would be too long. */
export function storedKey(scope: string, key: string): string {
  const plain = `${scope}:${key}`;
  if (plain.length <= MAX_PLAIN_KEY) return plain;
  return `${scope}:#${createHash('sha256').update(key).digest('base64url')}`;
}

/**
 * Counts hits per key in fixed windows kept in the database, so every server copy counts against
 * the same limit: behind a load balancer, N copies must not mean N times the sign-in attempts.
 * One statement per hit (an upsert that starts a new window when the old one is over), timed by
 * the database's clock, so copies whose clocks differ still agree. (@fastify/rate-limit runs only
 * one limiter per request and keeps its counts per process; sign-in needs two keys.)
 */
export class SharedLimiter {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    /** Names this limit's keys apart from other limits' (`login:address`). */
    private readonly scope: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records a hit; says how many seconds to wait when the key is over its limit. */
  async hit(key: string): Promise<LimitResult> {
    this.pruneNowAndThen();
    const { rows } = (await this.db.execute(sql`
      insert into rate_limits as r (key, count, reset_at)
      values (${storedKey(this.scope, key)}, 1, now() + ${this.windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when r.reset_at <= now() then 1 else r.count + 1 end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning count, ceil(extract(epoch from (reset_at - now())))::int as wait`)) as unknown as {
      rows: Array<{ count: number; wait: number }>;
    };
    const row = rows[0];
    if (!row || row.count <= this.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, row.wait) };
  }

  private pruneNowAndThen() {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    // Not awaited: a hit never waits for housekeeping, and a failed prune is tried again later.
    this.db.execute(sql`delete from rate_limits where reset_at <= now()`).catch(() => {
      this.lastPrune = 0;
    });
  }
}
