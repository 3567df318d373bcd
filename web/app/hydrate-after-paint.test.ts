import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, hydrateAfterFirstPaint } from './hydrate-after-paint.ts';

// The tags as React Router 7's <Scripts> renders them (see server/src/ssr/ssr.test.ts for a whole page).
const document = [
  '<html><head><title>Home</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="stylesheet" href="/assets/app-C.css"/></head><body><main>Text</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root-D.js";\nimport("/assets/entry.client-A.js");</script>',
  '</body></html>',
].join('');

describe('hydrateAfterFirstPaint', () => {
  const html = hydrateAfterFirstPaint(document);

  it('leaves no script for the browser to fetch or run while the page paints', () => {
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-C.css"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('keeps the route-module script, word for word, in a data block that names the modules to preload', () => {
    expect(html).toContain(
      `<script type="${DEFERRED_MODULE_TYPE}" data-preload="/assets/entry.client-A.js /assets/framework-B.js">import * as route0 from "/assets/root-D.js";\nimport("/assets/entry.client-A.js");</script>`,
    );
  });

  it('changes nothing in a document without React Router scripts', () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(hydrateAfterFirstPaint(plain)).toBe(plain);
  });

  // React Router writes the mark first on its module script and last on its links (react-router 7.18).
  it("works the same on the tags the server marks with the render's script nonce, and keeps the mark on the data block", () => {
    const marked = document
      .replace(/(<link rel="modulepreload" href="[^"]+")\/>/g, '$1 nonce="m1"/>')
      .replace('<script type="module" async="">', '<script nonce="m1" type="module" async="">');
    const out = hydrateAfterFirstPaint(marked);
    expect(out).not.toContain('modulepreload');
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      `<script type="${DEFERRED_MODULE_TYPE}" data-preload="/assets/entry.client-A.js /assets/framework-B.js" nonce="m1">`,
    );
  });
});
