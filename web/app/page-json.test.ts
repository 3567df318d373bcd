import { describe, expect, it } from 'vitest';
import { documentPageJson, withDocumentJson } from './page-json.server.ts';
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

  it('in a document, names the text in the loader data and writes it into the HTML once', () => {
    const about = { ...page('about', ['HERO']), title: { en: 'About </script><b>us', ar: 'من نحن' } };
    const context = { site: {} as never, documentJson: new Map<string, string>() };
    const data = documentPageJson(JSON.stringify(about), context, 'page');
    // What the stream sends (its keys), and what the server's own render reads.
    expect(JSON.parse(JSON.stringify(data))).toEqual({ pageRef: 'page-json-page' });
    expect(readPage(data)).toEqual(about);
    expect(isPageJson(data)).toBe(true);
    expect(isPageJson({ pageRef: 'page' })).toBe(true);

    const html = Buffer.from(
      withDocumentJson(Buffer.from('<html><body><p>مرحبا</p></body></html>').toString('latin1'), context.documentJson),
      'latin1',
    ).toString('utf8');
    const element =
      /<body><p>مرحبا<\/p><script type="application\/json" id="page-json-page">(.*)<\/script><\/body><\/html>$/.exec(
        html,
      );
    expect(element?.[1]).not.toContain('<');
    expect(JSON.parse(element?.[1] ?? '')).toEqual(about);
  });

  it('writes the texts in the order of their names, whichever loader finished first', () => {
    const html = '<html><body></body></html>';
    const headerFirst = new Map([
      ['page-json-header', '{"slug":"header"}'],
      ['page-json-page', '{"slug":"home"}'],
    ]);
    const pageFirst = new Map([...headerFirst].reverse());
    expect(withDocumentJson(html, pageFirst)).toBe(withDocumentJson(html, headerFirst));
  });

  it('without a document (a navigation’s data), hands the text over in the data', () => {
    expect(JSON.parse(JSON.stringify(documentPageJson('{}', { site: {} as never }, 'page')))).toEqual({
      pageJson: '{}',
    });
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
