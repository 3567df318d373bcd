import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';
import { readSeedPages, seedDatabase } from '../src/db/seed.ts';

export interface TestDatabase {
  readonly kind: 'pglite' | 'postgres';
  /** The connection URL of a fresh, empty PostgreSQL database (postgres only). */
  readonly url?: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * The databases every API test runs against: in-memory PGlite always, and the real PostgreSQL
 * server when TEST_DATABASE_URL is set (CI sets it). Each call gives fresh, empty databases.
 */
export function testDatabaseKinds(): Array<'pglite' | 'postgres'> {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') return { kind, open: () => openDatabase({ dataDir: null }), drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: null }),
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** A migrated and seeded database, as `npm start` leaves it. */
export async function openSeeded(test: TestDatabase): Promise<Database> {
  const database = await test.open();
  const seed = await readSeedPages();
  await database.migrate((db) => seedDatabase(db, seed));
  return database;
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
