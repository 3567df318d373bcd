import { searchRoutes as contracts } from '@site/blocks/api';
import type { Language } from '@site/blocks/localized';
import { plainQuery } from '@site/blocks/search-fold';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { etagOf, ifNoneMatchHits } from '../../http/etag.ts';
import { route } from '../../http/route.ts';
import { SharedLimiter } from '../../http/shared-limiter.ts';
import { findAnything } from './anything.ts';
import type { QueryLog } from './query-log.ts';
import type { Search } from './service.ts';

export const SEARCH_WINDOW_MS = 60_000;

const TOO_MANY: Record<Language, (seconds: number) => string> = {
  en: (s) => `Too many searches from your connection. Please try again in ${s} seconds.`,
  ar: (s) => `عمليات بحث كثيرة من اتصالك. يُرجى المحاولة مرة أخرى بعد ${s} ثانية.`,
};

/** The per-address limit of searches, shared by the API and the results page. */
export const searchLimiter = (db: Db, max: number) => new SharedLimiter(db, 'search:address', max, SEARCH_WINDOW_MS);

/** Counts a search from the request's address; a 429 with Retry-After when it is one too many. */
async function checkLimit(limiter: SharedLimiter, request: FastifyRequest, reply: FastifyReply, lang: Language) {
  const limit = await limiter.hit(request.ip);
  if (limit.allowed) return;
  reply.header('retry-after', String(limit.retryAfterSeconds));
  throw new HttpError(429, 'rate_limited', TOO_MANY[lang](limit.retryAfterSeconds));
}

/** A JSON answer with its ETag: a 304 when the client has it already (answers change only with a publish). */
function sendJson(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  const body = JSON.stringify(value);
  const etag = etagOf(Buffer.from(body));
  reply.header('etag', etag).header('cache-control', 'no-cache').type('application/json; charset=utf-8');
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.send(body);
}

export async function searchApiRoutes(
  app: FastifyInstance,
  {
    search,
    log,
    limiter,
    db,
    requireEditor,
  }: { search: Search; log: QueryLog; limiter: SharedLimiter; db: Db; requireEditor: preHandlerAsyncHookHandler },
) {
  const editors = { preHandler: requireEditor };
  const noStore = { 'cache-control': 'private, no-store' };

  route(app, contracts.search, {}, async ({ query }, request, reply) => {
    await checkLimit(limiter, request, reply, query.lang);
    const q = plainQuery(query.q);
    const answer = await search.search(q, query.lang, query.page);
    if (query.page === 1) log.record(q, query.lang, answer.total);
    return sendJson(request, reply, answer);
  });

  route(app, contracts.suggestions, {}, async ({ query }, request, reply) => {
    await checkLimit(limiter, request, reply, query.lang);
    return sendJson(request, reply, { suggestions: await search.suggest(plainQuery(query.q), query.lang) });
  });

  route(app, contracts.anything, editors, async ({ query }, _request, reply) =>
    reply.headers(noStore).send(await findAnything(db, plainQuery(query.q))),
  );

  route(app, contracts.report, editors, async ({ query }, _request, reply) =>
    reply.headers(noStore).send(await log.report(query.days)),
  );
}
