import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { type Database, namedQueryRows, sql } from './client.ts';

describe.each(testDatabaseKinds())('namedQueryRows on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await test.open();
  });

  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it('gives the rows of the query, again and again under one name with other values', async () => {
    const query = (n: number, word: string) => sql`select ${n}::int + 1 as next, ${word}::text || '!' as said`;
    for (const [n, word] of [
      [1, 'one'],
      [41, 'مرحبا'],
      [1, 'one'],
    ] as const) {
      // More runs than connections in the pool, so every connection prepares it and then reuses it.
      const runs = await Promise.all(
        Array.from({ length: 12 }, () =>
          namedQueryRows<{ next: number; said: string }>(database.db, 'named-query-test', query(n, word)),
        ),
      );
      for (const rows of runs) expect(rows).toEqual([{ next: n + 1, said: `${word}!` }]);
    }
  });

  it("passes a failing query's error on (itself or as the cause of drizzle's)", async () => {
    const error: { message?: string; cause?: { message?: string } } = await namedQueryRows(
      database.db,
      'named-query-failing',
      sql`select 1 / ${0}::int`,
    ).then(
      () => ({}),
      (e: unknown) => e as { message?: string; cause?: { message?: string } },
    );
    expect(`${error.message} ${error.cause?.message}`).toMatch(/division by zero/);
  });
});
