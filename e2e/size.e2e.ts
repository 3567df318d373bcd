import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Language, route } from '../scripts/size/budgets.ts';
import { check, readChunkGraph, recordDownloads } from '../scripts/size/downloads.ts';
import { expect, test } from './fixtures.ts';

// What a visitor downloads (issue #9, ADR 0016), by bytes and by source module, never by time: the
// same rules `npm run size` applies to every route. The build's chunk graph says which code each file holds.
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const graph = readChunkGraph(process.env.WEB_BUILD_DIR || path.join(root, 'web/build'));

test.use({ viewport: { width: 1366, height: 900 } });

const cases: Array<[name: string, lng: Language]> = [
  ['home', 'en'],
  ['home', 'ar'],
  ['solution', 'en'],
  ['resources', 'en'],
];

for (const [name, lng] of cases) {
  test(`${name} in ${lng === 'en' ? 'English' : 'Arabic'} stays within its budget and loads no editing, login or inbox code`, async ({
    page,
  }) => {
    const { path: at, budget } = route(name);
    const measured = await recordDownloads(page, `${at}?lng=${lng}`);
    const { sum, findings, problems } = check(graph, route(name), lng, measured);
    expect(problems, `${name} ${lng}: ${JSON.stringify(sum)}`).toEqual([]);
    // The same, spelled out: the rules above must have had something to look at.
    expect(sum.js).toBeGreaterThan(0);
    expect(sum.js).toBeLessThanOrEqual(budget.js);
    expect(findings.forbidden).toEqual([]);
    if (lng === 'en') expect(findings.fontFiles.filter((f) => f.startsWith('noto-sans-arabic'))).toEqual([]);
    else expect(findings.fontFiles.some((f) => f.startsWith('noto-sans-arabic-core'))).toBe(true);
    // No seeded page writes an accented Latin letter, a Persian or Urdu one, an Arabic-Indic digit or a rarer sign:
    // those files stay unfetched.
    expect(findings.fontFiles.filter((f) => /accented|extended|other/.test(f))).toEqual([]);
  });
}

for (const [lng, family, file] of [
  ['en', 'Noto Sans Variable', 'noto-sans-latin-accented'],
  ['ar', 'Noto Sans Arabic Variable', 'noto-sans-arabic-latin-accented'],
] as const) {
  test(`an accented letter on a page in ${lng === 'en' ? 'English' : 'Arabic'} fetches its font's accented Latin file, and draws with it`, async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push(path.basename(new URL(response.url()).pathname));
    });
    await page.goto(`/?lng=${lng}`);
    await page.waitForLoadState('networkidle');
    expect(fonts.filter((f) => f.includes('accented'))).toEqual([]);
    // Text an editor might write: the browser fetches the file only now, and the face it declares draws it.
    const loaded = await page.evaluate(async (face) => {
      const p = document.createElement('p');
      p.textContent = 'Café Zürich';
      document.querySelector('main')?.append(p);
      const faces = await document.fonts.load(`400 16px "${face}"`, 'éü');
      return faces.map((f) => `${f.family} ${f.status} ${f.unicodeRange}`);
    }, family);
    expect(loaded).toEqual([expect.stringMatching(new RegExp(`^"?${family}"? loaded U\\+C0-D6`, 'i'))]);
    await expect.poll(() => fonts.filter((f) => f.startsWith(`${file}-`))).toHaveLength(1);
  });
}
