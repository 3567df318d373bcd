import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createPglite, pgliteFolder } from './pglite.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Resolves while the database answers a trivial query. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Applies pending migrations, then runs `afterMigrate` (the seed) and returns what it returns,
   * holding a lock so that several processes starting at once against one server take turns.
   */
  migrate<T = void>(afterMigrate?: (db: Db) => Promise<T>): Promise<T | undefined>;
  /**
   * Passes on the payload of every NOTIFY on `channel`, from any connection to this database, and
   * says when the listening connection is lost (`onLive(false)`: notifications may be missed) and
   * back (`onLive(true)`); it reconnects by itself. PGlite belongs to one process, whose writes
   * announce themselves in-process, so there is nothing to listen to and it is live at once.
   * Resolves to a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onLive(live: boolean): void;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Arbitrary constant naming our start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK_KEY = 7_242_001;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (under `pgdata/`); `null` keeps them in memory (tests). */
  dataDir: string | null;
  onPoolError?: (error: Error) => void;
  /** How long one query may wait for PostgreSQL's answer (tests shorten it); see QUERY_TIME_LIMITS. */
  queryTimeoutMs?: number;
}

/**
 * Time limits on every query of the pool (ADR 0020), so a PostgreSQL that stops answering (the
 * connection up, no bytes) turns into 503s within seconds instead of requests hanging for minutes:
 * the client gives up waiting for an answer (`query_timeout`, caught as "unavailable"), the server
 * cancels a statement that runs too long and ends a transaction left idle (a copy that stalled
 * mid-transaction must not hold its locks), and a new connection must be made within 3 s.
 */
export const QUERY_TIME_LIMITS = {
  queryTimeoutMs: 5000,
  statementTimeoutMs: 5000,
  idleInTransactionMs: 10_000,
  connectMs: 3000,
};

const dialect = new PgDialect();

/**
 * The rows of `query`, run on PostgreSQL as the prepared statement `name`: planned once per
 * connection rather than on every run, which for the page reads behind every uncached render took
 * longer than running them (issue #17). `name` must always go with the same SQL text (the values
 * may differ). PGlite, in this process, runs it as it is.
 */
export async function namedQueryRows<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.query<Row & pg.QueryResultRow>({ name, text, values: params })).rows;
  }
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError, options.queryTimeoutMs)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const client = await createPglite(dataDir === null ? null : pgliteFolder(dataDir));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const maintenance =
    dataDir === null ? undefined : setInterval(() => void maintainPglite(client), PGLITE_MAINTENANCE_MS);
  maintenance?.unref();
  return {
    kind: 'pglite',
    db,
    async ping() {
      await client.query('select 1');
    },
    async listen(_channel, handlers) {
      handlers.onLive(true);
      return async () => {};
    },
    async migrate(afterMigrate) {
      // One process owns a PGlite directory, so there is nobody to take turns with.
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      const result = await afterMigrate?.(db);
      // What the migrations and the seed wrote need not be replayed from the WAL at the next start.
      await client.exec('checkpoint');
      return result;
    },
    async close() {
      clearInterval(maintenance);
      await client.close();
    },
  };
}

/** How often the embedded database does what a PostgreSQL server's background processes would. */
export const PGLITE_MAINTENANCE_MS = 5 * 60_000;

/**
 * Single-user PostgreSQL has no autovacuum and no checkpointer: rows that updates and deletes leave
 * behind would never be reused, and the WAL of a quiet site would never be recycled. Every few
 * minutes this vacuums the tables autovacuum would (its default thresholds) and checkpoints, so the
 * data folder grows with the content, not with time (issue #34). A few milliseconds on a small site.
 */
export async function maintainPglite(client: {
  query<T>(sql: string): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}): Promise<string[]> {
  try {
    // A single-user backend sends its counts to the statistics only when told to.
    await client.query('select pg_stat_force_next_flush()');
    const { rows } = await client.query<{ name: string }>(
      `select quote_ident(relname) as name from pg_stat_user_tables
        where n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup`,
    );
    for (const { name } of rows) await client.exec(`vacuum (analyze) ${name}`);
    await client.exec('checkpoint');
    return rows.map((row) => row.name);
  } catch {
    // Closed under us, or busy: the next round tries again.
    return [];
  }
}

/**
 * drizzle-orm 0.45's node-postgres `transaction` sends BEGIN before its try/finally: a pooled
 * connection that fails at BEGIN (its server went away while it sat idle, and the pool had not
 * noticed yet) is never released, and the pool is one connection short for good — after a few
 * outages, every request waits for a connection that never comes. The same method, with BEGIN
 * inside, and a connection that failed handed back as broken so the pool replaces it.
 */
type SessionInternals = {
  client: pg.Pool | pg.PoolClient;
  dialect: unknown;
  schema: unknown;
  options: unknown;
};
const drizzleTransaction = NodePgSession.prototype.transaction;
NodePgSession.prototype.transaction = async function transaction(
  this: SessionInternals,
  run: Parameters<typeof drizzleTransaction>[0],
  config?: Parameters<typeof drizzleTransaction>[1],
) {
  if (!(this.client instanceof pg.Pool)) return drizzleTransaction.call(this as never, run, config);
  const client = await this.client.connect();
  const session = new NodePgSession(client, this.dialect as never, this.schema as never, this.options as never);
  let broken: Error | undefined;
  // A connection lost between statements says so here; unheard, the process would crash.
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    // Everything but the acquiring and releasing is drizzle's: BEGIN, the work, COMMIT or ROLLBACK.
    return await drizzleTransaction.call(session, run, config);
  } catch (error) {
    if (isConnectionError(error)) broken = error as Error;
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
} as typeof drizzleTransaction;

function isConnectionError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|ECONNRESET|EPIPE|not queryable|timeout/i.test(message);
}

async function openPostgres(
  connectionString: string,
  onPoolError?: (error: Error) => void,
  queryTimeoutMs = QUERY_TIME_LIMITS.queryTimeoutMs,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: QUERY_TIME_LIMITS.connectMs,
    idleTimeoutMillis: 10_000,
    query_timeout: queryTimeoutMs,
    statement_timeout: Math.max(queryTimeoutMs, QUERY_TIME_LIMITS.statementTimeoutMs),
    idle_in_transaction_session_timeout: QUERY_TIME_LIMITS.idleInTransactionMs,
    keepAlive: true,
  });
  // An idle client losing its server emits here; without a listener the process would crash.
  pool.on('error', (error) => onPoolError?.(error));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('ping timed out'), { code: 'ETIMEDOUT' })), timeoutMs);
      });
      try {
        await Promise.race([pool.query('select 1'), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    async migrate(afterMigrate) {
      // A connection of its own, without the pool's time limits: a migration may take long, and
      // another copy may hold the start-up lock for as long as its own migration takes.
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: QUERY_TIME_LIMITS.connectMs });
      // A lost connection is reported as an 'error' event; without a listener it would crash us.
      client.on('error', (error) => onPoolError?.(error));
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const locked = drizzleNodePg(client, { schema });
        await migrateNodePg(locked, { migrationsFolder });
        return await afterMigrate?.(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** First retry after a lost LISTEN connection; doubling up to the maximum. */
const LISTEN_RETRY_MS = { first: 100, max: 5000 };

/** A connection of its own (a pooled one would be handed to queries), kept open and re-opened when lost. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MS.first;

  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(connect, delay);
    delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
  };
  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    handlers.onLive(false);
    client.end().catch(() => {});
    schedule();
  };
  async function connect() {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      client.end().catch(() => {});
      schedule();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = LISTEN_RETRY_MS.first;
    handlers.onLive(true);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

export { sql };

/** The one row a statement must return (an INSERT … RETURNING, a row just locked); throws if there is none. */
export function single<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Expected the statement to return a row');
  return row;
}
