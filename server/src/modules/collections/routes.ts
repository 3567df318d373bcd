import { collectionRoutes as contracts } from '@site/blocks/api';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { route } from '../../http/route.ts';
import type { AuthUser } from '../auth/service.ts';
import { expectedVersion } from '../pages/routes.ts';
import type { Collections } from './service.ts';

/** Collections' items for editors (issue #30, ADR 0040): list, read, add, change, delete, restore. */
export async function collectionItemRoutes(
  app: FastifyInstance,
  { collections, requireEditor }: { collections: Collections; requireEditor: preHandlerAsyncHookHandler },
) {
  const editors = { preHandler: requireEditor };
  const noStore = { 'cache-control': 'private, no-store' };
  const userId = (request: { user?: AuthUser }) => (request.user as AuthUser).id;

  route(app, contracts.list, editors, async ({ params, query }, _request, reply) =>
    reply.headers(noStore).send(await collections.list(params.collection, query)),
  );

  route(app, contracts.get, editors, async ({ params }, _request, reply) => {
    const item = await collections.get(params.collection, params.slug);
    return reply.headers({ ...noStore, etag: `"${item.version}"` }).send(item);
  });

  route(app, contracts.create, editors, async ({ params, body }, request, reply) => {
    const item = await collections.create(params.collection, body, userId(request));
    return reply
      .status(201)
      .headers({ etag: `"${item.version}"` })
      .send(item);
  });

  route(app, contracts.update, editors, async ({ params, body }, request, reply) => {
    const item = await collections.update(params.collection, params.slug, body, userId(request));
    return reply.headers({ etag: `"${item.version}"` }).send(item);
  });

  route(app, contracts.remove, editors, async ({ params }, request, reply) => {
    await collections.remove(params.collection, params.slug, expectedVersion(request), userId(request));
    return reply.status(204).send();
  });

  route(app, contracts.restore, editors, async ({ params }, request, reply) => {
    const item = await collections.restore(params.collection, params.slug, userId(request));
    return reply.headers({ etag: `"${item.version}"` }).send(item);
  });
}
