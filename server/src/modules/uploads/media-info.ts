import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaInfo } from '../../db/schema.ts';

/** One row of `media_info`: what a page needs to draw an image without layout shift, with `srcset`. */
export interface MediaInfoRow {
  /** As content stores it: /data/uploads/….png, /data/uploads/seed/….svg */
  path: string;
  width: number;
  height: number;
  /** WebP copies, narrowest first; empty for vector images. */
  variants: Array<{ width: number; path: string }>;
}

export interface MediaInfoStore {
  save(rows: readonly MediaInfoRow[]): Promise<void>;
}

/**
 * Upserts rows into `media_info`. A row that already says the same is not written again, so
 * repeating the seed media's upsert at every start costs one statement and no writes.
 */
export function createMediaInfoStore(db: Db): MediaInfoStore {
  return {
    async save(rows) {
      if (rows.length === 0) return;
      await db
        .insert(mediaInfo)
        .values(rows.map((row) => ({ ...row })))
        .onConflictDoUpdate({
          target: mediaInfo.path,
          set: { width: sql`excluded.width`, height: sql`excluded.height`, variants: sql`excluded.variants` },
          setWhere: sql`(${mediaInfo.width}, ${mediaInfo.height}, ${mediaInfo.variants}) is distinct from (excluded.width, excluded.height, excluded.variants)`,
        });
    },
  };
}

/** CSS pixels per unit of the absolute lengths an SVG's width and height may use. */
const UNIT_PX: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4 };

function length(value: string | undefined): number | null {
  const match = value && /^\s*(\d*\.?\d+(?:e[+-]?\d+)?)\s*(px|pt|pc|in|cm|mm)?\s*$/i.exec(value);
  if (!match) return null;
  const px = Number(match[1]) * (UNIT_PX[(match[2] ?? '').toLowerCase()] ?? Number.NaN);
  return Number.isFinite(px) && px > 0 ? px : null;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * The size an SVG is drawn at by default, from its root's `width` and `height` (absolute units),
 * else its `viewBox` (one missing side follows the viewBox's proportions). Null when neither says:
 * such an image takes the size of its box, and no row is stored. Reads the root tag only, so the
 * markup must be well-formed (uploads are sanitised first; seed files are ours).
 */
export function svgSize(svg: string): { width: number; height: number } | null {
  const tag = /<svg\b[^>]*>/i.exec(svg.replace(/<!--[\s\S]*?-->/g, ''))?.[0];
  if (!tag) return null;
  const [, , boxWidth = 0, boxHeight = 0, extra] = (attribute(tag, 'viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const ratio = boxWidth > 0 && boxHeight > 0 && extra === undefined ? boxWidth / boxHeight : null;
  let width = length(attribute(tag, 'width'));
  let height = length(attribute(tag, 'height'));
  if (width === null && height === null) [width, height] = ratio ? [boxWidth, boxHeight] : [null, null];
  else if (width === null) width = ratio && height ? height * ratio : null;
  else if (height === null) height = ratio ? width / ratio : null;
  if (width === null || height === null) return null;
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}
