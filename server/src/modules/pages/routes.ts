import { pageSlug } from '@site/blocks';
import { pageRoutes as contracts } from '@site/blocks/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { cachedResponse, lookup, type ResponseCache, responseKey, writeCached } from '../../http/cached-responses.ts';
import { HttpError, sendError } from '../../http/errors.ts';
import { ifNoneMatchHits } from '../../http/etag.ts';
import { route } from '../../http/route.ts';
import type { Previews } from './previews.ts';
import type { PageService } from './service.ts';
import type { BlockWrites } from './writes.ts';

const blockId = z.uuid();

/** A block id from the address: one that is no uuid names no block (404, like an id nobody has). */
function parseBlockId(value: string): string {
  const id = blockId.safeParse(value);
  if (!id.success) throw new HttpError(404, 'block_not_found', 'There is no block with this id.');
  return id.data;
}

/** The signed-in editor behind a request that passed `requireEditor`. */
export const editorId = (request: FastifyRequest) => request.user?.id as string;

export function parseSlug(value: string): string {
  const slug = pageSlug.safeParse(value);
  if (!slug.success) {
    throw new HttpError(400, 'invalid_slug', 'A page slug is lower-case words joined by hyphens.', {
      slug: slug.error.issues[0]?.message,
    });
  }
  return slug.data;
}

/** The version a write expects: `If-Match: "3"` or `version` in the body; none means "overwrite". */
export function expectedVersion(request: FastifyRequest, bodyVersion?: number): number | undefined {
  const header = request.headers['if-match'];
  if (header && header !== '*') {
    const version = Number(header.replace(/^W\//, '').replace(/"/g, ''));
    if (!Number.isInteger(version) || version < 1) {
      throw new HttpError(400, 'invalid_if_match', 'If-Match must be the block\'s version as an ETag, like "3".');
    }
    return version;
  }
  return bodyVersion;
}

export async function blockWriteRoutes(
  app: FastifyInstance,
  { writes, requireEditor }: { writes: BlockWrites; requireEditor: preHandlerAsyncHookHandler },
) {
  const userId = editorId;

  const editors = { preHandler: requireEditor };

  route(app, contracts.createBlock, editors, async ({ params, body }, request, reply) => {
    const slug = parseSlug(params.slug);
    const block = await writes.create(slug, body, userId(request));
    return reply.status(201).header('etag', `"${block.version}"`).send(block);
  });

  route(app, contracts.updateBlock, editors, async ({ params, query, body }, request, reply) => {
    const id = parseBlockId(params.id);
    const block = await writes.update(id, body, expectedVersion(request, body.version), userId(request), {
      lists: query.lists,
    });
    return reply.header('etag', `"${block.version}"`).send(block);
  });

  route(app, contracts.deleteBlock, editors, async ({ params }, request, reply) => {
    await writes.remove(parseBlockId(params.id), expectedVersion(request), userId(request));
    return reply.status(204).send();
  });

  route(app, contracts.reorder, editors, async ({ body: { slug, ids } }, request) => {
    return { slug, blocks: await writes.reorder(slug, ids, userId(request)) };
  });

  route(app, contracts.restoreBlock, editors, async ({ params, body: { version } }, request, reply) => {
    const block = await writes.restore(parseBlockId(params.id), version, userId(request));
    return reply.header('etag', `"${block.version}"`).send(block);
  });

  route(app, contracts.confirmTranslation, editors, async ({ params, body: { at } }) =>
    writes.confirmTranslation(parseBlockId(params.id), at),
  );

  route(app, contracts.history, editors, async ({ params, query }) => {
    const slug = parseSlug(params.slug);
    const limit = Math.min(Math.max(Number(query.limit) || 100, 1), 500);
    const entries = await writes.history(slug, limit);
    if (!entries) throw new HttpError(404, 'page_not_found', `No page has the slug "${slug}".`);
    return { slug, entries };
  });
}

export async function pageRoutes(
  app: FastifyInstance,
  {
    pages,
    previews,
    responses,
    trustProxy,
    requireEditor,
  }: {
    pages: PageService;
    previews: Previews;
    responses?: ResponseCache | undefined;
    trustProxy: number;
    requireEditor: preHandlerAsyncHookHandler;
  },
) {
  const sendDraft = async (reply: FastifyReply, slug: string, lists?: 'items' | 'none' | 'page', url = '') => {
    const body =
      lists === 'page'
        ? await pages.getDraftWindow(slug, new URL(url, 'http://localhost').searchParams)
        : (await pages.getDraftPage(slug, { lists: lists !== 'none' }))?.body;
    if (!body) return sendError(reply, 404, 'page_not_found', `No page has the slug "${slug}".`);
    return reply.header('cache-control', 'private, no-store').type('application/json; charset=utf-8').send(body);
  };

  route(app, contracts.get, {}, async ({ params, query }, request, reply) => {
    // `?preview=…`: the draft, for anyone holding a preview link of this page (ADR 0029).
    if (query.preview !== undefined) {
      const open = await previews.open(query.preview);
      const slug = parseSlug(params.slug);
      reply.header('x-robots-tag', 'noindex, nofollow');
      if (!open.draftSlugs.has(slug)) {
        const opens = open.item ? `one item, ${open.item.slug}, on the site's pages` : `the ${open.slug} page`;
        return sendError(reply, 404, 'page_not_in_preview', `This preview link opens ${opens} only.`);
      }
      return sendDraft(reply, slug);
    }
    // `?draft=true`: the draft editors work on (ADR 0025), for editors only, never cached.
    if (query.draft !== undefined && query.draft !== 'false') {
      await requireEditor.call(app, request, reply);
      return sendDraft(reply, parseSlug(params.slug), query.lists, request.url);
    }
    const cached = lookup(responses, request.raw);
    if (cached) {
      reply.hijack();
      return writeCached(request.raw, reply.raw, cached, trustProxy);
    }
    const slug = parseSlug(params.slug);
    const begun = responses?.begin() ?? 0;
    const stored = await pages.getStoredPage(slug);
    if (!stored) return sendError(reply, 404, 'page_not_found', `No page has the slug "${slug}".`);
    reply.header('etag', stored.etag).header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    if (!responses) {
      if (ifNoneMatchHits(request.headers['if-none-match'], stored.etag)) return reply.status(304).send();
      return reply.send(stored.body);
    }
    const entry = cachedResponse(reply, stored.body, stored.etag, new Set([slug]));
    responses.set(responseKey(request.url, request.headers.cookie, request.headers['accept-language']), entry, begun);
    reply.hijack();
    return writeCached(request.raw, reply.raw, entry, trustProxy, {
      timing: 'cache;desc="miss"',
      requestId: request.id,
    });
  });
}
