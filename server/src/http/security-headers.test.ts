import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, testApp } from '../../test/app.ts';
import { createTestDatabase, openSeeded } from '../../test/databases.ts';
import type { Database } from '../db/client.ts';

describe('security headers', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openSeeded(await createTestDatabase('pglite'));
    app = await testApp(database, { ssr: { kind: 'build', buildDir: BUILD_DIR }, config: { TRUST_PROXY: 1 } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lets a document run only its own inline scripts, named by hash, and sends the usual hardening', async () => {
    const response = await app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Forms post to us, or open a mail draft (the newsletter form without scripts); nowhere else.
    expect(csp).toContain("form-action 'self' mailto:;");
    const inlineScripts = [...response.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, script = ''] of inlineScripts) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    // A script the document does not contain is not allowed.
    expect(scriptSrc.match(/'sha256-/g)?.length).toBe(new Set(inlineScripts.map(([, s]) => s)).size);
    // Other responses allow no inline script at all.
    const api = String((await app.inject('/v1/pages/home')).headers['content-security-policy']);
    expect(api).toContain("script-src 'self';");

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends HSTS only over https', async () => {
    expect((await app.inject('/v1/pages/home')).headers['strict-transport-security']).toBeUndefined();
    const https = await app.inject({ url: '/v1/pages/home', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
