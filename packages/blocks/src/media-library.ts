import { z } from 'zod';

/**
 * The media library's API shapes (issue #20, ADR 0032), shared by the server's validation and the
 * editor's dialog. No React, no DOM: the server imports it too.
 */

export const MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Longest alt text per language; a sentence or two is what a screen reader should hear. */
export const MAX_ALT_LENGTH = 500;

const altText = z
  .string()
  .max(MAX_ALT_LENGTH)
  .transform((value) => value.trim());

/** `PUT /v1/media/item/alt?path=…`: both languages; an empty text removes that language's alt. */
export const mediaAltBody = z.strictObject({
  alt: z.strictObject({ en: altText.optional(), ar: altText.optional() }),
});
export type MediaAltBody = z.input<typeof mediaAltBody>;

export const MEDIA_SORTS = ['date', 'size'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

/** `GET /v1/media?…`: search by file name and alt text (both languages), a kind, an order, a page. */
export const mediaListQuery = z.strictObject({
  q: z.string().max(200).optional(),
  kind: z.enum(MEDIA_KINDS).optional(),
  sort: z.enum(MEDIA_SORTS).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(40),
});
export type MediaListQuery = z.input<typeof mediaListQuery>;

export interface MediaAlt {
  en?: string;
  ar?: string;
}

export interface MediaItem {
  /** As content stores it: /data/uploads/<hash>.png, /data/uploads/seed/<name>.svg */
  path: string;
  file_name: string;
  kind: MediaKind;
  content_type: string;
  size: number;
  alt: MediaAlt;
  width: number | null;
  height: number | null;
  /** WebP copies, narrowest first; the library grid draws the narrowest. */
  variants: Array<{ width: number; path: string }>;
  created_at: string;
  /** Seed media ships with the site: it can be replaced in its uses but never deleted. */
  builtin: boolean;
}

export interface MediaList {
  items: MediaItem[];
  total: number;
  page: number;
  per_page: number;
}

/** One place a file is used: a page's block (or its settings), and the list item inside it. */
export interface MediaUse {
  slug: string;
  page_title: { en?: string; ar?: string } | null;
  /** Null for the page settings' sharing image. */
  block_id: string | null;
  block_type: string | null;
  item: { id: string; name: { en?: string; ar?: string } } | null;
  /** Which copies of the page hold it: the draft, the live release, a scheduled one. */
  in: Array<'draft' | 'live' | 'scheduled'>;
}

export interface MediaItemDetail extends MediaItem {
  uses: MediaUse[];
}

/** An image needs alt text unless it has it in both languages (flagged in the grid and the field). */
export function lacksAlt(item: Pick<MediaItem, 'kind' | 'alt'>): boolean {
  return item.kind === 'image' && !(item.alt.en && item.alt.ar);
}
