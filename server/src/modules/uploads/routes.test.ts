import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type preHandlerHookHandler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { sendError } from '../../http/errors.ts';
import { byteRange, uploadRoutes } from './routes.ts';
import { createDatabaseStorage, createDiskStorage, type UploadStorage } from './storage.ts';
import { docx, image, MP4, multipart, PDF, pulledStream } from './test-fixtures.ts';

const EDITOR = { authorization: 'Bearer test-editor' };
const LIMITS = { maxBytes: 200 * 1024, maxVideoBytes: 400 * 1024 };
const UPLOAD_URL = /^\/data\/uploads\/[a-f0-9]{32}\.[a-z]+$/;

const authorize: preHandlerHookHandler = (request, reply, done) => {
  if (request.headers.authorization === 'Bearer test-editor') return done();
  sendError(reply, 401, 'unauthorized', 'Sign in as an editor.');
};

async function createUploadApp(storage: UploadStorage): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(uploadRoutes, { storage, authorize, limits: LIMITS });
  return app;
}

function post(app: FastifyInstance, body: ReturnType<typeof multipart>, headers: Record<string, string> = EDITOR) {
  return app.inject({
    method: 'POST',
    url: '/v1/uploads/',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const fileField = (data: Buffer | string, filename = 'upload.bin', contentType = 'application/octet-stream') =>
  multipart([{ field: 'file', filename, contentType, data }]);

describe('upload routes (disk storage): the attack corpus', () => {
  let root: string;
  let dir: string;
  let storage: UploadStorage & { get: ReturnType<typeof vi.fn> };
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'uploads-routes-'));
    dir = path.join(root, 'data', 'uploads');
    const disk = createDiskStorage(dir);
    storage = { ...disk, get: vi.fn(disk.get) };
    app = await createUploadApp(storage);
  });

  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses requests without an editor token before reading the file', async () => {
    const png = await image(10, 10);
    expect((await post(app, fileField(png), {})).statusCode).toBe(401);
    const wrong = await post(app, fileField(png), { authorization: 'Bearer someone-else' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('unauthorized');
  });

  it('stores a PNG under its content hash with WebP variants, and serves it immutable with its real type', async () => {
    const png = await image(1300, 650);
    const response = await post(app, fileField(png, 'photo.png', 'image/png'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ contentType: 'image/png', size: png.length, width: 1300, height: 650 });
    expect(body.url).toMatch(UPLOAD_URL);
    expect(body.url).toBe(`/data/uploads/${body.name}`);
    expect(response.headers.location).toBe(body.url);
    expect(body.variants).toEqual([
      { width: 480, url: body.url.replace('.png', '-480.webp') },
      { width: 1200, url: body.url.replace('.png', '-1200.webp') },
    ]);

    const served = await app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${body.name}"`);
    expect(served.rawPayload.equals(png)).toBe(true);

    const head = await app.inject({ method: 'HEAD', url: body.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.body).toBe('');

    const variant = await app.inject({ method: 'GET', url: body.variants[0].url });
    expect(variant.headers['content-type']).toBe('image/webp');
    const cached = await app.inject({ method: 'GET', url: body.url, headers: { 'if-none-match': `"${body.name}"` } });
    expect(cached.statusCode).toBe(304);

    // The same bytes again, under another name: the same URL.
    const again = await post(app, fileField(png, 'other-name.png', 'image/png'));
    expect(again.json().url).toBe(body.url);
  });

  it('serves byte ranges, which Safari needs to play video', async () => {
    const video = Buffer.concat([MP4, Buffer.alloc(300 * 1024, 7)]);
    const { url } = (await post(app, fileField(video, 'clip.mp4'))).json();
    const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(0, 100))).toBe(true);
    const beyond = await app.inject({ method: 'GET', url, headers: { range: `bytes=${video.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(byteRange('bytes=-10', 100, undefined, '"e"')).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=0-1,5-6', 100, undefined, '"e"')).toBeNull();
    expect(byteRange('bytes=0-1', 100, '"other"', '"e"')).toBeNull();
  });

  it('stores an SVG without its script and event handlers, and serves it sandboxed', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script><circle r="4" onclick="alert(2)"/></svg>';
    const response = await post(app, fileField(svg, 'logo.svg', 'image/svg+xml'));
    expect(response.statusCode).toBe(201);
    const { url, contentType } = response.json();
    expect(contentType).toBe('image/svg+xml');
    expect(url).toMatch(/\.svg$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
  });

  it('refuses HTML, whatever name and type the client gives it', async () => {
    const html = '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>';
    for (const [filename, type] of [
      ['cat.png', 'image/png'],
      ['logo.svg', 'image/svg+xml'],
      ['page.html', 'text/html'],
    ] as const) {
      const response = await post(app, fileField(html, filename, type));
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toMatchObject({ code: 'unsupported_media_type', message: expect.any(String) });
    }
  });

  it('accepts a PNG with HTML appended as a PNG, and never serves it as HTML', async () => {
    const polyglot = Buffer.concat([await image(20, 20), Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await post(app, fileField(polyglot, 'x.html', 'text/html'));
    expect(response.statusCode).toBe(201);
    const served = await app.inject({ method: 'GET', url: response.json().url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a GIF signature followed by HTML, as an image that does not decode', async () => {
    const response = await post(app, fileField('GIF89a<html><script>alert(1)</script></html>', 'x.gif', 'image/gif'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_image');
  });

  it('names files by content, so a traversal filename writes nothing outside the upload directory', async () => {
    const response = await post(app, fileField(await image(12, 12), '../../etc/passwd.png', 'image/png'));
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toMatch(UPLOAD_URL);
    expect(readdirSync(root)).toEqual(['data']);
    expect(readdirSync(path.join(root, 'data'))).toEqual(['uploads']);
    expect(readdirSync(dir).every((name) => /^[a-f0-9]{32}(-\d+)?\.[a-z0-9]+$/.test(name))).toBe(true);
  });

  it('refuses files over the limit for their type with 413', async () => {
    const tooBigImage = await post(app, fileField(Buffer.concat([await image(10, 10), Buffer.alloc(LIMITS.maxBytes)])));
    expect(tooBigImage.statusCode).toBe(413);
    expect(tooBigImage.json().error).toMatchObject({ code: 'file_too_large', details: { maxBytes: LIMITS.maxBytes } });

    const tooBigVideo = await post(app, fileField(Buffer.concat([MP4, Buffer.alloc(LIMITS.maxVideoBytes)])));
    expect(tooBigVideo.statusCode).toBe(413);
    expect(tooBigVideo.json().error.code).toBe('file_too_large');
  });

  it('stops reading a file at its first byte over the largest limit', async () => {
    const body = fileField(Buffer.concat([MP4, Buffer.alloc(2 * 1024 * 1024)]), 'clip.mp4');
    const { stream, pulled } = pulledStream(body.payload);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/uploads/',
      payload: stream,
      headers: { ...body.headers, ...EDITOR },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'file_too_large',
      details: { maxBytes: LIMITS.maxVideoBytes },
    });
    expect(pulled()).toBeLessThan(LIMITS.maxVideoBytes + 256 * 1024);
  });

  it('serves documents as downloads, and images and videos inline', async () => {
    for (const [data, ext] of [
      [PDF, 'pdf'],
      [docx(), 'docx'],
    ] as const) {
      const { url, name } = (await post(app, fileField(data, `report.${ext}`))).json();
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
    for (const data of [await image(10, 10), MP4, svg]) {
      const { url } = (await post(app, fileField(data))).json();
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toBeUndefined();
    }
  });

  it('explains empty files, missing files, wrong fields and bodies that are not multipart', async () => {
    const empty = await post(app, fileField(Buffer.alloc(0), 'empty.png'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('file_empty');

    const noFile = await post(app, multipart([{ field: 'title', data: 'no file here' }]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.code).toBe('file_required');

    const wrongField = await post(app, multipart([{ field: 'upload', filename: 'a.png', data: await image(5, 5) }]));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.code).toBe('file_required');

    const json = await app.inject({ method: 'POST', url: '/v1/uploads', payload: { file: 'x' }, headers: EDITOR });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('unsupported_media_type');

    const octets = await app.inject({
      method: 'POST',
      url: '/v1/uploads/',
      payload: await image(5, 5),
      headers: { ...EDITOR, 'content-type': 'application/octet-stream' },
    });
    expect(octets.statusCode).toBe(415);
    expect(octets.json().error.code).toBe('unsupported_media_type');

    const broken = await app.inject({
      method: 'POST',
      url: '/v1/uploads/',
      payload: '--nope\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
      headers: { ...EDITOR, 'content-type': 'multipart/form-data; boundary=nope' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('invalid_multipart');
  });

  it('accepts Office documents and refuses zip bombs', async () => {
    const ok = await post(app, fileField(docx(), 'report.docx'));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().url).toMatch(/\.docx$/);
    const bomb = await post(
      app,
      fileField(docx([{ name: 'word/big.xml', data: 'x', declaredSize: 300 * 1024 * 1024 }])),
    );
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error.code).toBe('unsafe_archive');
  });

  it('answers 404 for unknown names and never asks the storage about invalid ones', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/data/uploads/ffffffffffffffffffffffffffffffff.png' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('upload_not_found');

    storage.get.mockClear();
    for (const url of [
      '/data/uploads/..%2F..%2Fetc%2Fpasswd',
      '/data/uploads/%2e%2e%2fsecret.png',
      '/data/uploads/.ffffffffffffffff.png.abc.tmp',
      '/data/uploads/FFFFFFFFFFFFFFFF.png',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    expect(storage.get).not.toHaveBeenCalled();
  });

  it('leaves unexpected failures to the enclosing error handler', async () => {
    const failing = Fastify({ logger: false });
    const seen: Error[] = [];
    failing.setErrorHandler((error: Error, _request, reply) => {
      seen.push(error);
      return sendError(reply, 503, 'database_unavailable', 'down');
    });
    const broken: UploadStorage = {
      put: () => Promise.reject(new Error('connection refused')),
      get: () => Promise.reject(new Error('connection refused')),
      remove: () => Promise.reject(new Error('connection refused')),
      list: () => Promise.reject(new Error('connection refused')),
    };
    await failing.register(uploadRoutes, { storage: broken, authorize, limits: LIMITS });
    const upload = await post(failing, fileField(await image(5, 5)));
    expect(upload.statusCode).toBe(503);
    const read = await failing.inject({ method: 'GET', url: '/data/uploads/ffffffffffffffff.png' });
    expect(read.statusCode).toBe(503);
    expect(seen.map((e) => e.message)).toEqual(['connection refused', 'connection refused']);
    await failing.close();
  });
});

describe.each(testDatabaseKinds())('upload routes with database storage on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await createUploadApp(createDatabaseStorage(database.db));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  it('stores uploads and variants in the database and serves them back', async () => {
    const png = await image(600, 300);
    const first = await post(app, fileField(png, 'a.png'));
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([480]);
    const again = await post(app, fileField(png, 'b.png'));
    expect(again.json().url).toBe(body.url);

    const served = await app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const variant = await app.inject({ method: 'GET', url: body.variants[0].url });
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });
});
