import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { maintainPglite } from './client.ts';
import { createPglite, PGLITE_SETTINGS } from './pglite.ts';

describe('the embedded database (issue #34)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is created in its folder by a child process, runs with small settings and is looked after', async () => {
    const pgdata = path.join(dir, 'pgdata');
    const client = await createPglite(pgdata);
    try {
      const setting = async (name: string) =>
        (await client.query<{ value: string }>(`select current_setting('${name}') as value`)).rows[0]?.value;
      expect(await setting('shared_buffers')).toBe(PGLITE_SETTINGS.shared_buffers);
      expect(await setting('max_wal_size')).toBe(PGLITE_SETTINGS.max_wal_size);
      await client.exec('create table churn (id int primary key, text text)');
      await client.exec(`insert into churn select n, repeat('x', 100) from generate_series(1, 2000) n`);
      await client.exec('delete from churn where id > 100');
      expect(await maintainPglite(client)).toContain('churn');
      const { rows } = await client.query<{ dead: number }>(
        `select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'churn'`,
      );
      expect(rows[0]?.dead).toBe(0);
    } finally {
      await client.close();
    }
    // Opened again: the folder holds the database.
    const again = await createPglite(pgdata);
    expect((await again.query<{ n: number }>('select count(*)::int as n from churn')).rows[0]?.n).toBe(100);
    await again.close();
  }, 60_000);
});
