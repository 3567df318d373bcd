import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { image, multipart } from './test-fixtures.ts';

// The upload module's own tests cover the attack corpus; these go through the whole app with real tokens.
describe.each(testDatabaseKinds())('uploads in the app, on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let apps: FastifyInstance[];
  let authorization: string;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    // Two server copies sharing one database for their uploads.
    apps = [
      await testApp(database, { config: { UPLOAD_STORAGE: 'database' } }),
      await testApp(database, { config: { UPLOAD_STORAGE: 'database' } }),
    ];
    const editor = await createUser(database, 'editor');
    const login = await apps[0]!.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: editor.email, password: editor.password },
    });
    authorization = `Bearer ${login.json().access_token}`;
  });

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await database?.close();
    await test?.drop();
  });

  it('stores an editor’s image with WebP variants, and any copy serves it with its real type', async () => {
    const body = multipart([
      { field: 'file', filename: 'team photo.png', contentType: 'image/png', data: await image(1600, 900) },
    ]);
    const response = await apps[0]!.inject({
      method: 'POST',
      url: '/v1/uploads/',
      headers: { ...body.headers, authorization },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.url).toMatch(/^\/data\/uploads\/[a-f0-9]{32}\.png$/);
    expect(result.variants.map((v: { width: number }) => v.width)).toEqual([480, 1200]);

    for (const url of [result.url, result.variants[0].url]) {
      const served = await apps[1]!.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('refuses visitors and unknown names', async () => {
    const body = multipart([{ field: 'file', filename: 'x.png', data: await image(10, 10) }]);
    const anonymous = await apps[0]!.inject({
      method: 'POST',
      url: '/v1/uploads/',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await apps[0]!.inject('/data/uploads/0123456789abcdef0123456789abcdef.png')).statusCode).toBe(404);
    expect((await apps[0]!.inject('/data/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('serves the seed media that ships with the code', async () => {
    const logo = await apps[0]!.inject('/data/uploads/seed/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
  });
});
