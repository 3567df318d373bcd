import { type IncomingMessage, type ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY, languageOf } from '@site/blocks/resolve-language';
import type { FastifyReply } from 'fastify';
import { ifNoneMatchHits } from './etag.ts';
import type { PageCache, PageDerived } from './page-cache.ts';
import { HSTS, isHttps } from './security-headers.ts';

/**
 * One encoding of a cached answer: its bytes, its own ETag (another encoding is another
 * representation), and its headers, built once when the answer is stored so that a hit only adds
 * the per-request ones.
 */
interface Encoded {
  body: Buffer;
  etag: string;
  /** Every header of the 200 but the per-request ones, flat: [name, value, name, value, …]. */
  headers: string[];
  /** The same for a 304 (no content-length). */
  notModified: string[];
  /** The 200 as it goes on the wire up to the per-request headers: status line, then `name: value\r\n` each. */
  head: string;
  /** The same for a 304. */
  head304: string;
  /** `head` and `head304` as bytes: the socket path writes them as they are, with nothing to copy per hit. */
  headBytes: Buffer;
  head304Bytes: Buffer;
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
 * Bounded memo of what a header value means (Accept-Language → language, Accept-Encoding → the
 * encodings it takes): browsers send a handful of distinct values, each parsed once. A flood of
 * distinct values only empties it.
 */
function memo<T>(compute: (value: string) => T, size = 256): (value: string) => T {
  const known = new Map<string, T>();
  return (value) => {
    let result = known.get(value);
    if (result === undefined) {
      if (known.size >= size) known.clear();
      result = compute(value);
      known.set(value, result);
    }
    return result;
  };
}

const languageFromAcceptLanguage = memo((acceptLanguage: string) => languageOf(null, null, acceptLanguage));

/**
 * The key of a cacheable GET: API answers by address; documents by address and the language they
 * will be rendered in (query, cookie, Accept-Language: the web app's own rule).
 */
export function responseKey(url: string, cookie: string | undefined, acceptLanguage: string | undefined): string {
  if (url.startsWith('/v1/')) return url;
  // The query is parsed only when it may name the language (URLSearchParams also decodes %-escaped names).
  const search = url.indexOf('?');
  const query =
    search >= 0 && (url.includes(LANGUAGE_QUERY, search) || url.includes('%', search))
      ? new URLSearchParams(url.slice(search)).get(LANGUAGE_QUERY)
      : null;
  // Without a language in the query or the cookie, the language is Accept-Language's alone: the
  // same few values again and again.
  const language =
    query === null && !cookie?.includes(LANGUAGE_COOKIE)
      ? languageFromAcceptLanguage(acceptLanguage ?? '')
      : languageOf(query, cookie ?? null, acceptLanguage ?? null);
  return `${language} ${url}`;
}

/** Smaller than this, compressing is not worth a header. */
const COMPRESS_FROM_BYTES = 1024;

/** Header lines as they go on the wire after the status line, checked once as `writeHead` checks them each time. */
function wire(headers: string[]): string {
  let lines = '';
  for (let i = 0; i < headers.length; i += 2) {
    const [name = '', value = ''] = [headers[i], headers[i + 1]];
    validateHeaderName(name);
    validateHeaderValue(name, value);
    lines += `${name}: ${value}\r\n`;
  }
  return lines;
}

function encoded(shared: string[], body: Buffer, etag: string, encoding?: 'br' | 'gzip'): Encoded {
  const notModified = [...shared, 'etag', etag];
  if (encoding) notModified.push('content-encoding', encoding);
  const headers = [...notModified, 'content-length', String(body.length)];
  const head = `HTTP/1.1 200 OK\r\n${wire(headers)}`;
  const head304 = `HTTP/1.1 304 Not Modified\r\n${wire(notModified)}`;
  return {
    body,
    etag,
    headers,
    notModified,
    head,
    head304,
    headBytes: Buffer.from(head, 'latin1'),
    head304Bytes: Buffer.from(head304, 'latin1'),
  };
}

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
  const variant = (suffix: string) => `${etag.slice(0, -1)}-${suffix}"`;
  const br = compress
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : undefined;
  const gzip = compress ? gzipSync(body, { level: 6 }) : undefined;
  const copies = {
    identity: encoded(headers, body, etag),
    br: br && encoded(headers, br, variant('br'), 'br'),
    gzip: gzip && encoded(headers, gzip, variant('gz'), 'gzip'),
  };
  let bytes = 0;
  for (const copy of Object.values(copies)) {
    if (copy) bytes += copy.body.length + copy.headBytes.length + copy.head304Bytes.length;
  }
  return { headers, ...copies, pages, bytes };
}

/** Whether an Accept-Encoding part names `coding` without refusing it (q=0). */
function takes(parts: string[], coding: string): boolean {
  return parts.some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name?.trim().toLowerCase() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/** What an Accept-Encoding value takes of ours: bit 1 Brotli, bit 2 gzip. */
const acceptedEncodings = memo((acceptEncoding: string) => {
  const parts = acceptEncoding.split(',');
  return (takes(parts, 'br') ? 1 : 0) | (takes(parts, 'gzip') ? 2 : 0);
});

/** The copy to send: Brotli, then gzip, else none (a q=0 refuses one). */
function representation(acceptEncoding: string | undefined, cached: CachedResponse): Encoded {
  if (acceptEncoding) {
    const accepted = acceptedEncodings(acceptEncoding);
    if (cached.br && accepted & 1) return cached.br;
    if (cached.gzip && accepted & 2) return cached.gzip;
  }
  return cached.identity;
}

export function lookup(cache: ResponseCache | undefined, request: IncomingMessage): CachedResponse | undefined {
  if (!cache || (request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return undefined;
  const { headers } = request;
  return cache.get(responseKey(request.url, headers.cookie, headers['accept-language']));
}

let hits = 0;

/** What Node.js refuses in a header value (`checkInvalidHeaderChar`). */
const INVALID_HEADER_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

/** The request id to echo: the client's own if it can go in a header, else a counter of hits. */
function requestIdFor(requestId: unknown): string {
  return typeof requestId === 'string' && requestId && !INVALID_HEADER_VALUE.test(requestId)
    ? requestId
    : `hit-${++hits}`;
}

let date = '';
let dateUntil = 0;

/** The Date header's value, made once a second as Node.js does. */
function httpDate(): string {
  const now = Date.now();
  if (now >= dateUntil) {
    date = new Date(now).toUTCString();
    dateUntil = now - (now % 1000) + 1000;
  }
  return date;
}

/** Node.js's own connection headers for a kept-alive response (`_storeHeader`), by keep-alive timeout and limit. */
const keepAliveLines = memo((key: string) => {
  const [timeout = 0, max = 0] = key.split(' ').map(Number);
  return timeout
    ? `Connection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(timeout / 1000)}${max > 0 ? `, max=${max}` : ''}\r\n`
    : 'Connection: keep-alive\r\n';
}, 16);

/** The fields of Node.js's ServerResponse that the prebuilt header block stands in for. */
interface NodeResponse extends ServerResponse {
  _header: string | null;
  _headerSent: boolean;
  _contentLength: number | null;
  _hasBody: boolean;
  _keepAliveTimeout?: number;
  _maxRequestsPerSocket?: number;
  maxRequestsOnConnectionReached?: boolean;
}

/**
 * Sends `head` + the per-request headers as the response's header block, as `writeHead` would have
 * built it, without building it again from the header list and checking every name and value on
 * each request: they were built and checked once, when the answer was stored. Only for the plain
 * case — a kept-alive HTTP/1.1 connection and a response nothing has touched yet — else false,
 * and the caller uses `writeHead`.
 */
function writeHeadPrebuilt(response: ServerResponse, { status, stored, tail, length }: HitAnswer) {
  const res = response as NodeResponse;
  if (
    res._header !== null ||
    !res.shouldKeepAlive ||
    res.maxRequestsOnConnectionReached ||
    !res.sendDate ||
    res.getHeaderNames().length > 0
  ) {
    return false;
  }
  res.statusCode = status;
  if (status === 304) res._hasBody = false;
  else res._contentLength = length;
  res._header = `${stored}${tail}${headEnd(res._keepAliveTimeout ?? 0, res._maxRequestsPerSocket ?? 0)}`;
  res._headerSent = false;
  return true;
}

/** What a hit needs of its request: read from Node.js's request, or from the socket's own parse (hits-on-socket.ts). */
export interface HitRequest {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  requestId: unknown;
  https: boolean;
}

/**
 * A hit's answer on the wire up to `Date` and the connection lines: the status and stored headers
 * (`stored`, also as bytes), then the per-request ones (`tail`).
 */
export interface HitAnswer {
  status: 200 | 304;
  stored: string;
  storedBytes: Buffer;
  tail: string;
  /** Nothing for HEAD and 304. */
  body: Buffer | undefined;
  /** Its content-length: the representation's, HEAD included; 0 for 304. */
  length: number;
  /** The stored headers of `head` as a list, for `writeHead` when the prebuilt block cannot be used. */
  headers: readonly string[];
}

/**
 * A cached answer in the best encoding the client takes, from the header block built when it was
 * stored: 304 when the client has it, else the bytes (none for HEAD).
 */
export function hitAnswer(request: HitRequest, cached: CachedResponse, timing = HIT): HitAnswer {
  const variant = representation(request.acceptEncoding, cached);
  const notModified = request.ifNoneMatch !== undefined && ifNoneMatchHits(request.ifNoneMatch, variant.etag);
  const tail = `x-request-id: ${requestIdFor(request.requestId)}\r\nserver-timing: ${timing}\r\n${request.https ? `strict-transport-security: ${HSTS}\r\n` : ''}`;
  if (notModified)
    return {
      status: 304,
      stored: variant.head304,
      storedBytes: variant.head304Bytes,
      tail,
      body: undefined,
      length: 0,
      headers: variant.notModified,
    };
  return {
    status: 200,
    stored: variant.head,
    storedBytes: variant.headBytes,
    tail,
    body: request.method === 'HEAD' ? undefined : variant.body,
    length: variant.body.length,
    headers: variant.headers,
  };
}

/** The lines Node.js ends a kept-alive response's header block with: `Date`, `Connection`, `Keep-Alive`, blank. */
export function headEnd(keepAliveTimeout: number, maxRequestsPerSocket: number): string {
  return `Date: ${httpDate()}\r\n${keepAliveLines(`${keepAliveTimeout} ${maxRequestsPerSocket}`)}\r\n`;
}

/**
 * Sends a cached answer in the best encoding the client takes: 304 when the client has it, else
 * the bytes (none for HEAD). A miss that was just stored passes its Server-Timing and Fastify's
 * request id. `prebuilt` (the path in front of Fastify) sends the header block built when the
 * answer was stored.
 */
export function writeCached(
  request: IncomingMessage,
  response: ServerResponse,
  cached: CachedResponse,
  trustProxy: number,
  {
    timing = HIT,
    requestId = request.headers['x-request-id'],
    prebuilt = false,
  }: { timing?: string; requestId?: unknown; prebuilt?: boolean } = {},
): void {
  const { headers } = request;
  const https = isHttps(request, trustProxy);
  const answer = hitAnswer(
    {
      method: request.method ?? 'GET',
      acceptEncoding: headers['accept-encoding'],
      ifNoneMatch: headers['if-none-match'],
      requestId,
      https,
    },
    cached,
    timing,
  );
  if (!(prebuilt && writeHeadPrebuilt(response, answer))) {
    const perRequest = ['x-request-id', requestIdFor(requestId), 'server-timing', timing];
    if (https) perRequest.push('strict-transport-security', HSTS);
    response.writeHead(answer.status, [...answer.headers, ...perRequest]);
  }
  response.end(answer.body);
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
    if (cached) writeCached(request, response, cached, trustProxy, { prebuilt: true });
    else next(request, response);
  };
}
