import type { Db } from '../../db/client.ts';
import { contentTypeOfName } from '../uploads/media-types.ts';
import { createDatabaseStorage, createDiskStorage, type UploadStorage } from '../uploads/storage.ts';

/** Where the installation keeps uploaded files, as the server's configuration says (UPLOAD_STORAGE). */
export type UploadPlace = { storage: 'disk'; dir: string } | { storage: 'database' };

export interface UploadFile {
  name: string;
  data: Buffer;
}

/** The storage the server uses; in the database, through `db` (a transaction, when given one). */
function storageAt(place: UploadPlace, db: Db): UploadStorage {
  return place.storage === 'disk' ? createDiskStorage(place.dir) : createDatabaseStorage(db);
}

/** Every uploaded file (WebP copies included), by name; read inside the export's transaction when in the database. */
export async function readUploadFiles(place: UploadPlace, tx: Db): Promise<UploadFile[]> {
  const storage = storageAt(place, tx);
  const names = (await storage.list()).map((file) => file.name).sort();
  const files: UploadFile[] = [];
  for (const name of names) {
    const file = await storage.get(name);
    if (file) files.push({ name, data: Buffer.from(file.data) });
  }
  return files;
}

export async function countUploadFiles(place: UploadPlace, db: Db): Promise<number> {
  return (await storageAt(place, db).list()).length;
}

/**
 * Stores the files. Names are content hashes, so a file left behind by an import that then failed
 * holds exactly the bytes its name promises and is harmless (the media library's clean-up removes
 * it); in the database, `tx` makes them part of the import's transaction.
 */
export async function writeUploadFiles(place: UploadPlace, tx: Db, files: readonly UploadFile[]): Promise<void> {
  const storage = storageAt(place, tx);
  for (const file of files) {
    if (place.storage === 'disk' && (await storage.get(file.name))?.data.equals(file.data)) continue;
    await storage.put(file.name, contentTypeOfName(file.name), file.data);
  }
}
