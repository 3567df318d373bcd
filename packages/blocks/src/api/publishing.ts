import { z } from 'zod';
import {
  createdPreviewLink,
  createPreviewBody,
  previewLink,
  publishBody,
  publishingState,
  releaseSummary,
  snapshotChanges,
} from '../releases.ts';
import { itemPublishingState } from './collections.ts';
import { defineRoute } from './define-route.ts';

/** Drafts, releases, scheduled publishing, preview links, presence (ADRs 0025, 0028, 0029). */

/**
 * A page's slug in the address. Checked by the handler, not here: a malformed one answers 400
 * `invalid_slug`, as on every page route.
 */
const slug = z.string().describe('The page’s slug: lower-case words joined by hyphens (400 invalid_slug otherwise)');
const slugParams = z.object({ slug });

/** A release's id in the address: a malformed one is a release that does not exist (404). */
const releaseParams = z.object({
  slug,
  id: z.string().describe('The release’s id (a positive integer; anything else answers 404 release_not_found)'),
});

/** A preview link's id in the address: a malformed one is a link the page does not have (404). */
const previewParams = z.object({
  slug,
  id: z.string().describe('The preview link’s id (a UUID; anything else answers 404 preview_not_found)'),
});

/** `POST /v1/pages/{slug}/presence`: the block the editor is in now, on the connection of their event stream. */
export const presenceBody = z.strictObject({
  connection: z.uuid().describe('The connection id the stream’s `ready` event gave'),
  block_id: z.uuid().nullable().describe('The block the editor is in now; null when in none'),
});

const pageNotFound = { description: 'page_not_found' };

export const publishingRoutes = {
  states: defineRoute({
    method: 'GET',
    path: '/v1/pages',
    tag: 'Publishing',
    summary: 'Every page and where it stands',
    description:
      'For each page: the release visitors see, a publish waiting for its time, and whether the draft has unpublished changes. The pages editors created carry their address.',
    access: 'editor',
    answers: { 200: { description: 'The pages', schema: z.object({ pages: z.array(publishingState) }) } },
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/v1/pages/publish',
    tag: 'Publishing',
    summary: 'Publish pages’ and items’ drafts, now or at a time',
    description:
      'Copies each page’s whole draft (title, settings, blocks) into a new numbered release, in one step for all of them (a page with the header and footer it shows). Items named in `items` are published in the same step (issue #30). Pages and items without unpublished changes are left out. Without `at` the releases go live at once, replacing any scheduled publish; with `at` (in the future, within a year) they wait for it.',
    access: 'editor',
    body: publishBody,
    answers: {
      200: {
        description: 'Where each published page and item stands now',
        schema: z.object({ published: z.array(publishingState), items: z.array(itemPublishingState) }),
      },
      400: { description: 'invalid_input; publish_time_passed or publish_time_too_far for `at`' },
      404: pageNotFound,
      409: {
        description: 'nothing_to_publish (no page has unpublished changes); already_scheduled (cancel that one first)',
      },
    },
  }),
  state: defineRoute({
    method: 'GET',
    path: '/v1/pages/{slug}/publishing',
    tag: 'Publishing',
    summary: 'Where a page stands',
    description: 'Its live release, a scheduled publish, and whether the draft differs from what visitors see.',
    access: 'editor',
    params: slugParams,
    answers: { 200: { description: 'The page’s state', schema: publishingState }, 404: pageNotFound },
  }),
  cancelScheduled: defineRoute({
    method: 'DELETE',
    path: '/v1/pages/{slug}/scheduled',
    tag: 'Publishing',
    summary: 'Cancel a page’s scheduled publish',
    access: 'editor',
    params: slugParams,
    answers: {
      200: { description: 'Cancelled: where the page stands now', schema: publishingState },
      404: { description: 'page_not_found; nothing_scheduled' },
    },
  }),
  discard: defineRoute({
    method: 'POST',
    path: '/v1/pages/{slug}/discard',
    tag: 'Publishing',
    summary: 'Discard a page’s unpublished changes',
    description:
      'The draft becomes the live release again (a page never published: no blocks). The block history keeps what was discarded.',
    access: 'editor',
    params: slugParams,
    answers: {
      200: { description: 'Discarded: where the page stands now', schema: publishingState },
      404: pageNotFound,
    },
  }),
  releases: defineRoute({
    method: 'GET',
    path: '/v1/pages/{slug}/releases',
    tag: 'Publishing',
    summary: 'A page’s releases, newest first',
    description: 'The 50 newest: published, scheduled and cancelled, with who made each.',
    access: 'editor',
    params: slugParams,
    answers: {
      200: {
        description: 'The releases',
        schema: z.object({ slug: z.string(), releases: z.array(releaseSummary) }),
      },
      404: pageNotFound,
    },
  }),
  changes: defineRoute({
    method: 'GET',
    path: '/v1/pages/{slug}/changes',
    tag: 'Publishing',
    summary: 'What publishing a page’s draft would change',
    description: 'The draft compared with the live release, block by block, with every changed text in both languages.',
    access: 'editor',
    params: slugParams,
    answers: {
      200: {
        description: 'The changes (`release` is null)',
        schema: z.object({ slug: z.string(), release: z.null(), changes: snapshotChanges }),
      },
      404: pageNotFound,
    },
  }),
  release: defineRoute({
    method: 'GET',
    path: '/v1/pages/{slug}/releases/{id}',
    tag: 'Publishing',
    summary: 'One release and what it changed',
    description:
      'Compared with the published release before it, block by block, with every changed text in both languages.',
    access: 'editor',
    params: releaseParams,
    answers: {
      200: {
        description: 'The release and its changes',
        schema: z.object({ slug: z.string(), release: releaseSummary, changes: snapshotChanges }),
      },
      404: { description: 'page_not_found; release_not_found' },
    },
  }),
  rollback: defineRoute({
    method: 'POST',
    path: '/v1/pages/{slug}/releases/{id}/rollback',
    tag: 'Publishing',
    summary: 'Put an earlier release back live',
    description:
      'A new release (kind `rollback`) with the earlier one’s content goes live. A draft without unpublished changes follows it, unless `draft=keep`; a draft with changes keeps them (they are someone’s work) and stays unpublished.',
    access: 'editor',
    params: releaseParams,
    query: z.strictObject({
      draft: z
        .enum(['keep'])
        .optional()
        .describe(
          '`keep`: the draft stays as it is, so what was live becomes unpublished changes again (an undone publish)',
        ),
    }),
    answers: {
      200: { description: 'Rolled back: where the page stands now', schema: publishingState },
      404: { description: 'page_not_found; release_not_found (no published release of the page has this id)' },
      409: { description: 'already_live: visitors see that release already' },
    },
  }),
  createPreview: defineRoute({
    method: 'POST',
    path: '/v1/pages/{slug}/previews',
    tag: 'Publishing',
    summary: 'Make a preview link of a page’s draft',
    description:
      'A read-only, unguessable address of the draft that anyone may open without an account, working for `days` days (7 when the body or `days` is left out). The token is in this answer only.',
    access: 'editor',
    params: slugParams,
    // Optional, as before contracts: a call without a body makes a link of the default length.
    body: createPreviewBody.nullish().describe('Optional: without it, or without `days`, the link works 7 days'),
    answers: {
      201: {
        description: 'The link, with its token (answered `Cache-Control: private, no-store`)',
        schema: createdPreviewLink,
      },
      404: pageNotFound,
    },
  }),
  previews: defineRoute({
    method: 'GET',
    path: '/v1/pages/{slug}/previews',
    tag: 'Publishing',
    summary: 'A page’s preview links',
    description: 'The links that still work, newest first, without their tokens.',
    access: 'editor',
    params: slugParams,
    answers: {
      200: { description: 'The links', schema: z.object({ slug: z.string(), previews: z.array(previewLink) }) },
      404: pageNotFound,
    },
  }),
  revokePreview: defineRoute({
    method: 'DELETE',
    path: '/v1/pages/{slug}/previews/{id}',
    tag: 'Publishing',
    summary: 'Withdraw a preview link',
    description: 'Opening it answers 410 preview_revoked from now on.',
    access: 'editor',
    params: previewParams,
    answers: {
      204: { description: 'Withdrawn' },
      404: { description: 'page_not_found; preview_not_found (or withdrawn already)' },
    },
  }),
  events: defineRoute({
    method: 'GET',
    path: '/v1/pages/{slug}/events',
    tag: 'Publishing',
    summary: 'A page’s live events: who else edits it and what they save',
    description:
      'A server-sent events stream (ADR 0028), read with fetch and the access token in the Authorization header. It says `ready` first (`{connection, user_id}`: the connection id for presence calls), then `presence` (`{editors: [{user_id, name, block_id}]}`, everyone else on the page), `block-saved` (`{block, by}`) and `blocks-changed` (`{slug}`: reload the blocks). Refusals come as JSON before the stream starts.',
    access: 'editor',
    params: slugParams,
    answers: {
      200: { description: 'The stream', contentType: 'text/event-stream' },
      404: pageNotFound,
      503: { description: 'stopping: this server is going down; try again (another copy answers)' },
    },
  }),
  presence: defineRoute({
    method: 'POST',
    path: '/v1/pages/{slug}/presence',
    tag: 'Publishing',
    summary: 'Say which block you are in',
    description: 'Every other editor with the page’s event stream open hears it as `presence`.',
    access: 'editor',
    params: slugParams,
    body: presenceBody,
    answers: { 204: { description: 'Said' } },
  }),
};
