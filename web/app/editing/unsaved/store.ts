/**
 * Text typed in edit mode and not yet confirmed saved by the server, kept in the browser's IndexedDB
 * so that a reload, a crash or a closed tab loses nothing (issue #19, ADR 0027). One entry per page
 * and block: the block's whole content as the editor held it, the version it was based on, and when.
 * Written on every change the saver shows, removed when the server confirms that content.
 */

/** One block's unsaved content. */
export interface UnsavedEntry {
  /** The page's slug ('home', 'solutions-ilearn-catalogues', 'header'). */
  slug: string;
  blockId: string;
  blockType: string;
  /** The block's whole content, as the editor showed it. */
  content: unknown;
  /** The block version this content was based on (a newer one on the server means a conflict). */
  baseVersion: number;
  /** When it was typed (ms since the epoch). */
  savedAt: number;
}

const DB_NAME = 'site-editor';
const STORE = 'unsaved';

let opening: Promise<IDBDatabase | null> | null = null;

/** The database, or null where IndexedDB is not there (private modes, old browsers): then nothing is kept. */
function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(STORE, { keyPath: ['slug', 'blockId'] });
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading later: let it, and open again next time.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => {
        console.warn('Unsaved changes cannot be kept in this browser', request.error);
        resolve(null);
      };
    } catch (error) {
      console.warn('Unsaved changes cannot be kept in this browser', error);
      resolve(null);
    }
  });
  return opening;
}

/** Runs one request in its own transaction; resolves when the transaction is done (null without IndexedDB). */
async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await database();
  if (!db) return null;
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/**
 * Calls run in the order they are made: transactions on one store are applied in the order they
 * were created, and every call waits for the same opened database first, so a removal asked after
 * a write never overtakes it.
 */
const quietly = (what: string) => (error: unknown) => console.warn(`Could not ${what} an unsaved change`, error);

/** Keeps (or replaces) a block's unsaved content. */
export function keepUnsaved(entry: UnsavedEntry): Promise<void> {
  return run('readwrite', (store) => store.put(entry)).then(() => undefined, quietly('keep'));
}

/** Forgets a block's unsaved content: the server has it, or the editor chose to drop it. */
export function dropUnsaved(slug: string, blockId: string): Promise<void> {
  return run('readwrite', (store) => store.delete([slug, blockId])).then(() => undefined, quietly('drop'));
}

/** A page's unsaved blocks, oldest first. */
export async function readUnsaved(slug: string): Promise<UnsavedEntry[]> {
  try {
    const range = IDBKeyRange.bound([slug], [slug, []]);
    const entries = ((await run('readonly', (store) => store.getAll(range))) ?? []) as UnsavedEntry[];
    return entries.sort((a, b) => a.savedAt - b.savedAt);
  } catch (error) {
    console.warn('Could not read unsaved changes', error);
    return [];
  }
}
