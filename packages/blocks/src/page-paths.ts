import { z } from 'zod';
import { isReservedPath } from './page-slugs.ts';

/**
 * Pages editors create (issue #20, ADR 0033): their address, the template they start from, and
 * the bodies of the calls that create, move and delete them. Shared by the server and the editor.
 */

export const PAGE_TEMPLATES = ['blank', 'landing', 'solution'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** One or two segments of lower-case latin letters, digits and single hyphens: /offer, /campaigns/summer-2026. */
export const PAGE_PATH_PATTERN = new RegExp(`^/${SEGMENT}(?:/${SEGMENT})?$`);
export const PAGE_PATH_MAX = 80;

/** A created page's address; a reserved one is refused with the issue code 'reserved_path'. */
export const pagePath = z
  .string()
  .trim()
  .max(PAGE_PATH_MAX, `At most ${PAGE_PATH_MAX} characters`)
  .regex(
    PAGE_PATH_PATTERN,
    'Lower-case latin letters, digits and hyphens, starting with /, at most one more level (/campaigns/summer)',
  )
  // Only a well-formed address is judged reserved, so a malformed one gets one clear complaint.
  .refine((path) => !PAGE_PATH_PATTERN.test(path) || !isReservedPath(path), {
    message: 'This address belongs to the site already',
    params: { reason: 'reserved_path' },
  });

/** Whether a pagePath failure is the reserved-address one (a 400 of its own code). */
export function isReservedIssue(issues: readonly z.core.$ZodIssue[]): boolean {
  return issues.some((issue) => issue.code === 'custom' && issue.params?.reason === 'reserved_path');
}

const pageTitle = z.strictObject({
  en: z.string().trim().min(1, 'Give the page a title in English').max(120),
  ar: z.string().trim().min(1, 'Give the page a title in Arabic').max(120),
});

/** `POST /v1/pages` */
export const createPageBody = z.strictObject({
  template: z.enum(PAGE_TEMPLATES),
  path: pagePath,
  title: pageTitle,
  /** Adds an entry to the header's menu (in its draft, published with the page). */
  add_to_menu: z.boolean().default(false),
  /** The header menu entry the page's entry goes under, as its last child; without it, at the end of the top level. */
  menu_under: z.string().min(1).max(100).optional(),
});
export type CreatePageBody = z.input<typeof createPageBody>;
/** A `POST /v1/pages` body as checked (its defaults filled in). */
export type CreatePageInput = z.output<typeof createPageBody>;

/** `PUT /v1/pages/{slug}/path` */
export const movePageBody = z.strictObject({ path: pagePath });

/** `DELETE /v1/pages/{slug}`: where its address sends visitors now: another page (301), or nowhere (410 Gone). */
export const deletePageBody = z.strictObject({
  redirect_to: z
    .string()
    .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, 'An address on this site, like /about')
    .max(200)
    .nullable(),
});

/** A created page as the API answers. */
export const createdPage = z.object({
  slug: z.string().describe('How the API names it'),
  path: z.string().describe('Its address: /offer, /campaigns/summer'),
  template: z.enum(PAGE_TEMPLATES),
  title: z.object({ en: z.string(), ar: z.string() }),
  /** Whether visitors see it (it was published). */
  published: z.boolean().describe('Whether visitors see it (it was published)'),
});
export type CreatedPage = z.infer<typeof createdPage>;
