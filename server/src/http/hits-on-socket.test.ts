import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';
import fc from 'fast-check';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, normalizeHead } from '../../test/wire.ts';
import {
  answerCachedFirst,
  type CachedResponse,
  cachedResponse,
  type ResponseCache,
  writeCached,
} from './cached-responses.ts';
import { answerHitsOnSocket, plainRead } from './hits-on-socket.ts';

const html = Buffer.from(`<!doctype html><html><body>${'<p>Cached page text.</p>'.repeat(200)}</body></html>`);

function storedEntry(): CachedResponse {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'self'",
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=0, must-revalidate, s-maxage=60',
    vary: 'Cookie, Accept-Language',
  };
  return cachedResponse({ getHeaders: () => headers } as unknown as FastifyReply, html, '"tag"', new Set(['home']));
}

const entry = storedEntry();
const cache = { get: (key: string) => (key === 'en /page' ? entry : undefined) } as unknown as ResponseCache;

/** Node.js's answer to everything not cached: the method, address and Host it parsed. */
const MISS = (request: IncomingMessage, response: ServerResponse) => {
  const body = `miss ${request.method} ${request.url} ${request.headers.host}`;
  response.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) });
  response.end(body);
};

/** Reads answers off a socket until `count` whole ones have come (by content-length; none for HEAD/304). */
function answers(
  socket: net.Socket,
  count: number,
  heads: boolean[] = [],
): Promise<Array<{ head: string; body: string }>> {
  return new Promise((resolve, reject) => {
    let data = Buffer.alloc(0);
    const got: Array<{ head: string; body: string }> = [];
    const take = () => {
      for (;;) {
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = data.subarray(0, end + 4).toString('latin1');
        const bodyless = heads[got.length] === true || head.startsWith('HTTP/1.1 304');
        const length = bodyless ? 0 : Number(/\r\ncontent-length: (\d+)\r\n/i.exec(head)?.[1] ?? 0);
        if (data.length < end + 4 + length) return;
        got.push({ head, body: data.subarray(end + 4, end + 4 + length).toString('latin1') });
        data = data.subarray(end + 4 + length);
        if (got.length === count) {
          socket.removeListener('data', onData);
          resolve(got);
          return;
        }
      }
    };
    const onData = (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      take();
    };
    socket.on('data', onData);
    socket.on('error', reject);
    socket.on('close', () => got.length < count && reject(new Error(`closed after ${got.length} of ${count} answers`)));
  });
}

/** A server of its own with the socket path and a short keep-alive timeout, listening on loopback. */
async function serverWithKeepAlive(keepAliveTimeout: number) {
  const server = createServer(MISS);
  server.keepAliveTimeout = keepAliveTimeout;
  answerHitsOnSocket(server, cache, 0);
  return { server, ownPort: await listenOnLoopback(server) };
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

describe('cache hits answered on the socket', () => {
  const servers: Server[] = [];
  let port = 0;
  let referencePort = 0;
  /** Requests that reached Node.js's HTTP server (not answered on the socket). */
  let viaNode = 0;

  const listen = async (server: Server) => {
    servers.push(server);
    return listenOnLoopback(server);
  };

  beforeAll(async () => {
    const inFront = answerCachedFirst(cache, 1, MISS);
    const server = createServer((request, response) => {
      viaNode++;
      inFront(request, response);
    });
    answerHitsOnSocket(server, cache, 1);
    port = await listen(server);
    referencePort = await listen(createServer((request, response) => writeCached(request, response, entry, 1)));
  });

  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  const cases: Array<[string, string[]]> = [
    ['no Accept-Encoding', []],
    ['gzip', ['Accept-Encoding: gzip']],
    ['br', ['Accept-Encoding: br']],
    ['a browser', ['Accept-Encoding: gzip, deflate, br, zstd', 'Accept-Language: en-US,en;q=0.9,ar;q=0.8']],
    ['br refused', ['Accept-Encoding: br;q=0, gzip']],
    ['its own request id', ['X-Request-Id: abc-123']],
    ['a request id that cannot go in a header', ['X-Request-Id: a\x7fb']],
    ['https behind a proxy', ['X-Forwarded-Proto: http, https']],
    ['revalidation', ['If-None-Match: "tag"']],
    ['revalidation, gzip', ['Accept-Encoding: gzip', 'If-None-Match: W/"tag-gz"']],
    ['keep-alive asked for', ['Connection: keep-alive']],
    ['other headers', ['User-Agent: test', 'Accept: text/html', 'Sec-Fetch-Mode: navigate']],
  ];

  for (const [name, headers] of cases) {
    for (const method of ['GET', 'HEAD']) {
      it(`sends what writeHead sends, without Node.js's parser: ${method}, ${name}`, async () => {
        const request = `${method} /page HTTP/1.1\r\nHost: x\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`;
        const before = viaNode;
        const [socket, reference] = await Promise.all([connect(port), connect(referencePort)]);
        const got = answers(socket, 1, [method === 'HEAD']);
        const expected = answers(reference, 1, [method === 'HEAD']);
        socket.write(request);
        reference.write(request);
        const [[answer], [wanted]] = await Promise.all([got, expected]);
        socket.destroy();
        reference.destroy();
        expect(viaNode, 'answered on the socket').toBe(before);
        expect(normalizeHead(answer?.head ?? '')).toBe(normalizeHead(wanted?.head ?? ''));
        expect(answer?.body).toBe(wanted?.body);
      });
    }
  }

  it('answers pipelined hits in order, then hands the connection to Node.js at the first miss', async () => {
    const socket = await connect(port);
    const hit = 'GET /page HTTP/1.1\r\nHost: x\r\n\r\n';
    const miss = 'GET /other HTTP/1.1\r\nHost: x\r\n\r\n';
    const before = viaNode;
    const got = answers(socket, 5);
    socket.write(hit + hit + miss + hit + miss);
    const all = await got;
    socket.destroy();
    expect(all.map((a) => a.body.slice(0, 15))).toEqual([
      '<!doctype html>',
      '<!doctype html>',
      'miss GET /other',
      '<!doctype html>',
      'miss GET /other',
    ]);
    // The two hits before the miss on the socket; the miss, and all after it, through Node.js.
    expect(viaNode - before).toBe(3);
  });

  it('leaves a request split over two packets to Node.js, which answers it whole', async () => {
    const socket = await connect(port);
    const got = answers(socket, 1);
    socket.write('GET /page HTTP/1.1\r\nHo');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('st: x\r\n\r\n');
    const [answer] = await got;
    socket.destroy();
    expect(answer?.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer?.body).toBe(html.toString('latin1'));
  });

  it('leaves requests with a body, a close, HTTP/1.0 or odd framing to Node.js', async () => {
    const requests = [
      'GET /page HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n',
      'GET /page HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'GET /page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /page HTTP/1.0\r\nHost: x\r\n\r\n',
      'GET /page HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n',
      'GET /page HTTP/1.1\r\nHost: x\r\nCookie: a=1\r\nCookie: i18next=ar\r\n\r\n',
      'GET /page HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n folded\r\n\r\n',
      'GET http://x/page HTTP/1.1\r\nHost: x\r\n\r\n',
    ];
    for (const request of requests) {
      const socket = await connect(port);
      const before = viaNode;
      const got = answers(socket, 1).catch(() => [{ head: '(closed)', body: '' }]);
      socket.write(request);
      const [answer] = await got;
      socket.destroy();
      expect(viaNode - before, request).toBeLessThanOrEqual(1);
      // Either Node.js answered it (200 from the cache or its own 400), never the socket path.
      if (viaNode === before) expect(answer?.head, request).toMatch(/^(HTTP\/1\.1 4\d\d|\(closed\))/);
    }
  });

  it('waits for a client that does not read its answers, then answers every request in order', async () => {
    const socket = await connect(port);
    const before = viaNode;
    socket.pause();
    const count = 300; // ~300 × 4.6 KB: far past the socket's write buffer
    socket.write('GET /page HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(count));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const got = answers(socket, count);
    socket.resume();
    const all = await got;
    socket.destroy();
    expect(all).toHaveLength(count);
    expect(all.every((a) => a.body === html.toString('latin1'))).toBe(true);
    // Kept on the socket path: waiting for the client is not a reason to hand the connection over.
    expect(viaNode).toBe(before);
  });

  it('keeps a connection in use open past the keep-alive timeout: each request starts it again', async () => {
    const { server, ownPort } = await serverWithKeepAlive(200);
    const socket = await connect(ownPort);
    let closed = false;
    socket.on('close', () => {
      closed = true;
    });
    // Six requests 100 ms apart: 600 ms in all, three times the timeout, never 200 ms idle.
    for (let i = 0; i < 6; i++) {
      const answered = answers(socket, 1);
      socket.write('GET /page HTTP/1.1\r\nHost: x\r\n\r\n');
      await answered;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(closed).toBe(false);
    await new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => server.close(resolve));
  });

  it('closes a held connection after the keep-alive timeout, and ends held connections on close', async () => {
    const { server, ownPort } = await serverWithKeepAlive(200);
    const idle = await connect(ownPort);
    const answered = answers(idle, 1);
    idle.write('GET /page HTTP/1.1\r\nHost: x\r\n\r\n');
    const [answer] = await answered;
    expect(answer?.head).toContain('\r\nConnection: keep-alive\r\n');
    const closedAt = await new Promise<number>((resolve) => idle.on('close', () => resolve(Date.now())));
    expect(closedAt).toBeGreaterThan(0);

    const held = await connect(ownPort);
    const heldAnswer = answers(held, 1);
    held.write('GET /page HTTP/1.1\r\nHost: x\r\n\r\n');
    await heldAnswer;
    const ended = new Promise((resolve) => held.on('end', resolve));
    await new Promise((resolve) => server.close(resolve));
    await ended;
    held.destroy();
  });
});

describe('plainRead', () => {
  it('reads a browser GET and refuses what is not a plain complete read', () => {
    const read = plainRead('GET /a?b=1 HTTP/1.1\r\nHost: x\r\nCookie: i18next=ar\r\n\r\nGET', 0);
    expect(read?.method).toBe('GET');
    expect(read?.url).toBe('/a?b=1');
    expect(read?.headers.get('cookie')).toBe('i18next=ar');
    expect(read?.end).toBe('GET /a?b=1 HTTP/1.1\r\nHost: x\r\nCookie: i18next=ar\r\n\r\n'.length);
    // Values without the spaces and tabs around them, with or without a space after the colon; the
    // headers this path does not read are skipped.
    const spaced = plainRead(
      'GET / HTTP/1.1\r\nUser-Agent: a b\r\nHOST:x\r\nAccept-Encoding: \t gzip, br \t\r\nSec-Fetch-Mode: navigate\r\n\r\n',
      0,
    );
    expect(spaced?.headers).toEqual(
      new Map([
        ['host', 'x'],
        ['accept-encoding', 'gzip, br'],
      ]),
    );
    for (const text of [
      'GET /a HTTP/1.1\r\nHost: x\r\n', // incomplete
      'POST /a HTTP/1.1\r\nHost: x\r\n\r\n',
      'get /a HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /a HTTP/1.1\r\n\r\n', // no Host
      'GET /a HTTP/1.1\nHost: x\r\n\r\n', // bare LF
      'GET /a HTTP/1.1\r\nHost: x\rX: y\r\n\r\n', // bare CR
      'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /\x00 HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /a HTTP/1.1\r\nHost : x\r\n\r\n',
      'GET /a HTTP/1.1\r\nHost: x\x00\r\n\r\n',
      `GET /a HTTP/1.1\r\nHost: x\r\nX: ${'y'.repeat(9000)}\r\n\r\n`,
    ]) {
      expect(plainRead(text, 0), JSON.stringify(text.slice(0, 60))).toBeNull();
    }
  });

  it("never accepts a request Node.js's parser reads differently (method, address, Host, end)", async () => {
    // Whatever plainRead accepts, Node.js must parse as the same request ending at the same byte:
    // then answering it here, or handing its bytes to Node.js, cannot disagree about where the next
    // request starts.
    const seen: Array<{ method?: string; url?: string; host?: string | string[] }> = [];
    const server = createServer((request, response) => {
      seen.push({ method: request.method, url: request.url, host: request.headers.host });
      response.writeHead(204);
      response.end();
    });
    const ownPort = await listenOnLoopback(server);
    const piece = fc.constantFrom(
      'GET',
      'HEAD',
      ' ',
      '/',
      '/a',
      '?x=1',
      'HTTP/1.1',
      '\r\n',
      '\n',
      '\r',
      'Host: x',
      'host:y',
      'Cookie: a=1',
      'Content-Length: 3',
      'Transfer-Encoding: chunked',
      ': ',
      '\t',
      '\x00',
      'é',
      'Connection: close',
      'X-A: b',
    );
    const valid = 'GET /a HTTP/1.1\r\nHost: x\r\n';
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(piece, { maxLength: 12 }), fc.boolean(), async (pieces, fromValid) => {
          const text = `${fromValid ? valid : ''}${pieces.join('')}\r\n\r\n`;
          const read = plainRead(text, 0);
          if (!read) return;
          seen.length = 0;
          const socket = await connect(ownPort);
          const got = answers(socket, 2);
          socket.write(`${text.slice(0, read.end)}GET /next HTTP/1.1\r\nHost: n\r\n\r\n`, 'latin1');
          await got;
          socket.destroy();
          expect(seen[0]).toEqual({ method: read.method, url: read.url, host: read.headers.get('host') });
          expect(seen[1]).toEqual({ method: 'GET', url: '/next', host: 'n' });
        }),
        { numRuns: 300 },
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
