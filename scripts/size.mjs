// `npm run size [route…]`: what a visitor downloads, per route, in English and Arabic (issue #9,
// ADR 0016). Builds if needed, starts the built app on a fresh embedded database, opens each route
// in Chromium and prints the JavaScript and CSS (gzip level 9) and font bytes it loaded; exits 1 if a
// budget (scripts/size/budgets.ts) is exceeded or a visitor page loads editing, login or inbox code,
// a slider or animation library its blocks do not use, or a font of the other language.
//   SIZE_PORT=4200 npm run size        a port of your choosing (default: a free one)
//   npm run size -- home story          only these routes; --files lists every file
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, startBuiltApp } from './built-app.mjs';
import { buildDir, ensureFreshBuild, root } from './fresh-build.mjs';

const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const only = args.filter((a) => !a.startsWith('--'));

ensureFreshBuild();
if (!existsSync(path.join(buildDir, 'client-chunks.json'))) {
  console.log('The build has no client-chunks.json (built before it existed); rebuilding…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
const { blocksUsing, check, fontSubset, PAGE_LIBRARIES, readChunkGraph, recordDownloads } = await import(
  './size/downloads.ts'
);
const { LANGUAGES, ROUTES } = await import('./size/budgets.ts');
const { chromium } = await import('playwright-core');

const routes = only.length ? ROUTES.filter((r) => only.includes(r.name)) : ROUTES;
if (routes.length === 0) {
  console.error(`No such route; the routes are: ${ROUTES.map((r) => r.name).join(', ')}`);
  process.exit(2);
}

const { base, stop } = await startBuiltApp({ port: Number(process.env.SIZE_PORT) || undefined });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const kb = (bytes) => (bytes / 1000).toFixed(1);
const pad = (text, width, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));

const graph = readChunkGraph(buildDir);
const browser = await launchChromium(chromium);

const failures = [];
const rows = [];
const details = [];
for (const route of routes) {
  for (const lng of LANGUAGES) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const measured = await recordDownloads(page, `${base}${route.path}?lng=${lng}`);
    await context.close();
    const { sum, findings, problems } = check(graph, route, lng, measured);
    const label = `${route.name} ${lng}`;
    for (const problem of problems) failures.push(`${label}: ${problem}`);
    rows.push({ label, lng, route, sum, findings, ok: problems.length === 0 });
    if (listFiles)
      details.push(
        `${label}  ${measured.url}`,
        ...measured.downloads.map((d) => `  ${pad(d.kind, 5)}${pad(kb(d.gzip), 8, true)} KB  ${d.path}`),
      );
  }
}
await browser.close();

const header = [
  'route',
  'HTML gzip KB',
  'limit',
  'JS gzip KB',
  'limit',
  'CSS gzip KB',
  'limit',
  'fonts KB',
  'limit',
  'libraries',
  'font subsets',
  '',
];
const table = rows.map(({ label, lng, route, sum, findings, ok }) => [
  label,
  kb(sum.html),
  kb(route.budget.html),
  `${kb(sum.js)} (${sum.jsFiles})`,
  kb(route.budget.js),
  `${kb(sum.css)} (${sum.cssFiles})`,
  kb(route.budget.css),
  `${kb(sum.font)} (${sum.fontFiles})`,
  kb(route.budget.font[lng]),
  findings.libraries
    .filter((l) => l.loaded)
    .map((l) => l.name)
    .join(', ') || '-',
  findings.fontFiles.map(fontSubset).join(', ') || '-',
  ok ? 'ok' : 'OVER',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
const line = (cells) => cells.map((cell, i) => pad(cell, widths[i], i > 0 && i < 9)).join('  ');
console.log(`\nWhat a visitor downloads (${buildDir}; gzip -9 of each response; (n) = files)\n`);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));
console.log('\nVisitor pages must not load: editing, login or inbox code, zod (checked by source module).');
for (const library of PAGE_LIBRARIES)
  console.log(
    `${library.name} may load only with these blocks: ${blocksUsing(graph, library.test).join(', ') || '(none)'}`,
  );
if (details.length) console.log(`\n${details.join('\n')}`);
// The server is a child process: stop it, or this process would wait for it forever.
await stop();
if (failures.length) {
  console.log(`\n${failures.length} problem(s):\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nAll routes within budget.');
