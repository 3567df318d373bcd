import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { type HitRequest, headEnd, hitAnswer, type ResponseCache, responseKey } from './cached-responses.ts';
import { forwardedHttps } from './security-headers.ts';

/**
 * Cache hits answered on the socket, before Node.js's HTTP parser (ADR 0036).
 *
 * A kept-alive connection's requests are read here as long as each one is a plain, complete GET or
 * HEAD whose answer is cached: its bytes go out at once, from the header block built when the answer
 * was stored. At the first request that is anything else — a miss, another method, a body, a
 * request split over packets, HTTP/1.0, `Connection: close`, an unusual or repeated header — the
 * connection is handed, from that request's first byte on, to Node.js's HTTP server
 * for good, which parses it as if it had had the connection from the start. So this parser only
 * ever says "mine" or "not mine"; every error, limit and edge case stays Node.js's.
 */

/** Longer heads go to Node.js (its own limit is 16 KB); a browser's GET is under 2 KB. */
const MAX_HEAD = 8 * 1024;

const REQUEST_LINE = /^(GET|HEAD) (\/[!-~]*) HTTP\/1\.1$/;
/**
 * Header lines, each `name: value` CRLF with a token name and a value of visible characters, spaces,
 * tabs and obs-text: checked in one pass, so that a bare CR or LF, an obs-fold or a malformed line
 * anywhere sends the request to Node.js.
 */
const HEADER_LINES = /^(?:[!#$%&'*+\-.^_`|~0-9A-Za-z]+:[\t\x20-\x7e\x80-\xff]*\r\n)*$/;

/** Headers this path reads; each may appear once, or Node.js's joining rules would apply. */
const READ = new Set([
  'host',
  'cookie',
  'accept-language',
  'accept-encoding',
  'if-none-match',
  'x-request-id',
  'x-forwarded-proto',
  'connection',
]);
/** Headers that make a request something other than a plain read. */
const NOT_PLAIN = new Set(['content-length', 'transfer-encoding', 'upgrade', 'expect', 'http2-settings']);

export interface PlainRead {
  method: string;
  url: string;
  headers: Map<string, string>;
  /** Offset just after the blank line that ends the head. */
  end: number;
}

/**
 * The complete GET/HEAD whose head starts at `start` in `text` (the received bytes as Latin-1), or
 * null for anything this path leaves to Node.js.
 */
export function plainRead(text: string, start: number): PlainRead | null {
  const blank = text.indexOf('\r\n\r\n', start);
  if (blank < 0 || blank - start > MAX_HEAD) return null;
  const lineEnd = text.indexOf('\r\n', start);
  const requestLine = REQUEST_LINE.exec(text.slice(start, lineEnd));
  if (!requestLine) return null;
  // The header lines, each with its CRLF (none when the request line ends the head).
  const end = blank + 2;
  if (lineEnd < blank && !HEADER_LINES.test(text.slice(lineEnd + 2, end))) return null;
  const headers = new Map<string, string>();
  for (let line = lineEnd + 2; line < end; ) {
    const next = text.indexOf('\r\n', line);
    const colon = text.indexOf(':', line);
    const name = text.slice(line, colon).toLowerCase();
    if (NOT_PLAIN.has(name)) return null;
    if (READ.has(name)) {
      if (headers.has(name)) return null;
      headers.set(name, trimSpaces(text, colon + 1, next));
    }
    line = next + 2;
  }
  if (!headers.has('host')) return null;
  const connection = headers.get('connection');
  if (connection !== undefined && connection.toLowerCase() !== 'keep-alive') return null;
  return { method: requestLine[1] as string, url: requestLine[2] as string, headers, end: blank + 4 };
}

/** `text` from `from` to `to` without the spaces and tabs around it (a header value's OWS). */
function trimSpaces(text: string, from: number, to: number): string {
  let first = from;
  let last = to;
  while (first < last && (text[first] === ' ' || text[first] === '\t')) first++;
  while (last > first && (text[last - 1] === ' ' || text[last - 1] === '\t')) last--;
  return text.slice(first, last);
}

/**
 * Puts the socket path in front of `server`'s own connection handling. `server.close()`,
 * `closeIdleConnections()` and `closeAllConnections()` also end the connections still held here
 * (between two requests they are always idle).
 */
export function answerHitsOnSocket(server: Server, cache: ResponseCache, trustProxy: number): void {
  const [listener] = server.listeners('connection') as Array<(socket: Socket) => void>;
  if (!listener) throw new Error('the HTTP server has no connection listener to hand connections to');
  const nodeConnection = listener;
  server.removeListener('connection', nodeConnection);
  const held = new Set<Socket>();

  server.on('connection', (socket: Socket) => {
    // Node.js counts requests per connection only when told to; this path does not count.
    if (server.maxRequestsPerSocket) return nodeConnection.call(server, socket);
    held.add(socket);
    socket.setNoDelay(true);
    // A connection that never sends a request is closed as Node.js would, after its headers timeout;
    // between requests, after the keep-alive timeout.
    socket.setTimeout(server.headersTimeout);

    const onTimeout = () => socket.destroy();
    const onError = () => socket.destroy();
    const onClose = () => held.delete(socket);
    // Node.js's HTTP server lets clients half-close; a client that has said all it will gets our end too.
    const onEnd = () => socket.end();
    /** Requests received but not answered while the client is not reading its answers. */
    let waiting: Buffer | undefined;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      let offset = 0;
      while (offset < text.length) {
        if (socket.writableNeedDrain) {
          // The client is not reading its answers: read nothing more until it has (a paused socket
          // also holds back 'end'), so at most one answer waits in memory, as Node.js does.
          waiting = chunk.subarray(offset);
          socket.pause();
          socket.setTimeout(0);
          socket.once('drain', onDrain);
          return;
        }
        const read = plainRead(text, offset);
        if (!read) break;
        const cached = cache.get(
          responseKey(read.url, read.headers.get('cookie'), read.headers.get('accept-language')),
        );
        if (!cached) break;
        const hit: HitRequest = {
          method: read.method,
          acceptEncoding: read.headers.get('accept-encoding'),
          ifNoneMatch: read.headers.get('if-none-match'),
          requestId: read.headers.get('x-request-id'),
          https: forwardedHttps(read.headers.get('x-forwarded-proto'), trustProxy),
        };
        const answer = hitAnswer(hit, cached);
        const end = headEnd(server.keepAliveTimeout, server.maxRequestsPerSocket ?? 0);
        // Bytes only: the stored head as it was kept, the few per-request lines, the body. A string
        // in a write would be flattened and copied into a fresh buffer on every hit.
        socket.cork();
        socket.write(answer.storedBytes);
        socket.write(Buffer.from(`${answer.tail}${end}`, 'latin1'));
        if (answer.body) socket.write(answer.body);
        socket.uncork();
        offset = read.end;
        // From now on the keep-alive timeout; the socket restarts its timer on every read and write,
        // so it is set once, not on each request (each call makes a new timer).
        if (socket.timeout !== server.keepAliveTimeout) socket.setTimeout(server.keepAliveTimeout);
      }
      if (offset < text.length) handOver(chunk.subarray(offset));
    };
    const onDrain = () => {
      const rest = waiting as Buffer;
      waiting = undefined;
      socket.setTimeout(server.keepAliveTimeout);
      onData(rest);
      if (!waiting && held.has(socket)) socket.resume();
    };

    function handOver(rest: Buffer) {
      held.delete(socket);
      socket.removeListener('data', onData);
      socket.removeListener('timeout', onTimeout);
      socket.removeListener('error', onError);
      socket.removeListener('close', onClose);
      socket.removeListener('end', onEnd);
      socket.removeListener('drain', onDrain);
      socket.setTimeout(0);
      socket.pause();
      socket.unshift(rest);
      nodeConnection.call(server, socket);
      socket.resume();
    }

    socket.on('data', onData);
    socket.on('timeout', onTimeout);
    socket.on('error', onError);
    socket.on('close', onClose);
    socket.on('end', onEnd);
  });

  const { close, closeIdleConnections, closeAllConnections } = server;
  const endHeld = () => {
    for (const socket of held) socket.end();
    held.clear();
  };
  server.closeIdleConnections = function (this: Server) {
    endHeld();
    closeIdleConnections.call(this);
  };
  server.closeAllConnections = function (this: Server) {
    for (const socket of held) socket.destroy();
    held.clear();
    closeAllConnections.call(this);
  };
  server.close = function (this: Server, callback?: (error?: Error) => void) {
    endHeld();
    return close.call(this, callback);
  };
}
