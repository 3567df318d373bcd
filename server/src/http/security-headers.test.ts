import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, testApp } from '../../test/app.ts';
import { createTestDatabase, openSeeded } from '../../test/databases.ts';
import type { Database } from '../db/client.ts';
import { documentPolicy } from './security-headers.ts';

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
    // Every script the app wrote runs (the route modules' data block runs later, as a module of the same text).
    const inlineScripts = [...response.body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '']) => !/type="application\/(ld\+)?json"/.test(attributes),
    );
    expect(inlineScripts.length).toBeGreaterThanOrEqual(3);
    for (const [, , script = ''] of inlineScripts) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    // Nothing else: not the data blocks (structured data, views on the page), nor any other script.
    expect(scriptSrc.match(/'sha256-/g)?.length).toBe(new Set(inlineScripts.map(([, , s]) => s)).size);
    // React Router's scripts still wait for the first paint (hydrate-after-paint.ts), marks and all.
    expect(response.body).toContain('<script type="text/x-module-after-paint"');
    expect(response.body).not.toContain('type="module"');
    // The render's marks are gone from the HTML that is cached and shared.
    expect(response.body).not.toMatch(/\snonce=/);
    // Injected markup cannot bring a stylesheet of its own; the views' style attributes still apply.
    expect(csp).toContain("style-src-elem 'self';");
    expect(csp).toContain("style-src-attr 'unsafe-inline';");
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

describe('documentPolicy', () => {
  it("allows only the scripts carrying the render's mark, and removes the marks", () => {
    const nonce = 'render-mark-123';
    const html = [
      `<script nonce="${nonce}">window.ours = 1</script>`,
      '<p>A story</p><script>alert("injected")</script>',
      `<script type="text/x-module-after-paint" nonce="${nonce}">import "/assets/x.js"</script>`,
      '<script nonce="guessed">alert("guessed mark")</script>',
      `<script src="/assets/app.js" nonce="${nonce}"></script>`,
      `<p dir="rtl">قصة نجاح</p><script nonce="${nonce}">window.title = "حلول التعلّم"</script>`,
    ].join('');
    const { body, policy } = documentPolicy(Buffer.from(html), nonce);
    const cleaned = body.toString('utf8');
    const allowed = (text: string) => policy.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(allowed('window.ours = 1')).toBe(true);
    expect(allowed('import "/assets/x.js"')).toBe(true);
    expect(allowed('alert("injected")')).toBe(false);
    expect(allowed('alert("guessed mark")')).toBe(false);
    // Hashed from the script's UTF-8 bytes, as the browser hashes it.
    expect(allowed('window.title = "حلول التعلّم"')).toBe(true);
    expect(policy.match(/'sha256-/g)?.length).toBe(3);
    expect(cleaned).not.toContain(nonce);
    expect(cleaned).toContain('<script>window.ours = 1</script>');
    expect(cleaned).toContain('<p dir="rtl">قصة نجاح</p><script>window.title = "حلول التعلّم"</script>');
  });
});
