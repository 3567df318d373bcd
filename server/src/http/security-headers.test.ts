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

  it('sends a nonce-based script policy that the page’s inline scripts carry, and the usual hardening', async () => {
    const response = await app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const nonce = scriptSrc.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const inlineScripts = response.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A fresh nonce for every response.
    expect((await app.inject('/')).headers['content-security-policy']).not.toBe(csp);

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
