import type { z } from 'zod';
import type { createdPreviewLink, previewLink } from './releases.ts';

/**
 * Preview links (issue #19; ADR 0029): a read-only, unguessable, expiring address of a page's draft
 * that anyone may open without an account.
 */

/** How long a new link works, in days: 7 unless the editor picks otherwise. */
export const PREVIEW_DAYS = { default: 7, min: 1, max: 30 } as const;

/** The query parameter that carries a preview token, on the page's own address. */
export const PREVIEW_QUERY = 'preview';

/** A preview link, as editors list it (its schema, `previewLink`, is in releases.ts: no zod here). */
export type PreviewLink = z.infer<typeof previewLink>;

/** A new link: the token is shown this once (the server keeps only its hash). */
export type CreatedPreviewLink = z.infer<typeof createdPreviewLink>;

/** Why a preview token opens nothing: answered 404 (never issued) or 410 (expired, revoked). */
export type PreviewRefusal = 'preview_not_found' | 'preview_expired' | 'preview_revoked';
