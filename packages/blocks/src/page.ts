import { z } from 'zod';
import type { SearchAnswer } from './api/search.ts';
import type { DetailFound, DetailKind } from './details.ts';
import { localizedText } from './fields.ts';
import { pageSettings } from './page-settings.ts';

/** Per localized field path, the time (ISO) each language was last written. */
export const translationStamps = z.record(
  z.string(),
  z.object({ en: z.iso.datetime().optional(), ar: z.iso.datetime().optional() }),
);
export type TranslationStamps = z.infer<typeof translationStamps>;

/** One block of a page, as the API answers it. */
export const block = z.object({
  id: z.uuid(),
  block_type: z.string().describe('Its type: HERO, TEXT, CTA…'),
  order: z.number().int().describe('Its place on the page: 1, 2, 3…'),
  content: z.unknown().describe('Fits the schema of its block type (components/schemas/Content_<TYPE>)'),
  version: z.number().int().min(1).describe('1 when created, one more with every write'),
  /**
   * When each localized text's English and Arabic were last written, by field path ("title",
   * "items.2.name"): set by the server on save (issue #19). Only in the draft editors read.
   */
  translations: translationStamps
    .optional()
    .describe(
      'When each localized text’s English and Arabic were last written, by field path ("title", "items.2.name"); only in the draft editors read',
    ),
});
/** A block; `C` is the type of its content when the caller knows its block type. */
export type Block<C = unknown> = Omit<z.infer<typeof block>, 'content'> & { content: C };

/** What the browser needs to draw an image at the right size without layout shift (table media_info). */
export const mediaInfo = z.object({
  width: z.number(),
  height: z.number(),
  /** WebP copies for `srcset`, narrowest first; empty for vector images. */
  variants: z
    .array(z.object({ width: z.number(), path: z.string() }))
    .describe('WebP copies for srcset, narrowest first; empty for vector images'),
  /** The media library's alt text (ADR 0032), for views whose use of the image has none of its own. */
  alt: z
    .object({ en: z.string().optional(), ar: z.string().optional() })
    .optional()
    .describe('The media library’s alt text (ADR 0032), for uses of the image without their own'),
});
export type MediaInfo = z.infer<typeof mediaInfo>;

/** A page with its blocks in order, as `GET /v1/pages/{slug}` answers it (live, draft or preview). */
export const page = z.object({
  slug: z.string(),
  title: localizedText.nullable(),
  /** Page settings kept outside the blocks: meta description, sharing texts and image. */
  settings: pageSettings,
  settings_version: z.number().int().min(1),
  /** Every /data/uploads/… path used by the page's blocks or settings that has known dimensions. */
  media: z
    .record(z.string(), mediaInfo)
    .describe('Size and WebP copies of each upload the page uses (blocks or settings), by its /data/uploads/… path'),
  blocks: z.array(block),
  /**
   * Only in what the site's own pages load, never in the API: for each list block paged by the
   * address, where the page shown stands (its entries are the block's list). See page-lists.ts.
   */
  lists: z.record(z.string(), z.object({ total: z.number(), page: z.number(), pageCount: z.number() })).optional(),
});
export type Page = z.infer<typeof page>;

/** Page slugs: lower-case words joined by hyphens. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const pageSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(PAGE_SLUG_PATTERN, 'Must be lower-case words joined by hyphens');

/** One file under content/seed/: a page and its blocks in order. */
export const seedPage = z.strictObject({
  slug: pageSlug,
  title: localizedText.optional(),
  settings: pageSettings.optional(),
  blocks: z.array(z.strictObject({ block_type: z.string().min(1).max(64), content: z.unknown() })),
});
export type SeedPage = z.infer<typeof seedPage>;

/** What the server hands the web app's loaders (React Router load context). */
export interface SiteContext {
  /** The page with its blocks in order, or null when no page has that slug. */
  getPage(slug: string): Promise<Page | null>;
  /** The same page as its JSON text, for a loader that hands it to the browser as it is; null likewise. */
  getPageJson(slug: string): Promise<string | null>;
  /**
   * What a path outside the fixed routes is (ADR 0033): a page editors created (`published` false
   * while only its draft exists), a redirect (`to` null: gone, 410), or null (nothing).
   */
  pathTarget?(path: string): Promise<PathTarget | null>;
  /** The created pages with their addresses, for the sitemap and the link picker. */
  createdPages?(): Promise<ReadonlyArray<{ path: string; slug: string }>>;
  /**
   * The page as the address shows it to visitors, its lists read a page at a time from their
   * collections (ADR 0040, 0041): the JSON text, or how the address is answered instead; null when
   * no page has that slug. Without it, a loader cuts the whole page itself (`pageAsListed`).
   */
  listPage?(slug: string, params: URLSearchParams): Promise<ListedJson | null>;
  /**
   * One item's detail page read alone (ADR 0040): the live item of the list page's block that holds
   * it, or null. Without it, a loader finds the item in the whole list page (`findDetailItem`).
   */
  detailItem?(kind: DetailKind, id: string): Promise<DetailFound | null>;
  /** The ids and titles of the kind's live items that have a page; without it, `detailItems` of the list page. */
  detailLinks?(kind: DetailKind): Promise<ReadonlyArray<{ id: string; title: unknown }>>;
  /**
   * The site search (ADR 0047): one page of results for what a visitor asked, counted against the
   * visitor's address (`limited`: the seconds to wait) and in the editors' report. The server gives
   * each render its own, bound to the request's address.
   */
  search?(q: string, lang: 'en' | 'ar', page: number): Promise<SiteSearchResult>;
}

export type SiteSearchResult = { kind: 'results'; answer: SearchAnswer } | { kind: 'limited'; seconds: number };

/** A page as an address shows it, as `SiteContext.listPage` answers. */
export type ListedJson = { kind: 'page'; json: string } | { kind: 'not-found' } | { kind: 'redirect'; search: string };

export type PathTarget = { kind: 'page'; slug: string; published: boolean } | { kind: 'redirect'; to: string | null };

/** `POST /v1/pages/{slug}/blocks` */
export const createBlockBody = z.strictObject({
  block_type: z.string().min(1).max(64),
  content: z.unknown(),
  order: z.number().int().min(1).max(10_000).optional(),
});

/** `PUT /v1/pages/blocks/{id}`: the whole content object; `version` (or If-Match) guards against lost updates. */
export const updateBlockBody = z.strictObject({
  type: z.string().min(1).max(64),
  content: z.unknown(),
  version: z.number().int().min(1).optional(),
});

/** `POST /v1/pages/blocks/reorder`: every block id of the page, in the new order. */
export const reorderBody = z.strictObject({
  slug: pageSlug,
  ids: z.array(z.uuid()).max(1000),
});

/**
 * `POST /v1/pages/blocks/{id}/translations/confirm`: a text's two languages are right as they are
 * (a brand name the same in both, a menu label's copy checked), by its place ('menuItems.1.label').
 */
export const confirmTranslationBody = z.strictObject({ at: z.string().min(1).max(300) });

/** `POST /v1/pages/blocks/{id}/restore` */
export const restoreBody = z.strictObject({ version: z.number().int().min(1) });

/** One change of a page's history (`GET /v1/pages/{slug}/history`), newest first. */
export const historyEntry = z.object({
  id: z.number().int(),
  block_id: z.uuid(),
  action: z.enum(['create', 'update', 'delete', 'reorder', 'restore']),
  block_type: z.string(),
  version: z.number().int().describe('The block’s version this change made'),
  order_before: z.number().int().nullable(),
  order_after: z.number().int().nullable(),
  content_before: z.unknown().describe('The content before the change; null for a create'),
  content_after: z.unknown().describe('The content after the change; null for a delete'),
  user: z
    .object({ id: z.uuid(), email: z.string(), name: z.string().nullable() })
    .nullable()
    .describe('Who made it; null once their account is gone'),
  at: z.iso.datetime(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** An address of the site an editor can link to (`GET /v1/links`), with its title in both languages. */
export const siteLink = z.object({
  path: z.string().describe('The address on this site: /about, /customer-stories/acme'),
  kind: z.enum(['page', 'story', 'vacancy', 'resource']),
  title: z.object({ en: z.string(), ar: z.string() }),
});
export type SiteLink = z.infer<typeof siteLink>;

export * from './page-paths.ts';
