import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_JWT_SECRET, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { createTokenSigner } from '../auth/tokens.ts';

type Credential = 'none' | 'not bearer' | 'expired' | 'bad signature' | 'logged out' | 'editor' | 'admin';
const CREDENTIALS: Credential[] = ['none', 'not bearer', 'expired', 'bad signature', 'logged out', 'editor', 'admin'];

describe.each(testDatabaseKinds())('who may write, on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  const headers = {} as Record<Credential, Record<string, string>>;
  let blockId: string;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database);
    const signIn = async (role: 'editor' | 'admin') => {
      const user = await createUser(database, role);
      const response = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: user.email, password: user.password },
      });
      return { user, tokens: response.json() as { access_token: string; refresh_token: string } };
    };
    const editor = await signIn('editor');
    const admin = await signIn('admin');
    const gone = await signIn('editor');
    await app.inject({ method: 'POST', url: '/v1/auth/logout', payload: { refresh_token: gone.tokens.refresh_token } });
    const claims = {
      userId: editor.user.id,
      role: 'editor' as const,
      sessionId: String(decodeJwt(editor.tokens.access_token).sid),
    };
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    Object.assign(headers, {
      none: {},
      'not bearer': { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      expired: bearer(await createTokenSigner(TEST_JWT_SECRET).sign(claims, Date.now() - 20 * 60 * 1000)),
      'bad signature': bearer(await createTokenSigner('x'.repeat(48)).sign(claims)),
      'logged out': bearer(gone.tokens.access_token),
      editor: bearer(editor.tokens.access_token),
      admin: bearer(admin.tokens.access_token),
    });
    const home = (await app.inject('/v1/pages/home')).json();
    blockId = home.blocks[0].id;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const routes = () =>
    [
      {
        name: 'create block',
        method: 'POST',
        url: '/v1/pages/auth-table/blocks',
        payload: { block_type: 'CTA', content: { title: 'x' } },
        needs: 'editor',
      },
      {
        name: 'update block',
        method: 'PUT',
        url: `/v1/pages/blocks/${blockId}`,
        payload: { type: 'HERO', content: { title: 'x' } },
        needs: 'editor',
      },
      {
        name: 'reorder',
        method: 'POST',
        url: '/v1/pages/blocks/reorder',
        payload: { slug: 'home', ids: [] },
        needs: 'editor',
      },
      {
        name: 'restore',
        method: 'POST',
        url: `/v1/pages/blocks/${blockId}/restore`,
        payload: { version: 1 },
        needs: 'editor',
      },
      { name: 'history', method: 'GET', url: '/v1/pages/home/history', needs: 'editor' },
      {
        name: 'delete block',
        method: 'DELETE',
        url: '/v1/pages/blocks/00000000-0000-4000-8000-000000000000',
        needs: 'editor',
      },
      {
        name: 'register',
        method: 'POST',
        url: '/v1/auth/register',
        payload: { email: `r${Math.random()}@example.com`, password: 'G00d!pass' },
        needs: 'admin',
      },
    ] as const;

  it.each(CREDENTIALS)('with %s credentials', async (credential) => {
    for (const route of routes()) {
      const response = await app.inject({
        method: route.method,
        url: route.url,
        headers: headers[credential],
        ...('payload' in route ? { payload: route.payload } : {}),
      });
      const label = `${route.name} as ${credential}`;
      if (credential === 'editor' || credential === 'admin') {
        if (route.needs === 'admin' && credential === 'editor') {
          expect(response.statusCode, label).toBe(403);
          expect(response.json().error.code).toBe('forbidden');
        } else {
          // Allowed through: whatever the answer, it is not about who is asking.
          expect([401, 403], label).not.toContain(response.statusCode);
          expect(response.statusCode, label).toBeLessThan(500);
        }
      } else {
        expect(response.statusCode, label).toBe(401);
        expect(response.json().error.code, label).toMatch(/^(unauthorized|invalid_token)$/);
      }
    }
  });
});
