import { blockRegistry } from '@site/blocks';
import { API_ROUTES } from '@site/blocks/api';
import { z } from 'zod';
import { pathsOf } from './operations.ts';

/**
 * The API reference (ADR 0039): every route's operation generated from its contract, plus each
 * block type's content schema, which a block's `content` must fit.
 */
export function buildOpenApiDocument() {
  const contentSchemas = Object.fromEntries(
    Object.entries(blockRegistry).map(([type, def]) => [
      `Content_${type}`,
      z.toJSONSchema(def.schema, { unrepresentable: 'any', io: 'input' }),
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gulf Learning site API',
      version: '1',
      description:
        'Pages are ordered blocks. Reads are public; writes need `Authorization: Bearer <access_token>` of an editor or admin. Errors are `{"error": {"code", "message", "details?"}}`. A block\'s `content` fits the schema of its type: `components/schemas/Content_<TYPE>`.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(API_ROUTES.map((route) => route.tag))].map((name) => ({ name })),
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
        ...contentSchemas,
      },
    },
    paths: pathsOf(API_ROUTES),
  };
}
