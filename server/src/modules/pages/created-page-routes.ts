import { createPageBody, isReservedIssue, movePageBody } from '@site/blocks';
import { pageRoutes as contracts } from '@site/blocks/api';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { issuesToDetails } from '../../http/validate.ts';
import type { AuthUser } from '../auth/service.ts';
import type { CreatedPages } from './created-pages.ts';
import { parseSlug } from './routes.ts';

/**
 * A body naming an address: an address the site serves already is `400 reserved_path`, one that is
 * not a valid slug `400 invalid_path`, anything else `400 invalid_input`; each names the field.
 * (Their contracts say `json-own-messages`: the body is parsed here, not by `route`.)
 */
function parseWithPath<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { issues } = result.error;
  const details = issuesToDetails(issues);
  if (isReservedIssue(issues)) {
    throw new HttpError(400, 'reserved_path', 'This address belongs to the site already: choose another.', details);
  }
  if (issues.some((issue) => issue.path[0] === 'path')) {
    throw new HttpError(
      400,
      'invalid_path',
      'An address is lower-case latin letters, digits and hyphens after a /, with at most one more level (/campaigns/summer).',
      details,
    );
  }
  throw new HttpError(400, 'invalid_input', 'The request body is not valid.', details);
}

const actorOf = (request: FastifyRequest) => {
  const user = request.user as AuthUser;
  return { id: user.id, email: user.email };
};

/** Creating, moving and deleting pages (issue #20, ADR 0033): editors and admins. */
export async function createdPageRoutes(
  app: FastifyInstance,
  { created, requireEditor }: { created: CreatedPages; requireEditor: preHandlerAsyncHookHandler },
) {
  const editors = { preHandler: requireEditor };

  route(app, contracts.createPage, editors, async (_input, request, reply) => {
    const body = parseWithPath(createPageBody, request.body);
    return reply.status(201).send(await created.create(body, actorOf(request)));
  });

  route(app, contracts.movePage, editors, async ({ params }, request) => {
    const slug = parseSlug(params.slug);
    const { path } = parseWithPath(movePageBody, request.body);
    return created.move(slug, path, actorOf(request));
  });

  route(app, contracts.deletePage, editors, async ({ params, body: { redirect_to } }, request, reply) => {
    const slug = parseSlug(params.slug);
    await created.remove(slug, redirect_to, actorOf(request));
    return reply.status(204).send();
  });
}
