import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import type { Database } from './client.ts';
import { blocks, pages } from './schema.ts';
import { readSeedPages, seedDatabase } from './seed.ts';

describe.each(testDatabaseKinds())('migrations and seed on %s', (kind) => {
  const opened: Database[] = [];
  let test: TestDatabase;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((d) => d.close()));
    await test.drop();
  });

  async function open() {
    const database = await test.open();
    opened.push(database);
    return database;
  }

  it('seeds an empty database once, and never overwrites edited content', async () => {
    const seed = await readSeedPages();
    const database = await open();
    const first = await database.migrate((db) => seedDatabase(db, seed));
    expect(first?.sort()).toEqual(seed.map((p) => p.slug).sort());

    const [hero] = await database.db.select().from(blocks).where(eq(blocks.blockType, 'HERO'));
    const edited = { title: { en: 'Edited by an editor', ar: 'عدّله محرر' } };
    await database.db.update(blocks).set({ content: edited }).where(eq(blocks.id, hero!.id));

    // A second start: migrations are already applied, the seed finds every page present.
    const second = await database.migrate((db) => seedDatabase(db, seed));
    expect(second).toEqual([]);
    expect(await database.db.$count(pages)).toBe(seed.length);
    expect(await database.db.$count(blocks)).toBe(seed.reduce((n, p) => n + p.blocks.length, 0));
    const [after] = await database.db.select().from(blocks).where(eq(blocks.id, hero!.id));
    expect(after?.content).toEqual(edited);
  });

  it.runIf(kind === 'postgres')('lets several processes start at once without breaking the migration', async () => {
    const seed = await readSeedPages();
    const starters = await Promise.all([open(), open(), open(), open()]);
    const created = await Promise.all(starters.map((database) => database.migrate((db) => seedDatabase(db, seed))));
    expect(created.flat().sort()).toEqual(seed.map((p) => p.slug).sort());
    expect(await starters[0]!.db.$count(pages)).toBe(seed.length);
  });
});

describe('seed files', () => {
  it('are valid pages whose every block passes its type schema', async () => {
    const seed = await readSeedPages();
    expect(seed.map((p) => p.slug)).toEqual(expect.arrayContaining(['header', 'footer', 'home']));
    expect(seed.find((p) => p.slug === 'home')?.blocks).toHaveLength(8);
  });
});
