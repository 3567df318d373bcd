import sharp, { type SharpOptions } from 'sharp';
import { HttpError } from '../../http/errors.ts';

export const VARIANT_WIDTHS: readonly number[] = [480, 1200, 1920];
/** Decoding more pixels than this would take hundreds of megabytes of memory (4 bytes each). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ImageVariants {
  /** The original's size as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  /** WebP copies at each of `widths` smaller than the original, or one at the original's width. */
  variants: ImageVariant[];
}

// GIF and WebP animations: the first frame only. A slightly damaged image that libvips can still
// decode (a warning, not an error) is accepted, as browsers show it too.
const INPUT: SharpOptions = { pages: 1, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS };

/** WebP variants of a PNG, JPEG, GIF or WebP image, for `srcset`. Throws 400 invalid_image if it cannot be decoded. */
export async function makeVariants(data: Buffer, widths: readonly number[] = VARIANT_WIDTHS): Promise<ImageVariants> {
  const { width, height } = await displayedSize(data);
  const targets = widths.filter((w) => w < width);
  if (targets.length === 0) targets.push(width);
  const variants: ImageVariant[] = [];
  try {
    // One at a time: each decodes the whole image, and uploads should not take all the memory.
    for (const target of targets) {
      const { data: out, info } = await sharp(data, INPUT)
        .autoOrient()
        .resize({ width: target })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data: out });
    }
  } catch (error) {
    throw undecodable(error);
  }
  return { width, height, variants };
}

/**
 * The displayed size of a raster image, once it is known to decode whole (for files kept as they
 * are, without variants). Throws 400 invalid_image, or 413 for too many pixels.
 */
export async function checkImage(data: Buffer): Promise<{ width: number; height: number }> {
  const size = await displayedSize(data);
  try {
    // Every pixel is decoded to make the thumbnail, a few kilobytes at a time: damage shows, memory stays small.
    await sharp(data, INPUT).resize({ width: 16, withoutEnlargement: true }).toBuffer();
  } catch (error) {
    throw undecodable(error);
  }
  return size;
}

/** Width and height from the header (EXIF orientation applied), refusing images too large to decode. */
async function displayedSize(data: Buffer): Promise<{ width: number; height: number }> {
  let width: number;
  let height: number;
  try {
    const meta = await sharp(data, { ...INPUT, limitInputPixels: false }).metadata();
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
  } catch (error) {
    throw undecodable(error);
  }
  if (!(width > 0 && height > 0)) throw undecodable(new Error('no dimensions'));
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new HttpError(
      413,
      'file_too_large',
      `The image is ${width}×${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted.`,
      { maxPixels: MAX_IMAGE_PIXELS },
    );
  }
  return { width, height };
}

function undecodable(error: unknown): HttpError {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new HttpError(400, 'invalid_image', 'The image could not be decoded; it may be damaged or truncated.', {
    reason,
  });
}
