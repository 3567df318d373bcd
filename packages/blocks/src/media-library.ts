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

/** `?path=…`: one item of the library, named by its path as content stores it. */
export const mediaPathQuery = z.object({
  path: z.string().min(1).max(500).describe('The file as content stores it: /data/uploads/<hash>.png'),
});
export type MediaPathQuery = z.input<typeof mediaPathQuery>;

/** `DELETE /v1/media/item?path=…&confirm=true`: confirmed, a file in use is removed from its uses first. */
export const mediaDeleteQuery = mediaPathQuery.extend({
  confirm: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: delete it even while in use, removing it from each use first'),
});
export type MediaDeleteQuery = z.input<typeof mediaDeleteQuery>;

/**
 * A multipart body with one file, in a field named `file` (read by the server itself). Described as
 * OpenAPI describes a file (a binary string) rather than with `z.file()`, whose checks would ship
 * with the zod every page that validates anything downloads.
 */
export const multipartFile = z.object({
  file: z.string().meta({ format: 'binary', description: 'The file (image, video or document)' }),
});

export const mediaAlt = z.object({ en: z.string().optional(), ar: z.string().optional() });
export type MediaAlt = z.infer<typeof mediaAlt>;

export const mediaItem = z.object({
  path: z.string().describe('As content stores it: /data/uploads/<hash>.png, /data/uploads/seed/<name>.svg'),
  file_name: z.string().describe('The name it was uploaded with'),
  kind: z.enum(MEDIA_KINDS),
  content_type: z.string(),
  size: z.number().int().describe('In bytes'),
  alt: mediaAlt,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z
    .array(z.object({ width: z.number().int(), path: z.string() }))
    .describe('WebP copies, narrowest first (the library grid draws the narrowest)'),
  created_at: z.string().describe('ISO 8601'),
  builtin: z.boolean().describe('Seed media: it ships with the site, can be replaced in its uses but never deleted'),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaList = z.object({
  items: z.array(mediaItem),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type MediaList = z.infer<typeof mediaList>;

const localizedName = z.object({ en: z.string().optional(), ar: z.string().optional() });

/** One place a file is used: a page's block (or its settings), and the list item inside it. */
export const mediaUse = z.object({
  slug: z.string().describe('The page’s slug; for an item of a collection, the item’s'),
  collection: z
    .string()
    .optional()
    .describe('For an item of a collection (issue #30): its collection; `page_title` is then the collection’s name'),
  page_title: localizedName.nullable(),
  block_id: z.string().nullable().describe("Null for the page settings' sharing image"),
  block_type: z.string().nullable(),
  item: z.object({ id: z.string(), name: localizedName }).nullable().describe('The list item holding it, if any'),
  in: z
    .array(z.enum(['draft', 'live', 'scheduled']))
    .describe('Which copies of the page hold it: the draft, the live release, a scheduled one'),
});
export type MediaUse = z.infer<typeof mediaUse>;

export const mediaItemDetail = mediaItem.extend({ uses: z.array(mediaUse) });
export type MediaItemDetail = z.infer<typeof mediaItemDetail>;

/** What `POST /v1/uploads/` answers: where the file is stored, and its WebP copies for `srcset`. */
export const uploadResult = z.object({
  url: z.string().describe('/data/uploads/<hash>.<ext>: the same file always gets the same URL'),
  name: z.string().describe('The stored name'),
  contentType: z.string().describe('As judged from its bytes'),
  size: z.number().int().describe('In bytes, as stored (after cleaning)'),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  variants: z
    .array(z.object({ width: z.number().int(), url: z.string() }))
    .describe('WebP copies of raster images for srcset, narrowest first; empty for other types'),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** An image needs alt text unless it has it in both languages (flagged in the grid and the field). */
export function lacksAlt(item: Pick<MediaItem, 'kind' | 'alt'>): boolean {
  return item.kind === 'image' && !(item.alt.en && item.alt.ar);
}
