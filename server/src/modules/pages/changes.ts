import { type Database, type Db, sql } from '../../db/client.ts';
import { syncSearch } from '../search/sync.ts';

/** The PostgreSQL NOTIFY channel on which every copy announces the pages a write changed. */
export const PAGE_CHANGES_CHANNEL = 'page_changes';

/** Pages that changed, by slug, or everything (after a gap in which changes may have been missed). */
export type PageChange = readonly string[] | 'all';

export interface PageChanges {
  /**
   * Runs `work` in one transaction. The pages it marks with `changed(slug)` are announced to every
   * server copy when the transaction commits (NOTIFY is delivered on commit, never on rollback), and
   * this copy's caches drop them before `transaction` returns, so the writer's next read is fresh.
   * The search index follows them in the same transaction (ADR 0047).
   */
  transaction<T>(work: (tx: Db, changed: (slug: string) => void) => Promise<T>): Promise<T>;
  /** Announces a change made outside `transaction` (the seed at start-up), the search index following it. */
  announce(change: PageChange): Promise<void>;
  /** Whether this copy hears every change now; caches serve only while it does. */
  readonly live: boolean;
  /** Called with every change, this copy's and the others', and with 'all' when hearing stops or resumes. */
  subscribe(listener: (change: PageChange) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createPageChanges(database: Pick<Database, 'db' | 'listen'>): PageChanges {
  const listeners = new Set<(change: PageChange) => void>();
  let live = false;
  let stopListening: (() => Promise<void>) | undefined;
  const emit = (change: PageChange) => {
    for (const listener of listeners) listener(change);
  };
  const notify = (db: Db, change: PageChange) =>
    db.execute(sql`select pg_notify(${PAGE_CHANGES_CHANNEL}, ${JSON.stringify(change)})`);

  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      listeners.add(listener);
    },
    async transaction(work) {
      const slugs = new Set<string>();
      const result = await database.db.transaction(async (tx) => {
        const value = await work(tx as unknown as Db, (slug) => slugs.add(slug));
        if (slugs.size > 0) {
          await syncSearch(tx as unknown as Db, [...slugs]);
          await notify(tx as unknown as Db, [...slugs]);
        }
        return value;
      });
      if (slugs.size > 0) emit([...slugs]);
      return result;
    },
    async announce(change) {
      await database.db.transaction(async (tx) => {
        await syncSearch(tx as unknown as Db, change);
        await notify(tx as unknown as Db, change);
      });
      emit(change);
    },
    async start() {
      stopListening = await database.listen(PAGE_CHANGES_CHANNEL, {
        onMessage: (payload) => emit(parseChange(payload)),
        onLive(now) {
          live = now;
          // Whatever was cached may have missed changes while nobody listened.
          emit('all');
        },
      });
    },
    async stop() {
      live = false;
      await stopListening?.();
    },
  };
}

/** A payload from another copy: a JSON list of slugs or "all"; anything else is treated as "all". */
export function parseChange(payload: string): PageChange {
  try {
    const value: unknown = JSON.parse(payload);
    if (Array.isArray(value) && value.every((slug) => typeof slug === 'string')) return value;
  } catch {}
  return 'all';
}
