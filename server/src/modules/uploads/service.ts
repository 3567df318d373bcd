import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { checkUpload, type UploadedFile } from './check-upload.ts';
import { cleanFileName, registerMedia } from './library.ts';
import type { MediaInfoStore } from './media-info.ts';
import { MEDIA_TYPES, VIDEO_EXTENSIONS } from './media-types.ts';
import type { UploadStorage } from './storage.ts';

export const UPLOADS_URL_PREFIX = '/data/uploads/';

export interface UploadLimits {
  /** Largest accepted file of any type but video, in bytes. */
  maxBytes: number;
  /** Largest accepted video (mp4, webm), in bytes. */
  maxVideoBytes: number;
}

export interface UploadResult {
  url: string;
  name: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
  /** WebP copies of raster images for `srcset`, narrowest first; empty for other types. */
  variants: Array<{ width: number; url: string }>;
}

/**
 * Checks and cleans one upload (checkUpload, with WebP variants of images) and stores it under a
 * name derived from its content, so the same file always gets the same URL. Throws HttpErrors:
 * 400 (empty, damaged, unsafe), 413, 415.
 */
export async function storeUpload(
  storage: UploadStorage,
  file: UploadedFile,
  limits: UploadLimits,
  /** Where the size and variants of images are recorded for pages (table media_info). */
  mediaInfo?: MediaInfoStore,
  /** The media library (table media_items) the upload is listed in, and who uploaded it. */
  library?: { db: Db; createdBy: string | null },
): Promise<UploadResult> {
  const {
    type,
    data: stored,
    size,
    variants: images,
  } = await checkUpload(file, {
    maxBytes: (ext) => (VIDEO_EXTENSIONS.has(ext) ? limits.maxVideoBytes : limits.maxBytes),
    variants: true,
  });
  const hash = createHash('sha256').update(stored).digest('hex').slice(0, 32);
  const name = `${hash}.${type.ext}`;
  const variants: UploadResult['variants'] = [];
  // Variants first: once the original exists, everything that refers to it exists too.
  for (const variant of images) {
    const variantName = `${hash}-${variant.width}.webp`;
    await storage.put(variantName, MEDIA_TYPES.webp, variant.data);
    variants.push({ width: variant.width, url: UPLOADS_URL_PREFIX + variantName });
  }
  if (size && mediaInfo) {
    const paths = variants.map((v) => ({ width: v.width, path: v.url }));
    await mediaInfo.save([{ path: UPLOADS_URL_PREFIX + name, ...size, variants: paths }]);
  }
  await storage.put(name, type.contentType, stored);
  // Listed once the file exists: the library never offers a file that is not there.
  if (library) {
    await registerMedia(library.db, [
      {
        path: UPLOADS_URL_PREFIX + name,
        fileName: cleanFileName(file.filename, name),
        contentType: type.contentType,
        size: stored.length,
        createdBy: library.createdBy,
      },
    ]);
  }

  return {
    url: UPLOADS_URL_PREFIX + name,
    name,
    contentType: type.contentType,
    size: stored.length,
    ...(size ?? {}),
    variants,
  };
}
