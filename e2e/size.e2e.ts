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
  });
}
