import { z } from 'zod';
import { defineRoute } from './define-route.ts';

/** The process itself: health, crawler files, the API reference, uploaded files. */

const unchanged = { description: 'Not modified: the If-None-Match ETag still holds' };

export const siteRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/healthz',
    tag: 'Site',
    summary: 'Whether the process is up',
    description: 'Asks nothing of the database: for a liveness probe.',
    access: 'anyone',
    answers: { 200: { description: 'Up', schema: z.object({ status: z.literal('ok') }) } },
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/readyz',
    tag: 'Site',
    summary: 'Whether the process can serve: its database answers',
    description: 'The database has 2 seconds to answer: for a readiness probe.',
    access: 'anyone',
    answers: {
      200: {
        description: 'Ready',
        schema: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
      },
      503: { description: 'database_unavailable: the database is not answering' },
    },
  }),
  robots: defineRoute({
    method: 'GET',
    path: '/robots.txt',
    tag: 'Site',
    summary: 'What crawlers may visit, and where the sitemap is',
    description: 'Keeps crawlers out of the sign-in pages, the inbox and the API. Cached for an hour, with an ETag.',
    access: 'anyone',
    answers: { 200: { description: 'robots.txt', contentType: 'text/plain' }, 304: unchanged },
  }),
  sitemap: defineRoute({
    method: 'GET',
    path: '/sitemap.xml',
    tag: 'Site',
    summary: 'Every public page, in English and Arabic, with its alternates',
    description:
      'Pages, stories, resources and vacancies, each with hreflang en, ar and x-default; pages set to noindex are left out. Past 50,000 addresses it is an index of parts, each asked for with `?page=`. Cached for an hour, with an ETag.',
    access: 'anyone',
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).optional().describe('One part of a sitemap index'),
    }),
    answers: {
      200: { description: 'The sitemap, a sitemap index, or one of its parts', contentType: 'application/xml' },
      304: unchanged,
      404: { description: 'sitemap_not_found: no such part' },
    },
  }),
  openapi: defineRoute({
    method: 'GET',
    path: '/v1/openapi.json',
    tag: 'Site',
    summary: 'This API reference, as an OpenAPI 3.1 document',
    description: 'Made from the route contracts (ADR 0039); /v1/docs shows it readably.',
    access: 'anyone',
    answers: {
      200: {
        description: 'The document',
        schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
      },
    },
  }),
  uploadedFile: defineRoute({
    method: 'GET',
    path: '/data/uploads/{name}',
    tag: 'Site',
    summary: 'An uploaded file',
    description:
      'Cached for a year (the name is a hash of the content). Single byte ranges are served (Safari plays video only through them). SVGs come with a sandboxing Content-Security-Policy; files a browser would not open inline (PDF, Office) come as attachments.',
    access: 'anyone',
    params: z.object({ name: z.string().describe('<hash>.<ext>, or <hash>-<width>.webp for a WebP copy') }),
    answers: {
      200: { description: 'The file', contentType: '*/*' },
      206: { description: 'The requested byte range', contentType: '*/*' },
      301: {
        description:
          'A file replaced in the media library: Location is its replacement (for a WebP copy, the replacement’s copy at least as wide)',
      },
      304: unchanged,
      404: { description: 'upload_not_found' },
      416: { description: 'range_not_satisfiable (Content-Range names the size)' },
    },
  }),
};
