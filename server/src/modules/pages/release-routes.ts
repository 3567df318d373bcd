import { publishingRoutes as contracts } from '@site/blocks/api';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { Releases } from './releases.ts';
import { editorId, parseSlug } from './routes.ts';

const releaseId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export function parseReleaseId(value: string): number {
  const id = releaseId.safeParse(value);
  if (!id.success) throw new HttpError(404, 'release_not_found', 'There is no release with this id.');
  return id.data;
}

/** Publishing calls (issue #19; ADR 0025): editors and admins only. */
export async function releaseRoutes(
  app: FastifyInstance,
  { releases, requireEditor }: { releases: Releases; requireEditor: preHandlerAsyncHookHandler },
) {
  const userId = editorId;
  const editors = { preHandler: requireEditor };

  /** Every page and where it stands (live release, scheduled publish, unpublished changes). */
  route(app, contracts.states, editors, async () => ({ pages: await releases.states() }));

  route(app, contracts.publish, editors, async ({ body: { slugs, items, at } }, request) =>
    releases.publish(slugs, userId(request), at ? new Date(at) : undefined, items),
  );

  route(app, contracts.state, editors, async ({ params }) => releases.state(parseSlug(params.slug)));

  route(app, contracts.cancelScheduled, editors, async ({ params }) =>
    releases.cancelScheduled(parseSlug(params.slug)),
  );

  route(app, contracts.discard, editors, async ({ params }, request) =>
    releases.discard(parseSlug(params.slug), userId(request)),
  );

  route(app, contracts.releases, editors, async ({ params }) => releases.list(parseSlug(params.slug)));

  /** What publishing the draft would change. */
  route(app, contracts.changes, editors, async ({ params }) => releases.changes(parseSlug(params.slug), null));

  /** One release and what it changed from the one live before it. */
  route(app, contracts.release, editors, async ({ params }) =>
    releases.changes(parseSlug(params.slug), parseReleaseId(params.id)),
  );

  route(app, contracts.rollback, editors, async ({ params, query }, request) =>
    releases.rollback(parseSlug(params.slug), parseReleaseId(params.id), userId(request), {
      keepDraft: query.draft === 'keep',
    }),
  );
}
