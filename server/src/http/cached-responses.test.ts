import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';
import { resolveLanguage } from '@site/blocks/resolve-language';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, normalizeHead } from '../../test/wire.ts';
import {
  answerCachedFirst,
  type CachedResponse,
  cachedResponse,
  type ResponseCache,
  responseKey,
  writeCached,
} from './cached-responses.ts';

/**
 * A cache hit in front of Fastify sends a header block built when the answer was stored; the route
 * handlers (and every case that block does not cover) build it with `writeHead` on each request.
 * Both must put the same bytes on the wire.
 */
const html = Buffer.from(`<!doctype html><html><body>${'<p>Cached page text.</p>'.repeat(200)}</body></html>`);
const policy = "default-src 'self';script-src 'self' 'sha256-abc='";

function storedEntry(): CachedResponse {
  const headers: Record<string, string> = {
    'content-security-policy': policy,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=0, must-revalidate, s-maxage=60',
    'cdn-cache-control': 'public, max-age=60, stale-while-revalidate=300',
    vary: 'Cookie, Accept-Language',
    'x-content-type-options': 'nosniff',
    'x-request-id': 'the-miss',
    'server-timing': 'cache;desc="miss"',
  };
  return cachedResponse({ getHeaders: () => headers } as unknown as FastifyReply, html, '"tag"', new Set(['home']));
}

const entry = storedEntry();
const cache = { get: (key: string) => (key === 'en /page' ? entry : undefined) } as unknown as ResponseCache;

/** One raw HTTP exchange on a fresh connection: the header block as sent, and the body. */
function exchange(port: number, request: string): Promise<{ head: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = Buffer.alloc(0);
    const finish = () => {
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return false;
      const head = data.subarray(0, end + 4).toString('latin1');
      const length = Number(/\r\ncontent-length: (\d+)\r\n/i.exec(head)?.[1] ?? 0);
      const bodyless = request.startsWith('HEAD') || head.startsWith('HTTP/1.1 304');
      if (!bodyless && data.length < end + 4 + length) return false;
      socket.destroy();
      resolve({ head, body: data.subarray(end + 4, bodyless ? end + 4 : end + 4 + length) });
      return true;
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      finish();
    });
    socket.on('end', () => finish() || reject(new Error(`incomplete answer: ${data.toString('latin1', 0, 300)}`)));
    socket.on('error', reject);
  });
}

describe('cached answers on the wire', () => {
  const servers: Server[] = [];
  let prebuiltPort = 0;
  let writeHeadPort = 0;
  let writeHeadCalls = 0;

  const listen = async (handler: (request: IncomingMessage, response: ServerResponse) => void) => {
    const server = createServer(handler);
    servers.push(server);
    return listenOnLoopback(server);
  };

  beforeAll(async () => {
    const inFront = answerCachedFirst(cache, 1, (_request, response) => {
      response.writeHead(500);
      response.end();
    });
    prebuiltPort = await listen((request, response) => {
      const writeHead = response.writeHead;
      response.writeHead = ((...args: Parameters<typeof writeHead>) => {
        writeHeadCalls++;
        return writeHead.apply(response, args);
      }) as typeof writeHead;
      inFront(request, response);
    });
    // As the route handlers send it: `writeHead` with the header list.
    writeHeadPort = await listen((request, response) => writeCached(request, response, entry, 1));
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
    ['https behind a proxy', ['X-Forwarded-Proto: https']],
    ['revalidation', ['If-None-Match: "tag"']],
    ['revalidation, gzip', ['Accept-Encoding: gzip', 'If-None-Match: W/"tag-gz"']],
  ];

  for (const [name, headers] of cases) {
    for (const method of ['GET', 'HEAD']) {
      it(`sends the same header block and bytes as writeHead: ${method}, ${name}`, async () => {
        const request = `${method} /page HTTP/1.1\r\nHost: x\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`;
        const before = writeHeadCalls;
        const prebuilt = await exchange(prebuiltPort, request);
        expect(writeHeadCalls, 'the prebuilt block was used').toBe(before);
        const reference = await exchange(writeHeadPort, request);
        expect(normalizeHead(prebuilt.head)).toBe(normalizeHead(reference.head));
        expect(prebuilt.body.equals(reference.body)).toBe(true);
      });
    }
  }

  it('sends every header the stored answer had, with the encoding, its ETag and the per-request ones', async () => {
    const { head, body } = await exchange(
      prebuiltPort,
      'GET /page HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n',
    );
    const names = head
      .split('\r\n')
      .slice(1, -2)
      .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
    expect(names.sort()).toEqual(
      [
        'cache-control',
        'cdn-cache-control',
        'connection',
        'content-encoding',
        'content-length',
        'content-security-policy',
        'content-type',
        'date',
        'etag',
        'keep-alive',
        'server-timing',
        'vary',
        'x-content-type-options',
        'x-request-id',
      ].sort(),
    );
    expect(head).toContain('\r\nvary: Cookie, Accept-Language, Accept-Encoding\r\n');
    expect(head).toContain('\r\netag: "tag-gz"\r\n');
    expect(head).toContain(`\r\ncontent-length: ${entry.gzip?.body.length}\r\n`);
    expect(body.equals(entry.gzip?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('leaves what the block does not cover to writeHead: a connection that closes, HTTP/1.0', async () => {
    for (const request of [
      'GET /page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /page HTTP/1.0\r\nHost: x\r\n\r\n',
    ]) {
      const before = writeHeadCalls;
      const prebuilt = await exchange(prebuiltPort, request);
      expect(writeHeadCalls).toBe(before + 1);
      const reference = await exchange(writeHeadPort, request);
      expect(normalizeHead(prebuilt.head)).toBe(normalizeHead(reference.head));
      expect(prebuilt.head).toContain('\r\nConnection: close\r\n');
    }
  });

  it('answers several requests on one kept-alive connection', async () => {
    const request = 'GET /page HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n\r\n';
    const answers = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(prebuiltPort, '127.0.0.1', () => socket.write(request.repeat(3)));
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString('latin1');
        if (data.split('HTTP/1.1 200 OK').length === 4 && data.endsWith(entry.br?.body.toString('latin1') ?? '')) {
          socket.destroy();
          resolve(data);
        }
      });
      socket.on('error', reject);
    });
    expect(answers.split('HTTP/1.1 200 OK')).toHaveLength(4);
  });
});

describe('responseKey', () => {
  it('keys a document by the language the web app will render it in', () => {
    const urls = ['/', '/about', '/?lng=ar', '/about?x=1&lng=en', '/?%6Cng=ar', '/?lng=AR-sa', '/?lng=fr', '/?x=%20'];
    const cookies = [undefined, 'i18next=ar', 'a=1; i18next=en', 'xi18next=ar', 'i18next=%61r', 'session=abc'];
    const languages = [undefined, 'ar', 'en-US,en;q=0.9,ar;q=0.8', 'ar;q=0.5, en;q=0.9', 'fr, ar;q=0.1', 'ar;q=0'];
    for (const url of urls) {
      for (const cookie of cookies) {
        for (const acceptLanguage of languages) {
          const headers: Record<string, string> = {};
          if (cookie) headers.cookie = cookie;
          if (acceptLanguage) headers['accept-language'] = acceptLanguage;
          const rendered = resolveLanguage(new Request(`http://x${url}`, { headers }));
          expect(responseKey(url, cookie, acceptLanguage), `${url} ${cookie} ${acceptLanguage}`).toBe(
            `${rendered} ${url}`,
          );
        }
      }
    }
    expect(responseKey('/v1/pages/home?lng=ar', 'i18next=ar', 'ar')).toBe('/v1/pages/home?lng=ar');
  });
});
