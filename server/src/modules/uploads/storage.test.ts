import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { createDatabaseStorage, createDiskStorage, isUploadName } from './storage.ts';

const NAME = '0123456789abcdef0123456789abcdef.png';

describe('upload names', () => {
  it('accept only hashes with an optional width and an extension', () => {
    expect(isUploadName(NAME)).toBe(true);
    expect(isUploadName('0123456789abcdef-480.webp')).toBe(true);
    for (const bad of [
      '../0123456789abcdef.png',
      '0123456789abcdef.png/..',
      '..%2f0123456789abcdef.png',
      '0123456789ABCDEF.png',
      '0123456789abcde.png',
      '0123456789abcdef',
      '.0123456789abcdef.png.1a2b.tmp',
      '0123456789abcdef.png\n',
      'seed/logo.svg',
      '',
    ]) {
      expect(isUploadName(bad), bad).toBe(false);
    }
  });
});

describe('disk storage', () => {
  let root: string;
  let dir: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'uploads-disk-'));
    dir = path.join(root, 'uploads');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes through a temporary file and reads back with the type of the extension', async () => {
    const storage = createDiskStorage(dir);
    await storage.put(NAME, 'image/png', Buffer.from('first'));
    await storage.put(NAME, 'image/png', Buffer.from('second version'));
    expect(readdirSync(dir)).toEqual([NAME]);
    expect(readFileSync(path.join(dir, NAME), 'utf8')).toBe('second version');
    expect(await storage.get(NAME)).toEqual({
      contentType: 'image/png',
      size: 14,
      data: Buffer.from('second version'),
    });
    expect(await storage.get('0123456789abcdef0123456789abcdef.svg')).toBeNull();
  });

  it('refuses names that could leave the directory, and never reads them', async () => {
    const storage = createDiskStorage(dir);
    for (const name of ['../../etc/passwd', '../escaped.png', `/${NAME}`, 'a/../../b.png']) {
      await expect(storage.put(name, 'image/png', Buffer.from('x'))).rejects.toThrow(/Refusing/);
      expect(await storage.get(name)).toBeNull();
    }
    expect(readdirSync(root)).toEqual(['uploads']);
  });

  it('leaves no temporary file behind when a write fails', async () => {
    const storage = createDiskStorage(dir);
    const blocked = '1111111111111111.png';
    // A directory in the way makes the rename fail.
    mkdirSync(path.join(dir, blocked));
    await expect(storage.put(blocked, 'image/png', Buffer.from('x'))).rejects.toThrow();
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(await storage.get(blocked)).toBeNull();
  });
});

describe.each(testDatabaseKinds())('database storage on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it('stores bytes with their type, keeps the first copy of a name and reads it back', async () => {
    const storage = createDatabaseStorage(database.db);
    const bytes = Buffer.from([0, 1, 2, 255, 254, 0x89, 0x50]);
    await storage.put(NAME, 'image/png', bytes);
    await storage.put(NAME, 'image/png', bytes);
    const stored = await storage.get(NAME);
    expect(stored).toEqual({ contentType: 'image/png', size: bytes.length, data: bytes });
    expect(Buffer.isBuffer(stored?.data)).toBe(true);
    expect(await storage.get('ffffffffffffffff.png')).toBeNull();
  });

  it('refuses invalid names', async () => {
    const storage = createDatabaseStorage(database.db);
    await expect(storage.put('../x.png', 'image/png', Buffer.from('x'))).rejects.toThrow(/Refusing/);
    expect(await storage.get("x'; drop table uploads; --")).toBeNull();
  });
});
