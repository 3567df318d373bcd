import { z } from 'zod';
import { localizedText } from './fields.ts';
import { type PageSettings, pageSettings } from './page-settings.ts';

export interface Block<C = unknown> {
  id: string;
  block_type: string;
  order: number;
  content: C;
  version: number;
  /**
   * When each localized text's English and Arabic were last written, by field path ("title",
   * "items.2.name"): set by the server on save (issue #19). Only in the draft editors read.
   */
  translations?: TranslationStamps;
}

/** Per localized field path, the time (ISO) each language was last written. */
export type TranslationStamps = Record<string, { en?: string; ar?: string }>;

/** What the browser needs to draw an image at the right size without layout shift (table media_info). */
export interface MediaInfo {
  width: number;
  height: number;
  /** WebP copies for `srcset`, narrowest first; empty for vector images. */
  variants: Array<{ width: number; path: string }>;
  /** The media library's alt text (ADR 0032), for views whose use of the image has none of its own. */
  alt?: { en?: string; ar?: string };
}

export interface Page {
  slug: string;
  title: z.infer<typeof localizedText> | null;
  /** Page settings kept outside the blocks: meta description, sharing texts and image. */
  settings: PageSettings;
  settings_version: number;
  /** Every /data/uploads/… path used by the page's blocks or settings that has known dimensions. */
  media: Record<string, MediaInfo>;
  blocks: Block[];
}

/** Page slugs: lower-case words joined by hyphens. */
export const pageSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Must be lower-case words joined by hyphens');

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
}

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

/** `POST /v1/pages/blocks/{id}/restore` */
export const restoreBody = z.strictObject({ version: z.number().int().min(1) });

export interface HistoryEntry {
  id: number;
  block_id: string;
  action: 'create' | 'update' | 'delete' | 'reorder' | 'restore';
  block_type: string;
  version: number;
  order_before: number | null;
  order_after: number | null;
  content_before: unknown;
  content_after: unknown;
  user: { id: string; email: string; name: string | null } | null;
  at: string;
}

export * from './page-paths.ts';
