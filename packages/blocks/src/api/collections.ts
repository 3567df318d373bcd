import { z } from 'zod';
import { translationStamps } from '../page.ts';
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

const conflict = 'version_conflict: details.current is the item now';

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
      400: { description: 'invalid_input, or invalid_content naming each failing field' },
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
      400: { description: 'invalid_input, or invalid_content naming each failing field' },
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
    summary: 'Bring back a deleted item, as a new version',
    access: 'editor',
    params: itemParams,
    answers: {
      200: { description: 'The item', schema: storedItem },
      404: { description: 'collection_not_found, or no deleted item by that slug' },
    },
  }),
};
