import { publishBody } from '@site/blocks';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { Releases } from './releases.ts';
import { editorId, parseSlug } from './routes.ts';

const releaseId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

function parseReleaseId(value: string): number {
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
  app.get('/v1/pages', editors, async () => ({ pages: await releases.states() }));

  app.post('/v1/pages/publish', editors, async (request) => {
    const { slugs, at } = parseInput(publishBody, request.body);
    return releases.publish(slugs, userId(request), at ? new Date(at) : undefined);
  });

  app.get<{ Params: { slug: string } }>('/v1/pages/:slug/publishing', editors, async (request) =>
    releases.state(parseSlug(request.params.slug)),
  );

  app.delete<{ Params: { slug: string } }>('/v1/pages/:slug/scheduled', editors, async (request) =>
    releases.cancelScheduled(parseSlug(request.params.slug)),
  );

  app.post<{ Params: { slug: string } }>('/v1/pages/:slug/discard', editors, async (request) =>
    releases.discard(parseSlug(request.params.slug), userId(request)),
  );

  app.get<{ Params: { slug: string } }>('/v1/pages/:slug/releases', editors, async (request) =>
    releases.list(parseSlug(request.params.slug)),
  );

  /** What publishing the draft would change. */
  app.get<{ Params: { slug: string } }>('/v1/pages/:slug/changes', editors, async (request) =>
    releases.changes(parseSlug(request.params.slug), null),
  );

  /** One release and what it changed from the one live before it. */
  app.get<{ Params: { slug: string; id: string } }>('/v1/pages/:slug/releases/:id', editors, async (request) =>
    releases.changes(parseSlug(request.params.slug), parseReleaseId(request.params.id)),
  );

  app.post<{ Params: { slug: string; id: string } }>(
    '/v1/pages/:slug/releases/:id/rollback',
    editors,
    async (request) =>
      releases.rollback(parseSlug(request.params.slug), parseReleaseId(request.params.id), userId(request)),
  );
}
