import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { contentTypeOfName } from './media-types.ts';

export interface StoredFile {
  contentType: string;
  size: number;
  data: Buffer;
}

/** Where uploaded files live. Names are generated (content hash), never taken from the client. */
export interface UploadStorage {
  put(name: string, contentType: string, data: Buffer): Promise<void>;
  get(name: string): Promise<StoredFile | null>;
  /** Deletes a file (the media library's delete and clean-up); a missing one is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored file, variants included (the library's backfill of uploads made before it). */
  list(): Promise<Array<{ name: string; contentType: string; size: number }>>;
}

/** A content hash, optionally a variant width, and an extension: nothing that could leave a directory. */
export const UPLOAD_NAME = /^[a-f0-9]{16,64}(-\d+)?\.[a-z0-9]+$/;

export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

function assertUploadName(name: string): void {
  if (!isUploadName(name)) throw new Error(`Refusing to store an upload named ${JSON.stringify(name)}`);
}

/**
 * Files in `dir` (DATA_DIR/uploads). Each is written to a temporary file and renamed into place,
 * so readers never see half a file. The content type follows from the name's extension.
 */
export function createDiskStorage(dir: string): UploadStorage {
  return {
    async put(name, _contentType, data) {
      assertUploadName(name);
      await mkdir(dir, { recursive: true });
      // Temporary names start with a dot, which UPLOAD_NAME never matches, so they are never served.
      const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const file = await open(temp, 'wx');
        try {
          await file.writeFile(data);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temp, path.join(dir, name));
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
    },
    async get(name) {
      if (!isUploadName(name)) return null;
      try {
        const data = await readFile(path.join(dir, name));
        return { contentType: contentTypeOfName(name), size: data.length, data };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async remove(name) {
      assertUploadName(name);
      await unlink(path.join(dir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async list() {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const files = [];
      for (const name of names.filter(isUploadName)) {
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (info?.isFile()) files.push({ name, contentType: contentTypeOfName(name), size: info.size });
      }
      return files;
    },
  };
}

/** Files in the `uploads` table, so that every server copy on one PostgreSQL sees the same files. */
export function createDatabaseStorage(db: Db): UploadStorage {
  return {
    async put(name, contentType, data) {
      assertUploadName(name);
      // The name is a hash of the content, so an existing row already holds these bytes.
      await db.insert(uploads).values({ name, contentType, size: data.length, data }).onConflictDoNothing();
    },
    async get(name) {
      if (!isUploadName(name)) return null;
      const [row] = await db
        .select({ contentType: uploads.contentType, size: uploads.size, data: uploads.data })
        .from(uploads)
        .where(eq(uploads.name, name))
        .limit(1);
      return row ?? null;
    },
    async remove(name) {
      assertUploadName(name);
      await db.delete(uploads).where(eq(uploads.name, name));
    },
    async list() {
      return db.select({ name: uploads.name, contentType: uploads.contentType, size: uploads.size }).from(uploads);
    },
  };
}
