import { z } from 'zod';
import { translationStamps } from '../page.ts';
import { createdPreviewLink, createPreviewBody, previewLink } from '../preview-links.ts';
import { defineRoute } from './define-route.ts';

/**
 * Collections' items (issue #30, ADR 0040): each story, post, vacancy, team member and logo on its
 * own, listed by the database a page at a time, written one at a time with its version.
 */

/** A readable id: letters, digits, dots, hyphens and underscores, as the site's addresses carry it. */
export const itemSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u,
    'Letters, digits, dots, hyphens and underscores, starting with a letter or digit',
  );

/** Collection names are checked by the handler, which answers 404 collection_not_found. */
export const collectionParams = z.object({
  collection: z.string().describe('stories, resources, vacancies, team, partners, clients or awards'),
});
export const itemParams = collectionParams.extend({ slug: z.string().describe('The item’s readable id') });

export const ITEM_SORTS = ['default', 'title', 'updated'] as const;
export const MAX_PER_PAGE = 100;

export const itemListQuery = z.strictObject({
  q: z.string().max(200).optional().describe('Words to find in the item’s texts, either language, Arabic folded'),
  filter: z
    .union([z.string().max(200), z.array(z.string().max(200)).max(20)])
    .optional()
    .describe('`category:<id>`, `type:blog`…; repeated, an item must have every one'),
  sort: z
    .enum(ITEM_SORTS)
    .default('default')
    .describe('default: the collection’s order (by hand, or newest first); title; updated (recent first)'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});

export const storedItem = z.object({
  id: z.uuid(),
  collection: z.string(),
  slug: z.string(),
  content: z.unknown().describe('Fits the collection’s schema'),
  version: z.number().int().min(1),
  translations: translationStamps.describe('When each text’s English and Arabic were last written, by field path'),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoredItem = z.infer<typeof storedItem>;

export const itemSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.object({ en: z.string(), ar: z.string() }),
  needs: z
    .object({ en: z.number().int().min(0), ar: z.number().int().min(0) })
    .describe('How many of its texts need English, and Arabic (missing or out of date)'),
  version: z.number().int().min(1),
  updated_at: z.string(),
  picture: z.string().nullable().describe('The address of its picture, when it has one'),
});
export type ItemSummary = z.infer<typeof itemSummary>;

export const itemPage = z.object({
  items: z.array(itemSummary),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
});
export type ItemPage = z.infer<typeof itemPage>;

export const createItemBody = z.strictObject({
  slug: itemSlug.optional().describe('Made from the English title when not given'),
  content: z.unknown(),
});
export const updateItemBody = z.strictObject({ content: z.unknown(), version: z.number().int().min(1) });

export const moveItemBody = z.strictObject({
  after: itemSlug.nullable().describe('The item it goes right after; null puts it first'),
});

const conflict = 'version_conflict: details.current is the item now';

const author = z.object({ email: z.string(), name: z.string().nullable() });

/** One numbered release of an item, as releaseSummary is for pages. */
export const itemReleaseSummary = z.object({
  id: z.number().int(),
  number: z.number().int().describe('1, 2, 3… per item'),
  kind: z.enum(['publish', 'rollback', 'seed']),
  status: z.enum(['scheduled', 'published', 'cancelled']),
  removed: z.boolean().describe('The publish of a deletion: visitors see no item'),
  publish_at: z.iso.datetime().nullable(),
  published_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  created_by: author.nullable().describe('Who made it, in the list of releases; null elsewhere'),
  source_number: z.number().int().nullable().describe('For a rollback: the number of the release it put back'),
  live: z.boolean().describe('Whether this is the release that decides what visitors see'),
});
export type ItemReleaseSummary = z.infer<typeof itemReleaseSummary>;

/** Where an item stands: what is live, what is waiting, whether the draft differs. */
export const itemPublishingState = z.object({
  collection: z.string(),
  slug: z.string(),
  live: itemReleaseSummary.nullable(),
  scheduled: itemReleaseSummary.nullable(),
  changed: z.boolean().describe('Publishing would change what visitors see'),
});
export type ItemPublishingState = z.infer<typeof itemPublishingState>;

/** An unpublished change of an item, by identity (never by its place in a list). */
export const itemChange = z.object({
  collection: z.string(),
  slug: z.string(),
  title: z.object({ en: z.string(), ar: z.string() }),
  change: z.enum(['added', 'changed', 'removed']),
  fields: z.array(z.string()).describe('For a change: the top-level fields whose content differs'),
  moved: z.boolean().describe('For a change: its place in a hand-ordered list moved'),
  updated_at: z.string(),
});
export type ItemChange = z.infer<typeof itemChange>;

/** An item named in a publish. */
export const itemRef = z.strictObject({ collection: z.string().max(40), slug: z.string().max(100) });

export const publishItemBody = z
  .strictObject({ at: z.iso.datetime({ offset: true }).optional() })
  .nullish()
  .describe('Optional: with `at` (in the future, within a year) the publish waits for it');

export const restoreItemBody = z
  .strictObject({ version: z.number().int().min(1) })
  .nullish()
  .describe('Optional: the version whose content comes back');

const releaseParams = itemParams.extend({
  id: z.string().describe('The release’s id (a positive integer; anything else answers 404 release_not_found)'),
});

export const itemHistoryEntry = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'update', 'delete', 'restore', 'discard']),
  version: z.number().int(),
  content: z.unknown().describe('The content after the change (before it, for a delete)'),
  fields: z.array(z.string()).describe('For a change or a restore: the top-level fields it changed'),
  created_at: z.string(),
  by: author.nullable(),
});
export type ItemHistoryEntry = z.infer<typeof itemHistoryEntry>;

const itemNotFound = { description: 'collection_not_found or item_not_found' };

export const collectionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/collections/{collection}/items',
    tag: 'Collections',
    summary: 'A page of a collection’s items: searched, filtered and sorted by the database',
    access: 'editor',
    params: collectionParams,
    query: itemListQuery,
    answers: {
      200: { description: 'The page and the total', schema: itemPage },
      404: { description: 'collection_not_found' },
    },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/collections/{collection}/items/{slug}',
    tag: 'Collections',
    summary: 'One item, as editors last saved it',
    access: 'editor',
    params: itemParams,
    answers: {
      200: { description: 'The item', schema: storedItem },
      404: { description: 'collection_not_found or item_not_found' },
    },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/collections/{collection}/items',
    tag: 'Collections',
    summary: 'Add an item',
    description:
      'Hand-ordered collections put it first (stories, vacancies) or last (people, logos). Its content must fit the collection’s schema.',
    access: 'editor',
    params: collectionParams,
    body: createItemBody,
    answers: {
      201: { description: 'The item', schema: storedItem },
      400: {
        description:
          'invalid_input; invalid_content, unknown_category or unknown_reference (an item another collection lacks) naming each failing field',
      },
      404: { description: 'collection_not_found' },
      409: { description: 'slug_taken' },
    },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/collections/{collection}/items/{slug}',
    tag: 'Collections',
    summary: 'Replace an item’s content',
    description: 'Only this item is sent and stored. A `version` other than the stored one is refused with 409.',
    access: 'editor',
    params: itemParams,
    body: updateItemBody,
    answers: {
      200: { description: 'The item with its new version', schema: storedItem },
      400: {
        description:
          'invalid_input; invalid_content, unknown_category or unknown_reference (an item another collection lacks) naming each failing field',
      },
      404: { description: 'collection_not_found or item_not_found' },
      409: { description: conflict },
    },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/collections/{collection}/items/{slug}',
    tag: 'Collections',
    summary: 'Delete an item (restore brings it back)',
    description: 'With `If-Match: "<version>"` a stale delete is refused with 409.',
    access: 'editor',
    params: itemParams,
    answers: {
      204: { description: 'Deleted' },
      404: { description: 'collection_not_found or item_not_found' },
      409: { description: conflict },
    },
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/v1/collections/{collection}/items/{slug}/restore',
    tag: 'Collections',
    summary: 'Bring back a deleted item, or the content of an earlier version, as a new version',
    description:
      'Without a body, a deleted item comes back as it was. With `{ "version": n }` the content the item had at that version (from its history) becomes a new version, checked as an update is; a deleted item comes back with it.',
    access: 'editor',
    params: itemParams,
    body: restoreItemBody,
    answers: {
      200: { description: 'The item, with its new version as the ETag', schema: storedItem },
      400: { description: 'invalid_input, or invalid_content: the old content no longer fits its collection' },
      404: {
        description:
          'collection_not_found, item_not_found (no deleted item by that slug, without a version) or version_not_found',
      },
    },
  }),
  move: defineRoute({
    method: 'POST',
    path: '/v1/collections/{collection}/items/{slug}/move',
    tag: 'Collections',
    summary: 'Move an item of a hand-ordered collection',
    description:
      'Puts it right after `after` (first when null). Only items whose place changes are written, each as a new version.',
    access: 'editor',
    params: itemParams,
    body: moveItemBody,
    answers: {
      200: { description: 'The moved item', schema: storedItem },
      400: { description: 'invalid_input (no item `after`); not_hand_ordered (a list ordered by date)' },
      404: itemNotFound,
    },
  }),
  pending: defineRoute({
    method: 'GET',
    path: '/v1/collections/changes',
    tag: 'Collections',
    summary: 'Every item with unpublished changes, by identity',
    description: 'What a publish would change: items added, changed (which fields, moved) and removed, newest first.',
    access: 'editor',
    query: z.strictObject({ collection: z.string().max(40).optional() }),
    answers: {
      200: { description: 'The changes (at most 500)', schema: z.object({ items: z.array(itemChange) }) },
      404: { description: 'collection_not_found' },
    },
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/v1/collections/{collection}/items/{slug}/publish',
    tag: 'Collections',
    summary: 'Publish an item’s draft, now or at a time',
    description:
      'Without `at` the item goes live at once (a deleted item leaves the site), replacing a scheduled publish; with `at` it waits for it.',
    access: 'editor',
    params: itemParams,
    body: publishItemBody,
    answers: {
      200: { description: 'Where the item stands now', schema: itemPublishingState },
      400: { description: 'invalid_input; publish_time_passed or publish_time_too_far' },
      404: itemNotFound,
      409: { description: 'nothing_to_publish; already_scheduled (cancel that one first)' },
    },
  }),
  state: defineRoute({
    method: 'GET',
    path: '/v1/collections/{collection}/items/{slug}/publishing',
    tag: 'Collections',
    summary: 'Where an item stands',
    access: 'editor',
    params: itemParams,
    answers: { 200: { description: 'The item’s state', schema: itemPublishingState }, 404: itemNotFound },
  }),
  cancelScheduled: defineRoute({
    method: 'DELETE',
    path: '/v1/collections/{collection}/items/{slug}/scheduled',
    tag: 'Collections',
    summary: 'Cancel an item’s scheduled publish',
    access: 'editor',
    params: itemParams,
    answers: {
      200: { description: 'Cancelled: where the item stands now', schema: itemPublishingState },
      404: { description: 'collection_not_found, item_not_found or nothing_scheduled' },
    },
  }),
  discard: defineRoute({
    method: 'POST',
    path: '/v1/collections/{collection}/items/{slug}/discard',
    tag: 'Collections',
    summary: 'Discard an item’s unpublished changes',
    description:
      'The draft becomes what visitors see again; an item never published is deleted (restore brings it back).',
    access: 'editor',
    params: itemParams,
    answers: { 200: { description: 'Where the item stands now', schema: itemPublishingState }, 404: itemNotFound },
  }),
  releases: defineRoute({
    method: 'GET',
    path: '/v1/collections/{collection}/items/{slug}/releases',
    tag: 'Collections',
    summary: 'An item’s releases, newest first',
    access: 'editor',
    params: itemParams,
    answers: {
      200: {
        description: 'The 50 newest releases',
        schema: z.object({ collection: z.string(), slug: z.string(), releases: z.array(itemReleaseSummary) }),
      },
      404: itemNotFound,
    },
  }),
  rollback: defineRoute({
    method: 'POST',
    path: '/v1/collections/{collection}/items/{slug}/releases/{id}/rollback',
    tag: 'Collections',
    summary: 'Put an item’s earlier release back live',
    description:
      'A new release (kind `rollback`) with the earlier one’s content goes live. A draft without unpublished changes follows it; a draft with changes keeps them.',
    access: 'editor',
    params: releaseParams,
    answers: {
      200: { description: 'Rolled back: where the item stands now', schema: itemPublishingState },
      404: { description: 'collection_not_found, item_not_found or release_not_found' },
      409: { description: 'already_live' },
    },
  }),
  createPreview: defineRoute({
    method: 'POST',
    path: '/v1/collections/{collection}/items/{slug}/previews',
    tag: 'Collections',
    summary: 'Make a preview link of an item’s draft',
    description:
      'A read-only, unguessable address (`path` with `?preview=<token>`) showing this item’s draft where visitors would see it — its own page, or the page listing it — and the rest of the site as published, for `days` days (7 without a body). The token is in this answer only.',
    access: 'editor',
    params: itemParams,
    body: createPreviewBody.nullish(),
    answers: {
      201: {
        description: 'The link, with its token and the address it opens (answered `Cache-Control: private, no-store`)',
        schema: createdPreviewLink.extend({
          path: z.string().describe('Where the item shows: /customer-stories/{slug}, or the page listing it'),
        }),
      },
      404: itemNotFound,
      409: { description: 'not_shown: no page shows this collection' },
    },
  }),
  previews: defineRoute({
    method: 'GET',
    path: '/v1/collections/{collection}/items/{slug}/previews',
    tag: 'Collections',
    summary: 'An item’s preview links',
    description: 'The links that still work, newest first, without their tokens.',
    access: 'editor',
    params: itemParams,
    answers: {
      200: { description: 'The links', schema: z.object({ previews: z.array(previewLink) }) },
      404: itemNotFound,
    },
  }),
  revokePreview: defineRoute({
    method: 'DELETE',
    path: '/v1/collections/{collection}/items/{slug}/previews/{id}',
    tag: 'Collections',
    summary: 'Withdraw an item’s preview link',
    description: 'Opening it answers 410 preview_revoked from now on.',
    access: 'editor',
    params: itemParams.extend({ id: z.string().describe('The link’s id') }),
    answers: {
      204: { description: 'Withdrawn' },
      404: { description: 'collection_not_found, item_not_found or preview_not_found (or withdrawn already)' },
    },
  }),
  history: defineRoute({
    method: 'GET',
    path: '/v1/collections/{collection}/items/{slug}/history',
    tag: 'Collections',
    summary: 'An item’s saved versions, newest first',
    description: 'Every write with its content and author (the 100 newest); restoring one is a save of its content.',
    access: 'editor',
    params: itemParams,
    answers: {
      200: { description: 'The versions', schema: z.object({ history: z.array(itemHistoryEntry) }) },
      404: itemNotFound,
    },
  }),
};
