import { collectionRoutes as contracts } from '@site/blocks/api';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { route } from '../../http/route.ts';
import type { AuthUser } from '../auth/service.ts';
import type { PageChanges } from '../pages/changes.ts';
import { parseReleaseId } from '../pages/release-routes.ts';
import { expectedVersion } from '../pages/routes.ts';
import type { ItemReleases } from './item-releases.ts';
import type { Collections } from './service.ts';

/** Collections' items for editors (issue #30, ADR 0040): list, read, add, change, delete, restore. */
export async function collectionItemRoutes(
  app: FastifyInstance,
  {
    collections,
    itemReleases,
    requireEditor,
    changes,
    pagesShowing,
  }: {
    collections: Collections;
    itemReleases: ItemReleases;
    requireEditor: preHandlerAsyncHookHandler;
    changes: Pick<PageChanges, 'announce'>;
    pagesShowing: (collection: string) => Promise<string[]>;
  },
) {
  const editors = { preHandler: requireEditor };
  /**
   * After an item's draft changed: the pages showing its collection are announced, as a block's
   * save announces its page, so editors with one of them open hear it (presence) and its cached
   * drafts drop. The write has committed: a failure to announce is logged, not answered.
   */
  const announce = async (collection: string, request: FastifyRequest) => {
    try {
      const slugs = await pagesShowing(collection);
      if (slugs.length) await changes.announce(slugs);
    } catch (error) {
      request.log.warn({ err: error, collection }, 'could not announce an item write');
    }
  };
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
    await announce(params.collection, request);
    return reply
      .status(201)
      .headers({ etag: `"${item.version}"` })
      .send(item);
  });

  route(app, contracts.update, editors, async ({ params, body }, request, reply) => {
    const item = await collections.update(params.collection, params.slug, body, userId(request));
    await announce(params.collection, request);
    return reply.headers({ etag: `"${item.version}"` }).send(item);
  });

  route(app, contracts.remove, editors, async ({ params }, request, reply) => {
    await collections.remove(params.collection, params.slug, expectedVersion(request), userId(request));
    await announce(params.collection, request);
    return reply.status(204).send();
  });

  route(app, contracts.restore, editors, async ({ params, body }, request, reply) => {
    const item = await collections.restore(params.collection, params.slug, userId(request), body?.version);
    await announce(params.collection, request);
    return reply.headers({ etag: `"${item.version}"` }).send(item);
  });

  route(app, contracts.move, editors, async ({ params, body }, request, reply) => {
    const item = await collections.move(params.collection, params.slug, body.after, userId(request));
    await announce(params.collection, request);
    return reply.headers({ etag: `"${item.version}"` }).send(item);
  });

  // Publishing, per item (as pages', ADR 0025).
  route(app, contracts.pending, editors, async ({ query }, _request, reply) =>
    reply.headers(noStore).send({ items: await itemReleases.pending(query.collection) }),
  );

  route(app, contracts.publish, editors, async ({ params, body }, request) =>
    itemReleases.publish(params.collection, params.slug, userId(request), body?.at ? new Date(body.at) : undefined),
  );

  route(app, contracts.state, editors, async ({ params }) => itemReleases.state(params.collection, params.slug));

  route(app, contracts.cancelScheduled, editors, async ({ params }) =>
    itemReleases.cancelScheduled(params.collection, params.slug),
  );

  route(app, contracts.discard, editors, async ({ params }, request) =>
    itemReleases.discard(params.collection, params.slug, userId(request)),
  );

  route(app, contracts.releases, editors, async ({ params }) => itemReleases.list(params.collection, params.slug));

  route(app, contracts.rollback, editors, async ({ params }, request) =>
    itemReleases.rollback(params.collection, params.slug, parseReleaseId(params.id), userId(request)),
  );

  route(app, contracts.history, editors, async ({ params }, _request, reply) =>
    reply.headers(noStore).send({ history: await collections.history(params.collection, params.slug) }),
  );
}
