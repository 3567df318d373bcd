import {
  blockRegistry,
  createBlockBody,
  createPageBody,
  deletePageBody,
  inviteBody,
  movePageBody,
  pageSettings,
  reorderBody,
  restoreBody,
  updateBlockBody,
  updatePersonBody,
  updateSettingsBody,
} from '@site/blocks';
import { API_ROUTES } from '@site/blocks/api';
import { mediaAltBody } from '@site/blocks/media-library';
import { z } from 'zod';
import { pathsOf } from './operations.ts';

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const body = (name: string) => ({ required: true, content: { 'application/json': { schema: ref(name) } } });
const ok = (description: string, schema?: object) => ({
  description,
  ...(schema ? { content: { 'application/json': { schema } } } : {}),
});
const error = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } });
const secured = [{ bearer: [] }];

const blockSchema = {
  type: 'object',
  required: ['id', 'block_type', 'order', 'content', 'version'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    block_type: { type: 'string', enum: Object.keys(blockRegistry) },
    order: { type: 'integer' },
    content: { description: 'Fits the schema of its block type (components/schemas/Content_<TYPE>).' },
    version: { type: 'integer', minimum: 1 },
  },
};

/** The API reference, generated from the same zod schemas the server validates with. */
export function buildOpenApiDocument() {
  const contentSchemas = Object.fromEntries(
    Object.entries(blockRegistry).map(([type, def]) => [`Content_${type}`, json(def.schema)]),
  );
  const writeErrors = {
    400: error('Bad input; details name each failing field'),
    401: error('No, malformed, expired or revoked access token'),
    403: error('The user lacks the role'),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gulf Learning site API',
      version: '1',
      description:
        'Pages are ordered blocks. Reads are public; writes need `Authorization: Bearer <access_token>` of an editor or admin. Errors are `{"error": {"code", "message", "details?"}}`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
            },
          },
        },
        Block: blockSchema,
        Page: {
          type: 'object',
          properties: {
            slug: { type: 'string' },
            title: {},
            settings: ref('PageSettings'),
            settings_version: { type: 'integer', minimum: 1 },
            media: { type: 'object', description: 'Size and WebP copies of each upload the page uses, by path' },
            blocks: { type: 'array', items: ref('Block') },
          },
        },
        PageSettings: json(pageSettings),
        StoredSettings: {
          type: 'object',
          required: ['slug', 'settings', 'settings_version'],
          properties: {
            slug: { type: 'string' },
            settings: ref('PageSettings'),
            settings_version: { type: 'integer', minimum: 1 },
          },
        },
        CreateBlockBody: json(createBlockBody),
        UpdateBlockBody: json(updateBlockBody),
        ReorderBody: json(reorderBody),
        RestoreBody: json(restoreBody),
        UpdateSettingsBody: json(updateSettingsBody),
        CreatePageBody: json(createPageBody),
        MovePageBody: json(movePageBody),
        DeletePageBody: json(deletePageBody),
        InviteBody: json(inviteBody),
        UpdatePersonBody: json(updatePersonBody),
        ...contentSchemas,
      },
    },
    paths: mergePaths({
      '/v1/people': {
        get: {
          summary: 'People who can sign in, with status, last sign-in and live sessions (admins; ADR 0030)',
          security: secured,
          responses: { 200: ok('{people}'), ...writeErrors },
        },
      },
      '/v1/people/invitations': {
        post: {
          summary: 'Invite someone: creates the user and e-mails a link to choose a password (72 hours)',
          security: secured,
          requestBody: body('InviteBody'),
          responses: { 201: ok('The person'), ...writeErrors, 409: error('email_taken') },
        },
      },
      '/v1/people/{id}': {
        patch: {
          summary: 'Change the role, or disable (ending every session) or enable',
          security: secured,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          requestBody: body('UpdatePersonBody'),
          responses: {
            200: ok('The person'),
            ...writeErrors,
            404: error('user_not_found'),
            409: error('last_admin: the last enabled admin'),
          },
        },
      },
      '/v1/people/{id}/sessions': {
        get: {
          summary: "A person's live sessions",
          security: secured,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: { 200: ok('{sessions}'), ...writeErrors, 404: error('user_not_found') },
        },
        delete: {
          summary: 'End every session of the person',
          security: secured,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: { 200: ok('{ended}'), ...writeErrors, 404: error('user_not_found') },
        },
      },
      '/v1/people/{id}/sessions/{session}': {
        delete: {
          summary: 'End one session of the person',
          security: secured,
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            { name: 'session', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          ],
          responses: { 200: ok('{ended: 1}'), ...writeErrors, 404: error('session_not_found') },
        },
      },
      '/v1/audit-log': {
        get: {
          summary: 'Who changed what about people, newest first',
          security: secured,
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
            {
              name: 'before',
              in: 'query',
              schema: { type: 'integer' },
              description: 'next_before of the previous page',
            },
          ],
          responses: { 200: ok('{entries, next_before}'), ...writeErrors },
        },
      },
      '/v1/pages': {
        post: {
          summary:
            'Create a page from a template (blank, landing, solution) at its address, with its title in English and Arabic and optionally a header menu entry (in the header draft); unpublished (ADR 0033)',
          security: secured,
          requestBody: body('CreatePageBody'),
          responses: {
            201: ok('The page: {slug, path, template, title, published, menu}'),
            ...writeErrors,
            409: error('path_taken: another page or a redirect has the address'),
          },
        },
      },
      '/v1/pages/{slug}': {
        get: {
          summary: 'A page with its blocks in order (ETag; If-None-Match → 304)',
          parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: ok('The page', ref('Page')), 304: ok('Not modified'), 404: error('No such page') },
        },
        delete: {
          summary:
            'Delete a created page; its address (and every redirect to it) answers 301 to redirect_to, or 410 Gone when null',
          security: secured,
          parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: body('DeletePageBody'),
          responses: {
            204: ok('Deleted'),
            ...writeErrors,
            404: error('No such page'),
            409: error("fixed_page: the spec's pages cannot be deleted"),
          },
        },
      },
      '/v1/pages/{slug}/path': {
        put: {
          summary: 'Move a created page to a new address; the old one answers 301 (chains collapse)',
          security: secured,
          parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: body('MovePageBody'),
          responses: {
            200: ok('The page at its new address'),
            ...writeErrors,
            404: error('No such page'),
            409: error("path_taken, or fixed_page: the spec's pages keep their addresses"),
          },
        },
      },
      '/v1/pages/{slug}/settings': {
        put: {
          summary:
            'Replace a page\'s settings: meta description, sharing title, text and image, noindex (If-Match: "<settings_version>" or body.version guards against lost updates)',
          security: secured,
          parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: body('UpdateSettingsBody'),
          responses: {
            200: ok('The stored settings and their new version', ref('StoredSettings')),
            ...writeErrors,
            404: error('No such page'),
            409: error('Stale version; details.current is the stored settings now'),
          },
        },
      },
      '/v1/pages/{slug}/blocks': {
        post: {
          summary: 'Add a block (appended unless order is given; the page is created on its first block)',
          security: secured,
          parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: body('CreateBlockBody'),
          responses: { 201: ok('The block', ref('Block')), ...writeErrors },
        },
      },
      '/v1/pages/blocks/{id}': {
        put: {
          summary: 'Replace a block\'s content (If-Match: "<version>" or body.version guards against lost updates)',
          security: secured,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          requestBody: body('UpdateBlockBody'),
          responses: {
            200: ok('The block', ref('Block')),
            ...writeErrors,
            404: error('No such block'),
            409: error('Stale version; details.current is the block now'),
          },
        },
        delete: {
          summary: 'Delete a block (can be restored from history)',
          security: secured,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: { 204: ok('Deleted'), ...writeErrors, 404: error('No such block'), 409: error('Stale version') },
        },
      },
      '/v1/pages/blocks/reorder': {
        post: {
          summary: "Put a page's blocks in a new order (all ids of the page, each once; one transaction)",
          security: secured,
          requestBody: body('ReorderBody'),
          responses: { 200: ok('The page'), ...writeErrors, 404: error('No such page') },
        },
      },
      '/v1/pages/blocks/{id}/restore': {
        post: {
          summary: 'Bring back the content of an old version (or a deleted block) as a new version',
          security: secured,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          requestBody: body('RestoreBody'),
          responses: { 200: ok('The block', ref('Block')), ...writeErrors, 404: error('No such version') },
        },
      },
      '/v1/pages/{slug}/history': {
        get: {
          summary: "The page's changes, newest first: who, when, content before and after",
          security: secured,
          parameters: [
            { name: 'slug', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500 } },
          ],
          responses: { 200: ok('History entries'), ...writeErrors, 404: error('No such page') },
        },
      },
      '/v1/uploads/': {
        post: {
          summary: 'Upload an image, video or document (multipart field "file"); judged by its bytes',
          security: secured,
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
              },
            },
          },
          responses: {
            201: ok('{ url, variants, … }'),
            ...writeErrors,
            413: error('Too large'),
            415: error('Type not accepted'),
          },
        },
      },
      ...mediaLibraryPaths(writeErrors),
    }),
  };
}

type Paths = Record<string, Record<string, unknown>>;

/**
 * The routes declared by contracts (ADR 0039), over the hand-written entries of the routes not yet
 * declared: one operation per path and method, the contract's winning.
 */
function mergePaths(handWritten: Paths): Paths {
  const merged: Paths = { ...handWritten };
  for (const [path, operations] of Object.entries(pathsOf(API_ROUTES)))
    merged[path] = { ...merged[path], ...operations };
  return merged;
}

const pathParam = {
  name: 'path',
  in: 'query',
  required: true,
  schema: { type: 'string' },
  description: 'The file as content stores it: /data/uploads/<hash>.png',
};

/** The media library's calls (ADR 0032), editors only. */
function mediaLibraryPaths(writeErrors: Record<string, unknown>) {
  const query = (name: string, schema: object, description?: string) => ({ name, in: 'query', schema, description });
  const multipartFile = {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
      },
    },
  };
  return {
    '/v1/media': {
      get: {
        summary: 'The media library: search file names and alt text, filter by kind, sort by date or size, paged',
        security: secured,
        parameters: [
          query('q', { type: 'string' }),
          query('kind', { type: 'string', enum: ['image', 'video', 'document'] }),
          query('sort', { type: 'string', enum: ['date', 'size'] }),
          query('order', { type: 'string', enum: ['asc', 'desc'] }),
          query('page', { type: 'integer', minimum: 1 }),
          query('per_page', { type: 'integer', minimum: 1, maximum: 100 }),
        ],
        responses: { 200: ok('{ items, total, page, per_page }'), ...writeErrors },
      },
    },
    '/v1/media/item': {
      get: {
        summary: 'One file, with where it is used (pages, blocks, list items; draft, live, scheduled)',
        security: secured,
        parameters: [pathParam],
        responses: { 200: ok('The file and its uses'), ...writeErrors, 404: error('No such file') },
      },
      delete: {
        summary: 'Deletes a file; in use: 409 naming the uses, unless confirm=true (then removed from each use first)',
        security: secured,
        parameters: [pathParam, query('confirm', { type: 'string', enum: ['true', 'false'] })],
        responses: { 204: ok('Deleted'), ...writeErrors, 409: error('In use (details.uses), or seed media') },
      },
    },
    '/v1/media/item/alt': {
      put: {
        summary: 'Alt text in English and Arabic, used wherever the file appears without its own',
        security: secured,
        parameters: [pathParam],
        requestBody: { required: true, content: { 'application/json': { schema: json(mediaAltBody) } } },
        responses: { 200: ok('The file'), ...writeErrors, 404: error('No such file') },
      },
    },
    '/v1/media/item/replace': {
      post: {
        summary: 'Replaces a file in every use (multipart field "file", same kind); the old file is removed',
        security: secured,
        parameters: [pathParam],
        requestBody: multipartFile,
        responses: { 200: ok('The new file and its uses'), ...writeErrors, 413: error('Too large') },
      },
    },
    '/v1/media/unused': {
      get: {
        summary: 'Uploads no draft, live or scheduled page uses',
        security: secured,
        responses: { 200: ok('{ items }'), ...writeErrors },
      },
    },
    '/v1/media/unused/delete': {
      post: {
        summary: 'Deletes every unused upload at once',
        security: secured,
        responses: { 200: ok('{ deleted: [path] }'), ...writeErrors },
      },
    },
  };
}
