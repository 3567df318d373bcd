import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { type Database, sql } from '../db/client.ts';
import { MAX_PLAIN_KEY, SharedLimiter } from './shared-limiter.ts';

describe.each(testDatabaseKinds())('SharedLimiter on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await test.open();
    await database.migrate();
  });

  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it('allows max hits per window per key, then says how long to wait', async () => {
    const limiter = new SharedLimiter(database.db, 'test', 2, 60_000);
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    const refused = await limiter.hit('a');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limiter.hit('b')).toEqual({ allowed: true });
    // Another limit with the same key counts on its own.
    expect(await new SharedLimiter(database.db, 'other', 2, 60_000).hit('a')).toEqual({ allowed: true });
  });

  it('counts the hits of every limiter on the same database together, as copies of the server do', async () => {
    const copies = [1, 2, 3].map(() => new SharedLimiter(database.db, 'shared', 4, 60_000));
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => copies[i % 3]?.hit('x')));
    expect(results.filter((r) => r?.allowed).length).toBe(4);
  });

  it('starts a new window once the old one is over', async () => {
    const limiter = new SharedLimiter(database.db, 'short', 1, 60_000);
    expect(await limiter.hit('k')).toEqual({ allowed: true });
    expect((await limiter.hit('k')).allowed).toBe(false);
    await database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'short:k'`);
    expect(await limiter.hit('k')).toEqual({ allowed: true });
  });

  it('counts keys of any length (incompressible, far past what an index row holds) apart, and stores them bounded', async () => {
    const limiter = new SharedLimiter(database.db, 'long', 1, 60_000);
    const long = randomBytes(6000).toString('base64');
    const other = `${long.slice(0, -1)}!`;
    expect(await limiter.hit(long)).toEqual({ allowed: true });
    expect((await limiter.hit(long)).allowed).toBe(false);
    expect(await limiter.hit(other)).toEqual({ allowed: true });
    const { rows } = (await database.db.execute(
      sql`select max(length(key)) as longest from rate_limits where key like 'long:%'`,
    )) as unknown as { rows: Array<{ longest: number }> };
    expect(Number(rows[0]?.longest)).toBeLessThanOrEqual(MAX_PLAIN_KEY);
  });
});
