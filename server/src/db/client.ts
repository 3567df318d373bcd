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
   * Applies pending migrations, then runs `afterMigrate` (the seed), holding a lock so that several
   * processes starting at once against one server take turns.
   */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Arbitrary constant naming our start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK_KEY = 7_242_001;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onPoolError) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const client = await PGlite.create(path.join(dataDir, 'pgdata'));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async ping() {
      await client.query('select 1');
    },
    async migrate(afterMigrate) {
      // One process owns a PGlite directory, so there is nobody to take turns with.
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await afterMigrate?.(db);
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
      const client = await pool.connect();
      try {
        await client.query({ text: `set local statement_timeout = ${Math.trunc(timeoutMs)}; select 1` });
      } finally {
        client.release();
      }
    },
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const locked = drizzleNodePg(client, { schema });
        await migrateNodePg(locked, { migrationsFolder });
        await afterMigrate?.(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export { sql };
