import { createHash } from 'node:crypto';
import { pageSlug, type SiteContext } from '@site/blocks';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../http/errors.ts';

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export async function pageRoutes(app: FastifyInstance, { pages }: { pages: SiteContext }) {
  app.get<{ Params: { slug: string } }>('/v1/pages/:slug', async (request, reply) => {
    const slug = pageSlug.safeParse(request.params.slug);
    if (!slug.success) {
      return sendError(reply, 400, 'invalid_slug', 'A page slug is lower-case words joined by hyphens.', {
        slug: slug.error.issues[0]?.message,
      });
    }
    const page = await pages.getPage(slug.data);
    if (!page) return sendError(reply, 404, 'page_not_found', `No page has the slug "${slug.data}".`);
    const body = JSON.stringify(page);
    const etag = etagOf(body);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
