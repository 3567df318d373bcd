// What a visitor downloads (issue #9, ADR 0016): the JavaScript, CSS and font files a route loads in
// Chromium, their gzip sizes (zlib level 9 over the response bytes, so the figures do not depend on
// the server's compression), and which code they hold, read from the build's chunk graph
// (`client-chunks.json`, written by web/vite.config.ts). Used by `npm run size` and e2e/size.e2e.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { KB, type Language, type Route } from './budgets.ts';

export type Kind = 'html' | 'js' | 'css' | 'font';

export interface Download {
  /** The path on the server, e.g. `/assets/root-BHAbYNQ0.js`. */
  path: string;
  kind: Kind;
  bytes: number;
  /** Gzip (level 9) bytes; for fonts (woff2, already compressed) the same as `bytes`. */
  gzip: number;
}

/** What the page says it needs: its block types and detail view (script#views-on-page). */
export interface ViewsOnPage {
  types: string[];
  detail: string | null;
}

export interface RouteDownloads {
  url: string;
  downloads: Download[];
  views: ViewsOnPage;
}

interface ChunkInfo {
  entry?: string;
  /** Source module → its size in the chunk before minifying. */
  modules: Record<string, number>;
  imports: string[];
  dynamicImports: string[];
  css: string[];
}
export type ChunkGraph = Record<string, ChunkInfo>;

export function readChunkGraph(buildDir: string): ChunkGraph {
  return JSON.parse(readFileSync(path.join(buildDir, 'client-chunks.json'), 'utf8')) as ChunkGraph;
}

function kindOf(response: Response): Kind | undefined {
  const type = response.request().resourceType();
  const pathname = new URL(response.url()).pathname;
  // The page itself, with the data it carries for hydration.
  if (type === 'document') return 'html';
  if (type === 'script' || pathname.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  if (type === 'font' || /\.(woff2?|ttf|otf)$/.test(pathname)) return 'font';
  return undefined;
}

/**
 * Opens `url` (in a fresh browser context) and records every JS, CSS and font response until the
 * network is idle after hydration and after scrolling to the end of the page. The viewport is fixed,
 * so the same files load every time.
 */
export async function recordDownloads(page: Page, url: string): Promise<RouteDownloads> {
  const pending: Array<Promise<Download | undefined>> = [];
  const onResponse = (response: Response) => {
    const kind = kindOf(response);
    if (!kind || response.status() >= 300) return;
    pending.push(
      response.body().then(
        (body) => ({
          path: new URL(response.url()).pathname,
          kind,
          bytes: body.length,
          gzip: kind === 'font' ? body.length : gzipSync(body, { level: 9 }).length,
        }),
        () => undefined,
      ),
    );
  };
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const started = (request: unknown) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: unknown) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  /** Playwright's 'networkidle' fires once per navigation; this waits for quiet again, e.g. after scrolling. */
  const quiet = async () => {
    // A request that never ends (a streaming video) must not hang the measurement: 20 s at most.
    const deadline = Date.now() + 20_000;
    while ((inFlight.size > 0 || Date.now() - lastChange < 500) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
  };
  page.on('response', onResponse);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // Hydrated (the header marks itself ready; the login forms enable their button), then whatever
    // hydration started (views, sliders) has arrived.
    await page.locator('header[data-ready], main button[type="submit"]:enabled').first().waitFor({ state: 'attached' });
    await quiet();
    // "In all": what loads as the visitor scrolls down (views, sliders, reveals below the fold) counts too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await quiet();
    const views = await page.evaluate(
      () =>
        JSON.parse(
          document.getElementById('views-on-page')?.textContent || '{"types":[],"detail":null}',
        ) as ViewsOnPage,
    );
    const seen = new Set<string>();
    const downloads = (await Promise.all(pending))
      .filter((d): d is Download => d !== undefined)
      .filter((d) => !seen.has(d.path) && seen.add(d.path));
    downloads.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip || a.path.localeCompare(b.path));
    return { url, downloads, views };
  } finally {
    page.off('response', onResponse);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

export interface Totals {
  html: number;
  js: number;
  css: number;
  font: number;
  jsFiles: number;
  cssFiles: number;
  fontFiles: number;
}

export function totals(downloads: readonly Download[]): Totals {
  const sum = (kind: Kind) => downloads.filter((d) => d.kind === kind).reduce((total, d) => total + d.gzip, 0);
  const count = (kind: Kind) => downloads.filter((d) => d.kind === kind).length;
  return {
    html: sum('html'),
    js: sum('js'),
    css: sum('css'),
    font: sum('font'),
    jsFiles: count('js'),
    cssFiles: count('css'),
    fontFiles: count('font'),
  };
}

/**
 * Code a visitor must never download, by source path. The editing folder's few switches are in the
 * shell on purpose (they decide whether to load the editor and are a few hundred bytes): the edit
 * toggle, the edit-mode hook, the guard and the lazy loaders. Zod comes only with the editor and
 * the login forms (ADR 0003).
 */
export const VISITOR_FORBIDDEN: ReadonlyArray<{ name: string; test: (module: string) => boolean }> = [
  {
    name: 'editing',
    test: (m) =>
      m.startsWith('web/app/editing/') &&
      !/\/(lazy\.ts|use-edit-mode\.ts|edit-guard\.tsx|edit-toggle\.tsx|edit-toggle\.module\.css)$/.test(m),
  },
  { name: 'login', test: (m) => m.startsWith('web/app/login/') || m === 'web/app/routes/login.tsx' },
  { name: 'inbox', test: (m) => m.startsWith('web/app/inbox/') || m === 'web/app/routes/inbox.tsx' },
  { name: 'zod', test: (m) => m.startsWith('node_modules/zod/') },
];

/** Libraries that only pages whose blocks use them may load. */
export const PAGE_LIBRARIES: ReadonlyArray<{ name: string; test: (module: string) => boolean }> = [
  { name: 'embla-carousel', test: (m) => m.startsWith('node_modules/embla-carousel') },
  { name: 'motion', test: (m) => /^node_modules\/(motion|motion-dom|motion-utils|framer-motion)\//.test(m) },
];

const holds = (graph: ChunkGraph, key: string, test: (module: string) => boolean) =>
  Object.keys(graph[key]?.modules ?? {}).some(test);

const chunkKey = (downloadPath: string) => downloadPath.replace(/^\//, '');

/** The source modules of a downloaded file (a stylesheet counts as part of the chunks that import it). */
export function modulesOf(graph: ChunkGraph, download: Download): string[] {
  const key = chunkKey(download.path);
  if (download.kind === 'js') return Object.keys(graph[key]?.modules ?? {});
  if (download.kind === 'css')
    return Object.values(graph)
      .filter((chunk) => chunk.css.includes(key))
      .flatMap((chunk) => Object.keys(chunk.modules).filter((m) => m.endsWith('.css')));
  return [];
}

/** Every chunk `start` can load, statically or on demand. */
function reachable(graph: ChunkGraph, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const key = stack.pop() as string;
    if (seen.has(key) || !graph[key]) continue;
    seen.add(key);
    stack.push(...(graph[key]?.imports ?? []), ...(graph[key]?.dynamicImports ?? []));
  }
  return seen;
}

const viewFolder = (type: string) => type.trim().toLowerCase().replace(/_/g, '-');

/**
 * The block views and detail views a chunk holds: [folder, 'view' | 'detail']. By module, not by the
 * chunk's entry: the build merges small chunks, so a view can share a file with another.
 */
function viewsIn(chunk: ChunkGraph[string]): Array<[string, 'view' | 'detail']> {
  return Object.keys(chunk.modules).flatMap((module) => {
    const match = module.match(/^packages\/blocks\/src\/blocks\/([^/]+)\/(view|detail)\.tsx$/);
    return match?.[1] ? [[match[1], match[2] as 'view' | 'detail'] as [string, 'view' | 'detail']] : [];
  });
}

/** Block types (folder names) whose view can load a module that passes `test`. */
export function blocksUsing(graph: ChunkGraph, test: (module: string) => boolean): string[] {
  const folders: string[] = [];
  for (const [key, chunk] of Object.entries(graph)) {
    const views = viewsIn(chunk);
    if (views.length === 0) continue;
    const uses = [...reachable(graph, [key])].some((k) => holds(graph, k, test));
    if (uses) for (const [folder, kind] of views) folders.push(kind === 'view' ? folder : `${folder} (detail)`);
  }
  return [...new Set(folders)].sort();
}

export interface Findings {
  /** Files the visitor downloaded that hold forbidden code: `editing: assets/x.js (web/app/editing/…)`. */
  forbidden: string[];
  /** Which page libraries were loaded, and whether the page's blocks account for them. */
  libraries: Array<{ name: string; loaded: boolean; allowed: boolean }>;
  /** Fonts: Arabic files loaded, and the subsets (file names) seen. */
  arabicFonts: number;
  fontFiles: string[];
}

/**
 * Checks a route's downloads against the rules: no editing, login or inbox code for visitors
 * (`visitor` false for /login itself, which may load its own code), and a page library only where a
 * block on the page (or its detail view) can load it.
 */
export function inspect(graph: ChunkGraph, route: RouteDownloads, { visitor = true } = {}): Findings {
  const forbidden: string[] = [];
  for (const download of route.downloads) {
    const modules = modulesOf(graph, download);
    for (const rule of VISITOR_FORBIDDEN) {
      if (!visitor && rule.name !== 'editing' && rule.name !== 'inbox') continue;
      const hit = modules.find(rule.test);
      if (hit) forbidden.push(`${rule.name}: ${chunkKey(download.path)} (${hit})`);
    }
  }
  const loadedChunks = route.downloads.filter((d) => d.kind === 'js').map((d) => chunkKey(d.path));
  const pageTypes = new Set(route.views.types.map(viewFolder));
  const pageRoots = Object.entries(graph)
    .filter(([key, chunk]) =>
      // A detail view is the page's own when it was loaded (only a detail page loads one).
      viewsIn(chunk).some(([folder, kind]) => (kind === 'view' ? pageTypes.has(folder) : loadedChunks.includes(key))),
    )
    .map(([key]) => key);
  const available = reachable(graph, pageRoots);
  const libraries = PAGE_LIBRARIES.map(({ name, test }) => ({
    name,
    loaded: loadedChunks.some((key) => holds(graph, key, test)),
    allowed: [...available].some((key) => holds(graph, key, test)),
  }));
  const fontFiles = route.downloads.filter((d) => d.kind === 'font').map((d) => path.basename(d.path));
  return {
    forbidden,
    libraries,
    arabicFonts: fontFiles.filter((f) => f.startsWith('noto-sans-arabic')).length,
    fontFiles,
  };
}

/** Font subsets a font file name names (`noto-sans-latin-wght-normal-…` → `noto-sans latin`). */
export function fontSubset(file: string): string {
  const match = file.match(/^(noto-sans(?:-arabic)?)-(.+?)-wght-normal/);
  return match ? `${match[1]} ${match[2]}` : file;
}

export interface Checked {
  sum: Totals;
  findings: Findings;
  /** Everything wrong, in words: budgets exceeded, forbidden code, misplaced libraries and fonts. */
  problems: string[];
}

/** The rules of ADR 0016 for one route in one language; `npm run size` and the size test share them. */
export function check(graph: ChunkGraph, route: Route, lng: Language, measured: RouteDownloads): Checked {
  const sum = totals(measured.downloads);
  const findings = inspect(graph, measured, { visitor: route.visitor !== false });
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const problems: string[] = [];
  if (sum.html > route.budget.html) problems.push(`HTML ${kb(sum.html)} > ${kb(route.budget.html)}`);
  if (sum.js > route.budget.js) problems.push(`JS ${kb(sum.js)} > ${kb(route.budget.js)}`);
  if (sum.css > route.budget.css) problems.push(`CSS ${kb(sum.css)} > ${kb(route.budget.css)}`);
  if (sum.font > route.budget.font[lng]) problems.push(`fonts ${kb(sum.font)} > ${kb(route.budget.font[lng])}`);
  problems.push(...findings.forbidden.map((f) => `loads ${f}`));
  for (const library of findings.libraries)
    if (library.loaded && !library.allowed) problems.push(`loads ${library.name}, which none of its blocks uses`);
  if (lng === 'en' && findings.arabicFonts > 0) problems.push('an English page loads an Arabic font file');
  if (lng === 'ar' && findings.arabicFonts === 0) problems.push('an Arabic page loads no Arabic font file');
  return { sum, findings, problems };
}
