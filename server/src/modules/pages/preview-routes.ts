import { collectionRoutes, publishingRoutes as contracts } from '@site/blocks/api';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { Previews } from './previews.ts';
import { editorId, parseSlug } from './routes.ts';

const previewId = z.uuid();

/**
 * Preview links of a page's draft (issue #19; ADR 0029) or of one item's (ADR 0040): editors make,
 * list and withdraw them.
 * Opening one is `GET /v1/pages/{slug}?preview=…` (routes.ts) or the page's own address with it.
 */
export async function previewRoutes(
  app: FastifyInstance,
  { previews, requireEditor }: { previews: Previews; requireEditor: preHandlerAsyncHookHandler },
) {
  const editors = { preHandler: requireEditor };
  const userId = editorId;

  // No body, or no `days`: a link of PREVIEW_DAYS.default days.
  route(app, contracts.createPreview, editors, async ({ params, body }, request, reply) => {
    const slug = parseSlug(params.slug);
    const link = await previews.create(slug, userId(request), body?.days);
    return reply.status(201).header('cache-control', 'private, no-store').send(link);
  });

  route(app, contracts.previews, editors, async ({ params }) => previews.list(parseSlug(params.slug)));

  route(app, contracts.revokePreview, editors, async ({ params }, _request, reply) => {
    const slug = parseSlug(params.slug);
    const id = previewId.safeParse(params.id);
    if (!id.success) throw new HttpError(404, 'preview_not_found', `The ${slug} page has no such preview link.`);
    await previews.revoke(slug, id.data);
    return reply.status(204).send();
  });

  // One item's draft (ADR 0040): opened on its own page, or the page listing it.
  route(app, collectionRoutes.createPreview, editors, async ({ params, body }, request, reply) => {
    const link = await previews.createForItem(params.collection, params.slug, userId(request), body?.days);
    return reply.status(201).header('cache-control', 'private, no-store').send(link);
  });

  route(app, collectionRoutes.previews, editors, async ({ params }) =>
    previews.listForItem(params.collection, params.slug),
  );

  route(app, collectionRoutes.revokePreview, editors, async ({ params }, _request, reply) => {
    const id = previewId.safeParse(params.id);
    if (!id.success) throw new HttpError(404, 'preview_not_found', 'This item has no such preview link.');
    await previews.revokeForItem(params.collection, params.slug, id.data);
    return reply.status(204).send();
  });
}
