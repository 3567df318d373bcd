import { expect, test } from './fixtures.ts';

// The font files a page draws with are all preloaded by its HTML (root.tsx, web/app/styles/fonts.ts;
// ADR 0016). A file the browser only finds while laying out the page is asked for after the
// stylesheets, at the highest priority, and Lighthouse counts it against the first contentful paint:
// that is what kept the Arabic pages at 99, whose Latin file (their spaces, digits and Latin words)
// was not preloaded. A preloaded file nothing draws with would be bytes for nothing.
const PAGES = ['/', '/solutions/totara-learn', '/resources', '/customer-stories/ramlah-holding', '/contact'];

for (const lng of ['en', 'ar']) {
  for (const at of PAGES) {
    test(`${at} in ${lng === 'en' ? 'English' : 'Arabic'}: every font file it draws with is preloaded, and every preload drawn with`, async ({
      page,
    }) => {
      await page.goto(`${at}?lng=${lng}`);
      await page.waitForLoadState('networkidle');
      const { preloaded, fetched, drawn } = await page.evaluate(async () => {
        await document.fonts.ready;
        const fonts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2')) as PerformanceResourceTiming[];
        return {
          preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
            (link) => new URL(link.href).pathname,
          ),
          // A preloaded file that the stylesheet then asks for keeps the preload as its initiator.
          fetched: fonts.map((entry) => `${new URL(entry.name).pathname} (${entry.initiatorType})`),
          // The @font-face rules the page's text made the browser load.
          drawn: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.unicodeRange),
        };
      });
      expect(preloaded.length).toBe(lng === 'ar' ? 2 : 1);
      expect(fetched.sort()).toEqual(preloaded.map((file) => `${file} (link)`).sort());
      expect(drawn).toHaveLength(preloaded.length);
    });
  }
}

test('Arabic-Indic digits on an Arabic page fetch the Arabic font’s file of rarer characters, and are drawn with it', async ({
  page,
}) => {
  // The core file, which every Arabic page preloads, is cut to the letters and marks (scripts/subset-fonts.mjs);
  // an editor's ٢٠٢٦ or ﷼ comes from a file of its own, fetched only then.
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname);
  });
  await page.goto('/?lng=ar');
  await page.waitForLoadState('networkidle');
  expect(fonts.filter((f) => f.includes('noto-sans-arabic-other'))).toEqual([]);
  const loaded = await page.evaluate(async () => {
    const p = document.createElement('p');
    p.textContent = 'عام ٢٠٢٦ بسعر ١٠٠ ﷼';
    document.querySelector('main')?.append(p);
    const faces = await document.fonts.load('400 16px "Noto Sans Arabic Variable"', '٢٠٢٦﷼');
    return faces.map((face) => `${face.status} ${face.unicodeRange}`);
  });
  expect(loaded).toEqual([expect.stringMatching(/^loaded U\+600-60B,/i)]);
  await expect.poll(() => fonts.filter((f) => f.includes('noto-sans-arabic-other'))).toHaveLength(1);
});
