import type { MediaInfo } from '../page.ts';

/** Media paths are site-relative (/data/uploads/…); a configured API base is put in front of them. */
export function mediaUrl(path: string | undefined): string {
  if (!path) return '';
  const base = (import.meta.env?.VITE_API_BASE as string | undefined)?.replace(/\/+$/, '');
  return base && path.startsWith('/data/') ? `${base}${path}` : path;
}

export interface SizeHint {
  /** The widest the view ever draws the image, in CSS pixels (its `width` prop). */
  width?: number | string | undefined;
  height?: number | string | undefined;
  /** The view's own `sizes`, when it knows better than the default. */
  sizes?: string | undefined;
}

export interface ImageAttributes {
  width?: number | string | undefined;
  height?: number | string | undefined;
  srcSet?: string;
  sizes?: string;
}

/**
 * `width`, `height`, `srcSet` and `sizes` of an image whose media info is known. The view's width
 * stays (it is what the layout was drawn with) and the height follows the image's real proportions,
 * so the box the browser reserves before the image arrives is the box it ends up in. Raster images
 * list their WebP copies and the original; vector images (no variants) need no `srcset`.
 */
export function imageAttributes(src: string, info: MediaInfo | undefined, hint: SizeHint = {}): ImageAttributes {
  if (!info || !(info.width > 0 && info.height > 0))
    return { width: hint.width, height: hint.height, sizes: hint.sizes };
  const hinted = Number(hint.width);
  const width = hinted > 0 ? hinted : info.width;
  const attributes: ImageAttributes = { width, height: Math.round((width * info.height) / info.width) };
  const srcSet = srcSetOf(src, info);
  if (srcSet) {
    attributes.srcSet = srcSet;
    attributes.sizes = hint.sizes ?? defaultSizes(hinted > 0 ? hinted : undefined);
  }
  return attributes;
}

/** The WebP copies, then the original when it is wider than all of them; '' without copies. */
export function srcSetOf(src: string, info: MediaInfo): string {
  const variants = [...info.variants].filter((v) => v.width > 0).sort((a, b) => a.width - b.width);
  if (variants.length === 0) return '';
  const candidates = variants.map((v) => `${mediaUrl(v.path)} ${v.width}w`);
  if (info.width > (variants.at(-1)?.width ?? 0)) candidates.push(`${mediaUrl(src)} ${info.width}w`);
  return candidates.join(', ');
}

/** Full width on screens narrower than the view draws it, else the view's width; full width without one. */
export function defaultSizes(width: number | undefined): string {
  return width ? `(max-width: ${width}px) 100vw, ${width}px` : '100vw';
}

/** One URL for places without `srcset` (a video's poster): the widest WebP copy up to 1920 px, else the original. */
export function singleImageUrl(src: string, info: MediaInfo | undefined): string {
  const variants = (info?.variants ?? []).filter((v) => v.width <= 1920).sort((a, b) => a.width - b.width);
  return mediaUrl(variants.at(-1)?.path ?? src);
}
