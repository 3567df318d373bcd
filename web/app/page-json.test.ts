import { describe, expect, it } from 'vitest';
import { isPageJson, pageJson, readPage } from './page-json.ts';
import { viewsOnPage } from './views-on-page.ts';

const page = (slug: string, types: string[]) => ({
  slug,
  title: { en: slug, ar: slug },
  media: {},
  blocks: types.map((block_type, i) => ({ id: `${slug}-${i}`, block_type, order: i + 1, content: {}, version: 1 })),
});

describe('pages handed over as JSON text', () => {
  it('reads back the page the text holds', () => {
    const home = page('home', ['HERO', 'CTA']);
    expect(readPage(pageJson(JSON.stringify(home)))).toEqual(home);
  });

  it('gives every reader of the same text one object (the header is read in several places per render)', () => {
    const text = JSON.stringify(page('header', ['HEADER']));
    const sameText = JSON.stringify(JSON.parse(text));
    expect(readPage(pageJson(text))).toBe(readPage(pageJson(sameText)));
    expect(readPage(pageJson(JSON.stringify(page('footer', ['FOOTER']))))).not.toBe(readPage(pageJson(text)));
  });

  it('tells a handed-over page from other loader data', () => {
    expect(isPageJson(pageJson('{}'))).toBe(true);
    expect(isPageJson({ pageJson: 1 })).toBe(false);
    expect(isPageJson(null)).toBe(false);
    expect(isPageJson('{"slug":"home"}')).toBe(false);
  });

  it('lets the browser know every block view a document needs before it hydrates', () => {
    const root = {
      lang: 'en',
      header: pageJson(JSON.stringify(page('header', ['HEADER']))),
      footer: pageJson(JSON.stringify(page('footer', ['FOOTER']))),
    };
    const created = { kind: 'page', page: pageJson(JSON.stringify(page('landing', ['HERO', 'FAQ']))) };
    expect(viewsOnPage([root, created])).toEqual({ types: ['FAQ', 'FOOTER', 'HEADER', 'HERO'], detail: null });
    expect(viewsOnPage([root, pageJson(JSON.stringify(page('home', ['STATS'])))]).types).toContain('STATS');
  });
});
