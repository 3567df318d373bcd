import { createHash } from 'node:crypto';
import { HttpError } from '../../http/errors.ts';
import { detectType } from './detect-type.ts';
import { type MediaInfoStore, svgSize } from './media-info.ts';
import { MEDIA_TYPES, RASTER_EXTENSIONS, VIDEO_EXTENSIONS, ZIP_EXTENSIONS } from './media-types.ts';
import { sanitizeSvg } from './sanitize-svg.ts';
import type { UploadStorage } from './storage.ts';
import { makeVariants } from './variants.ts';
import { assertSafeZip } from './zip-guard.ts';

export const UPLOADS_URL_PREFIX = '/data/uploads/';

export interface UploadLimits {
  /** Largest accepted file of any type but video, in bytes. */
  maxBytes: number;
  /** Largest accepted video (mp4, webm), in bytes. */
  maxVideoBytes: number;
}

export interface UploadedFile {
  data: Buffer;
  /** The client's name for the file; only for messages, never for naming or typing. */
  filename?: string | undefined;
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

const ACCEPTED = 'PNG, JPEG, GIF, WebP, SVG, MP4, WebM, PDF, DOC, DOCX, PPT or PPTX';

/**
 * Checks, cleans and stores one upload under a name derived from its content, so the same file
 * always gets the same URL. Throws HttpErrors: 400 (empty, damaged, unsafe), 413, 415.
 */
export async function storeUpload(
  storage: UploadStorage,
  file: UploadedFile,
  limits: UploadLimits,
  /** Where the size and variants of images are recorded for pages (table media_info). */
  mediaInfo?: MediaInfoStore,
): Promise<UploadResult> {
  const shown = file.filename ? JSON.stringify(file.filename.slice(0, 100)) : 'The file';
  if (file.data.length === 0) throw new HttpError(400, 'file_empty', `${shown} is empty.`);

  const type = await detectType(file.data);
  if (!type) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `${shown} is not a ${ACCEPTED} file (judged by its content, not its name).`,
      { accepted: Object.keys(MEDIA_TYPES) },
    );
  }
  const maxBytes = VIDEO_EXTENSIONS.has(type.ext) ? limits.maxVideoBytes : limits.maxBytes;
  if (file.data.length > maxBytes) throw tooLarge(maxBytes);

  let stored = file.data;
  let image: Awaited<ReturnType<typeof makeVariants>> | undefined;
  let size: { width: number; height: number } | null = null;
  if (type.ext === 'svg') {
    const svg = await sanitizeSvg(file.data);
    stored = Buffer.from(svg, 'utf8');
    size = svgSize(svg);
  } else if (ZIP_EXTENSIONS.has(type.ext)) await assertSafeZip(file.data);
  else if (RASTER_EXTENSIONS.has(type.ext)) image = await makeVariants(file.data);

  const hash = createHash('sha256').update(stored).digest('hex').slice(0, 32);
  const name = `${hash}.${type.ext}`;
  const variants: UploadResult['variants'] = [];
  // Variants first: once the original exists, everything that refers to it exists too.
  for (const variant of image?.variants ?? []) {
    const variantName = `${hash}-${variant.width}.webp`;
    await storage.put(variantName, MEDIA_TYPES.webp, variant.data);
    variants.push({ width: variant.width, url: UPLOADS_URL_PREFIX + variantName });
  }
  if (image) size = { width: image.width, height: image.height };
  if (size && mediaInfo) {
    const paths = variants.map((v) => ({ width: v.width, path: v.url }));
    await mediaInfo.save([{ path: UPLOADS_URL_PREFIX + name, ...size, variants: paths }]);
  }
  await storage.put(name, type.contentType, stored);

  return {
    url: UPLOADS_URL_PREFIX + name,
    name,
    contentType: type.contentType,
    size: stored.length,
    ...(size ?? {}),
    variants,
  };
}

export function tooLarge(maxBytes: number): HttpError {
  const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new HttpError(413, 'file_too_large', `The file is larger than ${mb} MB, the limit for its type.`, {
    maxBytes,
  });
}
