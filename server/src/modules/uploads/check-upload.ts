import { HttpError } from '../../http/errors.ts';
import { type DetectedType, detectType } from './detect-type.ts';
import { svgSize } from './media-info.ts';
import { MEDIA_TYPES, RASTER_EXTENSIONS, type UploadExtension, ZIP_EXTENSIONS } from './media-types.ts';
import { sanitizeSvg } from './sanitize-svg.ts';
import { checkImage, type ImageVariant, makeVariants } from './variants.ts';
import { assertSafeZip } from './zip-guard.ts';

export interface UploadedFile {
  data: Buffer;
  /** The client's name for the file; only for messages, never for naming or typing. */
  filename?: string | undefined;
}

export interface UploadRules {
  /** The largest accepted file of a type, in bytes. */
  maxBytes(ext: UploadExtension): number;
  /** Whether the caller takes this type at all; every type of MEDIA_TYPES when left out. */
  accepts?(ext: UploadExtension): boolean;
  /** WebP variants of raster images for `srcset` (decoding them checks them too); otherwise only the check. */
  variants?: boolean;
}

export interface CheckedUpload {
  type: DetectedType;
  /** What may be stored: an SVG's sanitised markup, the bytes as received for every other type. */
  data: Buffer;
  /** The displayed size of an image; null for other files. */
  size: { width: number; height: number } | null;
  /** WebP copies of a raster image, narrowest first, when the rules ask for them. */
  variants: ImageVariant[];
}

/** Why a file was refused, for callers that answer in their own words (the visitors' forms). */
export type RefusalReason = 'empty' | 'type' | 'size' | 'unsafe';

/** A refused upload: the editors' English error, with the reason behind it. */
export class UploadRefused extends HttpError {
  constructor(
    readonly reason: RefusalReason,
    error: HttpError,
  ) {
    super(error.statusCode, error.code, error.message, error.details);
  }
}

const ACCEPTED = 'PNG, JPEG, GIF, WebP, SVG, MP4, WebM, PDF, DOC, DOCX, PPT or PPTX';

/**
 * The one check every uploaded byte goes through, from editors and visitors alike: the type from
 * the bytes, the size limit for that type, then SVG sanitised, Office ZIPs guarded against bombs
 * and images decoded. Throws UploadRefused: 400 (empty, damaged, unsafe), 413, 415.
 */
export async function checkUpload(file: UploadedFile, rules: UploadRules): Promise<CheckedUpload> {
  const shown = file.filename ? JSON.stringify(file.filename.slice(0, 100)) : 'The file';
  if (file.data.length === 0) throw new UploadRefused('empty', new HttpError(400, 'file_empty', `${shown} is empty.`));

  const type = await detectType(file.data);
  if (!type || (rules.accepts && !rules.accepts(type.ext))) {
    const message = `${shown} is not a ${ACCEPTED} file (judged by its content, not its name).`;
    throw new UploadRefused(
      'type',
      new HttpError(415, 'unsupported_media_type', message, { accepted: Object.keys(MEDIA_TYPES) }),
    );
  }
  const maxBytes = rules.maxBytes(type.ext);
  if (file.data.length > maxBytes) throw new UploadRefused('size', tooLarge(maxBytes));

  try {
    if (type.ext === 'svg') {
      const svg = await sanitizeSvg(file.data);
      return { type, data: Buffer.from(svg, 'utf8'), size: svgSize(svg), variants: [] };
    }
    if (ZIP_EXTENSIONS.has(type.ext)) await assertSafeZip(file.data);
    else if (RASTER_EXTENSIONS.has(type.ext)) {
      if (!rules.variants) return { type, data: file.data, size: await checkImage(file.data), variants: [] };
      const image = await makeVariants(file.data);
      const size = { width: image.width, height: image.height };
      return { type, data: file.data, size, variants: image.variants };
    }
  } catch (error) {
    if (error instanceof HttpError) throw new UploadRefused('unsafe', error);
    throw error;
  }
  return { type, data: file.data, size: null, variants: [] };
}

export function tooLarge(maxBytes: number): HttpError {
  const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new HttpError(413, 'file_too_large', `The file is larger than ${mb} MB, the limit for its type.`, {
    maxBytes,
  });
}
