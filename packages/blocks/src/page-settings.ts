import { z } from 'zod';
import { mediaPath } from './fields.ts';

/** Search engines show about 155 characters of a description and 60 of a title; more is cut off. */
export const SETTINGS_LIMITS = { title: 120, description: 320 } as const;

const localizedUpTo = (max: number) =>
  z.strictObject({
    en: z.string().max(max, `At most ${max} characters`).optional(),
    ar: z.string().max(max, `At most ${max} characters`).optional(),
  });

/**
 * A page's settings (issue #9): what search results and shared links show. Every field is optional;
 * an empty one falls back to the page's own content (its hero's subtitle, a story's title…).
 */
export const pageSettings = z.strictObject({
  /** The page's name in the browser tab, search results and breadcrumbs; the name it was made with when empty. */
  name: localizedUpTo(SETTINGS_LIMITS.title).optional(),
  /** `<meta name="description">`: the snippet under the page's name in search results. */
  description: localizedUpTo(SETTINGS_LIMITS.description).optional(),
  /** og:title / twitter:title; the page's name when empty. */
  socialTitle: localizedUpTo(SETTINGS_LIMITS.title).optional(),
  /** og:description / twitter:description; the meta description when empty. */
  socialDescription: localizedUpTo(SETTINGS_LIMITS.description).optional(),
  /** og:image / twitter:image: an uploaded image (/data/uploads/…) or an https address. */
  image: mediaPath.optional(),
  /** Keeps the page out of search results (a thank-you page); it still works for visitors. */
  noindex: z.boolean().optional(),
});
export type PageSettings = z.infer<typeof pageSettings>;

/** `PUT /v1/pages/{slug}/settings`: the whole settings object; `version` (or If-Match) guards against lost updates. */
export const updateSettingsBody = z.strictObject({
  settings: pageSettings,
  version: z.number().int().min(1).optional(),
});

/** What the settings calls answer: the page's settings and the version a next write must name. */
export const storedSettings = z.object({
  slug: z.string(),
  settings: pageSettings,
  settings_version: z.number().int().min(1).describe('Name it in the next write (If-Match or version)'),
});
export type StoredSettings = z.infer<typeof storedSettings>;
