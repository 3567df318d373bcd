import { z } from 'zod';
import { PREVIEW_DAYS } from './previews.ts';

/*
 * The schemas of preview links (ADR 0029), of a page's draft or of one item's (ADR 0040). They live
 * here, not in previews.ts: visitors' pages import that file, and their JavaScript carries no zod.
 */

/** `POST …/previews`: a preview link of the draft, working for `days` days. */
export const createPreviewBody = z.strictObject({
  days: z.number().int().min(PREVIEW_DAYS.min).max(PREVIEW_DAYS.max).default(PREVIEW_DAYS.default),
});

/** A preview link, as editors list it. */
export const previewLink = z.object({
  id: z.uuid(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  created_by: z.object({ email: z.string(), name: z.string().nullable() }).nullable(),
});

/** A new preview link: the token is shown this once (the server keeps only its hash). */
export const createdPreviewLink = previewLink.extend({
  token: z.string().describe('Opens the draft as `?preview=<token>` on the page’s address; shown this once'),
});
