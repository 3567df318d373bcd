import { z } from 'zod';
import {
  block,
  confirmTranslationBody,
  createBlockBody,
  historyEntry,
  PAGE_SLUG_PATTERN,
  page,
  reorderBody,
  restoreBody,
  siteLink,
  updateBlockBody,
} from '../page.ts';
import { createdPage, createPageBody, deletePageBody, movePageBody } from '../page-paths.ts';
import { storedSettings, updateSettingsBody } from '../page-settings.ts';
import { defineRoute } from './define-route.ts';

/** Pages and their blocks: reads, block writes, settings, history, links, pages editors create (ADRs 0003, 0018, 0033). */

/**
 * A page's slug in the address. The handler checks it and answers `400 invalid_slug`, a code of
 * its own, so this schema only describes it (a failing schema would answer `invalid_input`).
 */
const slugParams = z.object({
  slug: z.string().meta({
    pattern: PAGE_SLUG_PATTERN.source,
    maxLength: 100,
    description: 'The page’s slug: lower-case words joined by hyphens (anything else: 400 invalid_slug)',
  }),
});

/**
 * A block's id in the address. Any other text names no block: the handler answers `404
 * block_not_found`, as for an id nobody has, so this schema only describes it.
 */
const blockParams = z.object({
  id: z.string().meta({ format: 'uuid', description: 'The block’s id (anything else: 404 block_not_found)' }),
});

/** `?draft` and `?preview` of a page read: the handler decides what each opens, and who may. */
export const pageReadQuery = z.object({
  draft: z
    .string()
    .optional()
    .describe(
      'Any value but `false`: the draft editors work on (ADR 0025), never cached; needs an editor’s or admin’s token',
    ),
  preview: z
    .string()
    .optional()
    .describe(
      'A preview link’s token (ADR 0029): the draft of the page it opens (and the header and footer), for anyone',
    ),
  lists: z
    .enum(['items', 'none', 'page'])
    .optional()
    .describe(
      'With `draft`: `none` leaves list blocks’ arrays empty, for an editor who reads the collection by item (ADR 0040); `page` fills a list the address pages through (the stories, the resources, the clients) with the drafts of the page its filters and `page` ask for, and says where it stands in `lists`, as edit mode shows it; `items` (the default) fills them whole',
    ),
});

/** How many history entries: any text, brought within 1 to 500 by the handler (100 when not a number). */
export const historyQuery = z.object({
  limit: z.string().optional().describe('How many entries, newest first: 1 to 500 (100 when absent or not a number)'),
});

const versionGuard =
  'With `If-Match: "<version>"` (or `version` in the body) a stale write is refused with 409; without either, it overwrites.';

/** What `POST /v1/pages` answers: the new page, and whether the header's menu draft got an entry for it. */
export const newPage = createdPage.extend({
  menu: z.boolean().describe('Whether an entry leading to it was added to the header menu’s draft'),
});

export const pageRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/pages/{slug}',
    tag: 'Pages',
    summary: 'A page with its blocks in order',
    description:
      'The published page, for anyone, with an ETag (If-None-Match answers 304). `?draft=true` gives the draft editors work on and needs an editor’s token; `?preview=<token>` gives the draft of the page a preview link opens, for anyone holding it. Drafts are never cached.',
    access: 'anyone',
    params: slugParams,
    query: pageReadQuery,
    answers: {
      200: { description: 'The page', schema: page },
      304: { description: 'Not modified: the client has this version' },
      400: { description: 'invalid_slug, or invalid_input (the query)' },
      401: { description: '`draft` without a valid access token' },
      403: { description: '`draft` with the token of someone who is not an editor or admin' },
      404: {
        description:
          'page_not_found; with `preview`: preview_not_found (no such link), page_not_in_preview (the link opens another page)',
      },
      410: { description: 'With `preview`: preview_expired or preview_revoked' },
    },
  }),
  createBlock: defineRoute({
    method: 'POST',
    path: '/v1/pages/{slug}/blocks',
    tag: 'Pages',
    summary: 'Add a block to a page’s draft',
    description:
      'Appended unless `order` is given (the blocks from there move down); the page is created with its first block. The content must fit its block type.',
    access: 'editor',
    params: slugParams,
    body: createBlockBody,
    answers: {
      201: { description: 'The block, with its version as the ETag', schema: block },
      400: {
        description: 'invalid_input, invalid_slug, unknown_block_type, or invalid_content naming each failing field',
      },
    },
  }),
  updateBlock: defineRoute({
    method: 'PUT',
    path: '/v1/pages/blocks/{id}',
    tag: 'Pages',
    summary: 'Replace a block’s content',
    description: `The whole content object, checked against its block type. ${versionGuard}`,
    access: 'editor',
    params: blockParams,
    query: z.strictObject({
      lists: z
        .enum(['keep', 'changed'])
        .optional()
        .describe(
          'For a list block (the gallery, the resources…): `keep` saves its settings only — the arrays sent are ignored, its collection’s items stay as they are, and the answer’s arrays are empty; `changed` saves its settings and, in the same transaction, each entry the arrays hold as the item with its id (items it has: none is added, removed or moved), the block’s version moving on by one per item written',
        ),
    }),
    body: updateBlockBody,
    answers: {
      200: { description: 'The block, with its new version as the ETag', schema: block },
      400: {
        description: 'invalid_input, invalid_content, type_mismatch (`type` is not the block’s), or invalid_if_match',
      },
      404: { description: 'block_not_found, or item_not_found (`lists=changed`: an entry that is no item)' },
      409: { description: 'version_conflict: details.current is the block now' },
    },
  }),
  deleteBlock: defineRoute({
    method: 'DELETE',
    path: '/v1/pages/blocks/{id}',
    tag: 'Pages',
    summary: 'Delete a block',
    description:
      'It can be brought back from the page’s history. With `If-Match: "<version>"` a stale delete is refused with 409.',
    access: 'editor',
    params: blockParams,
    answers: {
      204: { description: 'Deleted' },
      400: { description: 'invalid_if_match' },
      404: { description: 'block_not_found' },
      409: { description: 'version_conflict: details.current is the block now' },
    },
  }),
  reorder: defineRoute({
    method: 'POST',
    path: '/v1/pages/blocks/reorder',
    tag: 'Pages',
    summary: 'Put a page’s blocks in a new order',
    description: 'Every block id of the page, each once, in the new order; one transaction.',
    access: 'editor',
    body: reorderBody,
    answers: {
      200: {
        description: 'The page’s blocks in their new order',
        schema: z.object({ slug: z.string(), blocks: z.array(block) }),
      },
      400: { description: 'invalid_input, or ids_mismatch: not every block id of the page exactly once' },
      404: { description: 'page_not_found' },
    },
  }),
  restoreBlock: defineRoute({
    method: 'POST',
    path: '/v1/pages/blocks/{id}/restore',
    tag: 'Pages',
    summary: 'Bring back the content of an old version, or a deleted block',
    description:
      'The old content becomes a new version; a deleted block comes back with its id at its old place. The content must still fit its block type.',
    access: 'editor',
    params: blockParams,
    body: restoreBody,
    answers: {
      200: { description: 'The block, with its new version as the ETag', schema: block },
      400: { description: 'invalid_input, or invalid_content: the old content no longer fits its block type' },
      404: { description: 'block_not_found or version_not_found' },
    },
  }),
  confirmTranslation: defineRoute({
    method: 'POST',
    path: '/v1/pages/blocks/{id}/translations/confirm',
    tag: 'Pages',
    summary: 'Confirm that a text’s two languages are right as they are',
    description:
      'The text at `at` no longer counts as needing translation: both languages are stamped as written now (ADR 0026). The content and the version stay as they are, so typing on its way is not refused.',
    access: 'editor',
    params: blockParams,
    body: confirmTranslationBody,
    answers: {
      200: { description: 'The block, with its translation stamps', schema: block },
      400: { description: 'invalid_input, or no_such_text: the block has no text in both languages there' },
      404: { description: 'block_not_found' },
    },
  }),
  history: defineRoute({
    method: 'GET',
    path: '/v1/pages/{slug}/history',
    tag: 'Pages',
    summary: 'A page’s changes, newest first',
    description: 'Who changed which block, when, with its content before and after.',
    access: 'editor',
    params: slugParams,
    query: historyQuery,
    answers: {
      200: { description: 'The changes', schema: z.object({ slug: z.string(), entries: z.array(historyEntry) }) },
      400: { description: 'invalid_slug, or invalid_input (the query)' },
      404: { description: 'page_not_found' },
    },
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/v1/pages/{slug}/settings',
    tag: 'Pages',
    summary: 'Replace a page’s settings',
    description: `Its name, meta description, sharing title, text and image, and noindex, in its draft (published with the page); an empty text falls back to the page’s content. ${versionGuard}`,
    access: 'editor',
    params: slugParams,
    body: updateSettingsBody,
    answers: {
      200: {
        description: 'The stored settings and their new version (also the ETag)',
        schema: storedSettings,
      },
      400: { description: 'invalid_input naming each failing field, invalid_slug or invalid_if_match' },
      404: { description: 'page_not_found' },
      409: { description: 'version_conflict: details.current is the stored settings now' },
    },
  }),
  createPage: defineRoute({
    method: 'POST',
    path: '/v1/pages',
    tag: 'Pages',
    summary: 'Create a page at an address',
    description:
      'From a template (blank, landing, solution), with its title in English and Arabic and, optionally, an entry at the end of the header menu (in the header’s draft, published with the page). The page is unpublished (ADR 0033).',
    access: 'editor',
    body: createPageBody,
    bodyKind: 'json-own-messages',
    answers: {
      201: { description: 'The page', schema: newPage },
      400: {
        description:
          'reserved_path (the site serves the address already), invalid_path (not an address) or invalid_input, naming the field',
      },
      409: { description: 'path_taken (a page or a redirect has the address) or menu_full' },
    },
  }),
  movePage: defineRoute({
    method: 'PUT',
    path: '/v1/pages/{slug}/path',
    tag: 'Pages',
    summary: 'Move a created page to a new address',
    description:
      'Its old address answers 301 to the new one, redirects that led to the old one lead to the new one (no chains), and header menu entries follow it (in the header’s draft).',
    access: 'editor',
    params: slugParams,
    body: movePageBody,
    bodyKind: 'json-own-messages',
    answers: {
      200: { description: 'The page at its new address', schema: createdPage },
      400: { description: 'invalid_slug, reserved_path, invalid_path or invalid_input' },
      404: { description: 'page_not_found' },
      409: { description: 'path_taken, or fixed_page: the site’s own pages keep their addresses' },
    },
  }),
  deletePage: defineRoute({
    method: 'DELETE',
    path: '/v1/pages/{slug}',
    tag: 'Pages',
    summary: 'Delete a created page',
    description:
      'With its blocks, drafts and releases. Its address, and every address that led to it, answers 301 to `redirect_to`, or 410 Gone when that is null. Header menu entries leading to it lead to `redirect_to` or go, in the header’s draft; a page gone for good leaves the live header at once too.',
    access: 'editor',
    params: slugParams,
    body: deletePageBody,
    answers: {
      204: { description: 'Deleted' },
      400: {
        description: 'invalid_input, invalid_slug, or invalid_redirect: `redirect_to` is not another page of this site',
      },
      404: { description: 'page_not_found' },
      409: { description: 'fixed_page: the site’s own pages cannot be deleted' },
    },
  }),
  links: defineRoute({
    method: 'GET',
    path: '/v1/links',
    tag: 'Pages',
    summary: 'Every address an editor can link to',
    description:
      'For the link picker: the site’s pages, the created pages once published, then each story, vacancy and resource, with their titles in English and Arabic.',
    access: 'editor',
    answers: { 200: { description: 'The addresses', schema: z.object({ links: z.array(siteLink) }) } },
  }),
};
