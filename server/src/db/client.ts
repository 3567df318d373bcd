import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onPoolError) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const client = await PGlite.create(dataDir === null ? undefined : path.join(dataDir, 'pgdata'));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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
      return afterMigrate?.(db);
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string, onPoolError?: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3000, idleTimeoutMillis: 10_000 });
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
      const client = await pool.connect();
      // A checked-out client reports a lost connection as an 'error' event; without a listener it would crash us.
      const onError = (error: Error) => onPoolError?.(error);
      client.on('error', onError);
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const locked = drizzleNodePg(client, { schema });
        await migrateNodePg(locked, { migrationsFolder });
        return await afterMigrate?.(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.off('error', onError);
        client.release();
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
