import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseOptions } from './config.ts';
import { FetchBackend } from './fetch-backend.ts';

// Spec 001 §8/§9: 5xx and network failures are retried (up to 5 times, 350 ms doubling); a 4xx is
// a failure without retry; unparsable JSON is a parse failure. Checked against a real HTTP server.
describe('loading translations', () => {
  let server: Server;
  let base: string;
  const hits = new Map<string, number>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '';
      const count = (hits.get(url) ?? 0) + 1;
      hits.set(url, count);
      if (url.startsWith('/flaky/') && count <= 2) return void response.writeHead(503).end();
      if (url.startsWith('/missing/')) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(url.startsWith('/broken/') ? '{"hello": ' : '{"hello": "world"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function load(folder: string) {
    const i18n = createInstance();
    await i18n
      .use(FetchBackend)
      .init({ ...baseOptions, lng: 'en', backend: { loadPath: `${base}/${folder}/{{lng}}/{{ns}}.json` } });
    return { t: i18n.t.bind(i18n), hits: hits.get(`/${folder}/en/translation.json`) };
  }

  it('retries a 5xx until it loads', async () => {
    const result = await load('flaky');
    expect(result.t('hello')).toBe('world');
    expect(result.hits).toBe(3);
  });

  it('does not retry a 4xx', async () => {
    const result = await load('missing');
    expect(result.t('hello')).toBe('hello');
    expect(result.hits).toBe(1);
  });

  it('treats unparsable JSON as a failure, without retrying', async () => {
    const result = await load('broken');
    expect(result.t('hello')).toBe('hello');
    expect(result.hits).toBe(1);
  });
});
