import { createPreviewBody } from '@site/blocks';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { Previews } from './previews.ts';
import { editorId, parseSlug } from './routes.ts';

const previewId = z.uuid();

/**
 * Preview links of a page's draft (issue #19; ADR 0029): editors make, list and withdraw them.
 * Opening one is `GET /v1/pages/{slug}?preview=…` (routes.ts) or the page's own address with it.
 */
export async function previewRoutes(
  app: FastifyInstance,
  { previews, requireEditor }: { previews: Previews; requireEditor: preHandlerAsyncHookHandler },
) {
  const editors = { preHandler: requireEditor };
  const userId = editorId;

  app.post<{ Params: { slug: string } }>('/v1/pages/:slug/previews', editors, async (request, reply) => {
    const slug = parseSlug(request.params.slug);
    const { days } = parseInput(createPreviewBody, request.body ?? {});
    const link = await previews.create(slug, userId(request), days);
    return reply.status(201).header('cache-control', 'private, no-store').send(link);
  });

  app.get<{ Params: { slug: string } }>('/v1/pages/:slug/previews', editors, async (request) =>
    previews.list(parseSlug(request.params.slug)),
  );

  app.delete<{ Params: { slug: string; id: string } }>(
    '/v1/pages/:slug/previews/:id',
    editors,
    async (request, reply) => {
      const slug = parseSlug(request.params.slug);
      const id = previewId.safeParse(request.params.id);
      if (!id.success) throw new HttpError(404, 'preview_not_found', `The ${slug} page has no such preview link.`);
      await previews.revoke(slug, id.data);
      return reply.status(204).send();
    },
  );
}
