import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Db, sql } from '../../db/client.ts';
import { contentTypeOfName } from '../uploads/media-types.ts';
import { createDatabaseStorage, createDiskStorage, isUploadName } from '../uploads/storage.ts';

/** Where the installation keeps uploaded files, as the server's configuration says (UPLOAD_STORAGE). */
export type UploadPlace = { storage: 'disk'; dir: string } | { storage: 'database' };

export interface UploadFile {
  name: string;
  data: Buffer;
}

/** Every uploaded file (variants included), read inside the export's transaction when in the database. */
export async function readUploadFiles(place: UploadPlace, tx: Db): Promise<UploadFile[]> {
  if (place.storage === 'database') {
    const { rows } = (await tx.execute(sql`select name, data from uploads order by name`)) as unknown as {
      rows: Array<{ name: string; data: Uint8Array }>;
    };
    return rows.map((row) => ({ name: row.name, data: Buffer.from(row.data) }));
  }
  const names = (await readdir(place.dir).catch(ignoreMissing)).filter(isUploadName).sort();
  return Promise.all(names.map(async (name) => ({ name, data: await readFile(path.join(place.dir, name)) })));
}

export async function countUploadFiles(place: UploadPlace, db: Db): Promise<number> {
  if (place.storage === 'disk') return (await readdir(place.dir).catch(ignoreMissing)).filter(isUploadName).length;
  const { rows } = (await db.execute(sql`select count(*)::int as n from uploads`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return rows[0]?.n ?? 0;
}

/**
 * Stores the files. Names are content hashes, so a file left behind by an import that then failed
 * holds exactly the bytes its name promises and is harmless (the media library's clean-up removes
 * it); in the database, `tx` makes them part of the import's transaction.
 */
export async function writeUploadFiles(place: UploadPlace, tx: Db, files: readonly UploadFile[]): Promise<void> {
  const storage = place.storage === 'disk' ? createDiskStorage(place.dir) : createDatabaseStorage(tx);
  for (const file of files) {
    if (place.storage === 'disk' && (await storage.get(file.name))?.data.equals(file.data)) continue;
    await storage.put(file.name, contentTypeOfName(file.name), file.data);
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): string[] {
  if (error.code === 'ENOENT') return [];
  throw error;
}
