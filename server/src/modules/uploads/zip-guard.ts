import yauzl from 'yauzl';
import { HttpError } from '../../http/errors.ts';

export const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxRatio: 100,
  /**
   * The ratio is judged only for entries at least this large: small runs of zeros (printer
   * settings, empty XML parts) legitimately compress more than 100:1, and cannot hurt anyone.
   */
  ratioMinBytes: 1024 * 1024,
};

export type ZipLimits = typeof ZIP_LIMITS;

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

export class ZipError extends Error {}

/**
 * Reads a ZIP's central directory without inflating anything. Throws a ZipError when the archive
 * is malformed or declares more than `maxEntries` entries (checked before any entry is read).
 */
export function readZipEntries(data: Buffer, maxEntries = ZIP_LIMITS.maxEntries): Promise<ZipEntryInfo[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip)
        return reject(new ZipError(`its ZIP container is malformed (${openError?.message ?? 'unreadable'})`));
      if (zip.entryCount > maxEntries) {
        zip.close();
        return reject(new ZipError(`its ZIP container has ${zip.entryCount} entries (at most ${maxEntries})`));
      }
      const entries: ZipEntryInfo[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({
          name: entry.fileName,
          compressedSize: entry.compressedSize,
          uncompressedSize: entry.uncompressedSize,
        });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', (error: Error) => reject(new ZipError(`its ZIP container is malformed (${error.message})`)));
      zip.readEntry();
    });
  });
}

/** Why an archive is refused, or null when it is within the limits. */
export function zipBombReason(entries: readonly ZipEntryInfo[], limits: ZipLimits = ZIP_LIMITS): string | null {
  if (entries.length > limits.maxEntries)
    return `its ZIP container has ${entries.length} entries (at most ${limits.maxEntries})`;
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxUncompressedBytes) {
      return `it would expand to more than ${limits.maxUncompressedBytes} bytes`;
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize >= limits.ratioMinBytes && ratio > limits.maxRatio) {
      return `its entry ${JSON.stringify(entry.name)} expands ${Math.round(ratio)} times (at most ${limits.maxRatio})`;
    }
  }
  return null;
}

/** Refuses (400 unsafe_archive) malformed archives and zip bombs; returns the entries otherwise. */
export async function assertSafeZip(data: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<ZipEntryInfo[]> {
  let entries: ZipEntryInfo[];
  try {
    entries = await readZipEntries(data, limits.maxEntries);
  } catch (error) {
    if (!(error instanceof ZipError)) throw error;
    throw unsafe(error.message);
  }
  const reason = zipBombReason(entries, limits);
  if (reason) throw unsafe(reason);
  return entries;
}

function unsafe(reason: string): HttpError {
  return new HttpError(400, 'unsafe_archive', `The document was refused: ${reason}.`, {
    reason,
  });
}
