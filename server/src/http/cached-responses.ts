import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGE_QUERY, languageOf } from '@site/blocks/resolve-language';
import type { FastifyReply } from 'fastify';
import { ifNoneMatchHits } from './etag.ts';
import type { PageCache, PageDerived } from './page-cache.ts';
import { HSTS, isHttps } from './security-headers.ts';

/** One encoding of a cached answer: its bytes and its own ETag (another encoding is another representation). */
interface Encoded {
  body: Buffer;
  etag: string;
}

/** A whole 200 response as it was sent, kept to be sent again byte for byte, also compressed. */
export interface CachedResponse extends PageDerived {
  /** Every header but the per-request ones and the encoding, flat: [name, value, name, value, …]. */
  headers: string[];
  identity: Encoded;
  br?: Encoded | undefined;
  gzip?: Encoded | undefined;
}

export type ResponseCache = PageCache<CachedResponse>;

/** Headers that belong to one request, never to a cached answer. */
const PER_REQUEST = new Set([
  'etag',
  'content-encoding',
  'x-request-id',
  'server-timing',
  'strict-transport-security',
  'set-cookie',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

const HIT = 'cache;desc="hit"';

/**
 * The key of a cacheable GET: API answers by address; documents by address and the language they
 * will be rendered in (query, cookie, Accept-Language: the web app's own rule).
 */
export function responseKey(url: string, cookie: string | undefined, acceptLanguage: string | undefined): string {
  if (url.startsWith('/v1/')) return url;
  const query = url.includes('?') ? new URLSearchParams(url.slice(url.indexOf('?'))).get(LANGUAGE_QUERY) : null;
  return `${languageOf(query, cookie ?? null, acceptLanguage ?? null)} ${url}`;
}

/** Smaller than this, compressing is not worth a header. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A cached copy of the reply as it stands (its headers less the per-request ones) with `body`,
 * compressed once here with Brotli and gzip, so no hit pays for compression.
 */
export function cachedResponse(reply: FastifyReply, body: Buffer, etag: string, pages: Set<string>): CachedResponse {
  const headers: string[] = [];
  let vary = '';
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_REQUEST.has(name)) continue;
    if (name === 'vary') vary = String(value);
    else for (const v of Array.isArray(value) ? value : [value]) headers.push(name, String(v));
  }
  const compress = body.length >= COMPRESS_FROM_BYTES;
  const varyOn = [vary, compress ? 'Accept-Encoding' : ''].filter(Boolean).join(', ');
  if (varyOn) headers.push('vary', varyOn);
  const variant = (suffix: string, data: Buffer): Encoded => ({ body: data, etag: `${etag.slice(0, -1)}-${suffix}"` });
  const br = compress
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : undefined;
  const gzip = compress ? gzipSync(body, { level: 6 }) : undefined;
  return {
    headers,
    identity: { body, etag },
    br: br && variant('br', br),
    gzip: gzip && variant('gz', gzip),
    pages,
    bytes: body.length + (br?.length ?? 0) + (gzip?.length ?? 0),
  };
}

/** The encoding the client takes that we have: Brotli, then gzip, else none (a q=0 refuses one). */
function encodingFor(acceptEncoding: string | undefined, cached: CachedResponse): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = (name: string) =>
    acceptEncoding.split(',').some((part) => {
      const [coding, ...params] = part.trim().split(';');
      return coding?.trim() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (cached.br && accepts('br')) return 'br';
  if (cached.gzip && accepts('gzip')) return 'gzip';
  return undefined;
}

export function lookup(cache: ResponseCache | undefined, request: IncomingMessage): CachedResponse | undefined {
  if (!cache || (request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return undefined;
  return cache.get(responseKey(request.url, request.headers.cookie, request.headers['accept-language']));
}

let hits = 0;

/**
 * Sends a cached answer straight to the socket in the best encoding the client takes: 304 when the
 * client has it, else the bytes (none for HEAD). A miss that was just stored passes its
 * Server-Timing and Fastify's request id.
 */
export function writeCached(
  request: IncomingMessage,
  response: ServerResponse,
  cached: CachedResponse,
  trustProxy: number,
  { timing = HIT, requestId = request.headers['x-request-id'] }: { timing?: string; requestId?: unknown } = {},
): void {
  const encoding = encodingFor(request.headers['accept-encoding'], cached);
  const { body, etag } = (encoding && cached[encoding]) || cached.identity;
  const headers = [
    ...cached.headers,
    'etag',
    etag,
    'x-request-id',
    typeof requestId === 'string' && requestId ? requestId : `hit-${++hits}`,
    'server-timing',
    timing,
  ];
  if (encoding) headers.push('content-encoding', encoding);
  if (isHttps(request, trustProxy)) headers.push('strict-transport-security', HSTS);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  headers.push('content-length', String(body.length));
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * In front of Fastify: a request whose answer is cached is answered here, before routing, hooks and
 * request logging, which would otherwise cost more than the answer itself. Everything else goes to
 * `next` (Fastify). The route handlers use the same lookup and writer, so tests that inject
 * requests see the same answers.
 */
export function answerCachedFirst(
  cache: ResponseCache | undefined,
  trustProxy: number,
  next: (request: IncomingMessage, response: ServerResponse) => void,
) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const cached = lookup(cache, request);
    if (cached) writeCached(request, response, cached, trustProxy);
    else next(request, response);
  };
}
