import { publishingRoutes as contracts } from '@site/blocks/api';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { PageChanges } from '../pages/changes.ts';
import { parseSlug } from '../pages/routes.ts';
import { createPresenceHub, PRESENCE_TIMES } from './hub.ts';

/**
 * Editors see each other (ADR 0028): `GET /v1/pages/:slug/events`, a server-sent events stream of
 * who else edits the page and what they save, read with fetch (the access token in the
 * Authorization header, as every call); `POST /v1/pages/:slug/presence`, the block I am in.
 */
export async function presenceRoutes(
  app: FastifyInstance,
  {
    database,
    changes,
    requireEditor,
    times = PRESENCE_TIMES,
  }: {
    database: Pick<Database, 'db' | 'listen'>;
    changes: Pick<PageChanges, 'subscribe'>;
    requireEditor: preHandlerAsyncHookHandler;
    times?: typeof PRESENCE_TIMES;
  },
) {
  const hub = createPresenceHub(database, changes, times);
  app.addHook('onReady', () => hub.start());
  // Before the server closes: an open stream would keep it waiting for ever.
  app.addHook('preClose', () => hub.stop());

  const editor = (request: FastifyRequest) => {
    const user = request.user as NonNullable<FastifyRequest['user']>;
    return { id: user.id, name: user.name || user.email };
  };

  route(app, contracts.events, { preHandler: requireEditor }, async ({ params }, request, reply) => {
    const slug = parseSlug(params.slug);
    const raw = reply.raw;
    let opened = false;
    const buffered: string[] = [];
    const write = (text: string) => {
      if (opened) raw.write(text);
      else buffered.push(text);
    };
    let ended = false;
    const connection = await hub.open(slug, editor(request), {
      send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      comment: (text) => write(`: ${text}\n\n`),
      end: () => {
        ended = true;
        if (opened) raw.end();
      },
    });
    // Refusals are JSON in the contract's shape, before the stream starts.
    if (!connection) throw new HttpError(404, 'page_not_found', `No page has the slug "${slug}".`);
    // From here the answer is ours: no request deadline, no compression, no cache.
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-request-id': request.id,
    });
    opened = true;
    // The browser reconnects after a few seconds when a stream ends without a word.
    raw.write('retry: 2000\n\n');
    for (const text of buffered.splice(0)) raw.write(text);
    if (ended) raw.end();
    if (raw.destroyed || request.raw.socket?.destroyed) void hub.close(connection);
    else raw.on('close', () => void hub.close(connection));
  });

  route(app, contracts.presence, { preHandler: requireEditor }, async ({ params, body }, request, reply) => {
    const slug = parseSlug(params.slug);
    await hub.moveTo(slug, body.connection, editor(request), body.block_id);
    return reply.status(204).send();
  });
}
