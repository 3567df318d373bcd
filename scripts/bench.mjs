// `npm run bench`: the server throughput targets of issue #9, measured on this machine over loopback.
// Starts the production build on a PostgreSQL database it creates (and drops), nginx serving the
// same home-page bytes, and wrk; prints raw wrk output, then targets and results with PASS/FAIL.
// Exit code 1 when a target is missed. Needs nginx and wrk (apt-get install nginx wrk).
//
// Environment (all optional): BENCH_POSTGRES_URL (server to create the database on, default
// postgres://postgres@127.0.0.1:5432), BENCH_PORT (first of eleven ports, default 4500),
// BENCH_SECONDS (per wrk run, default 10), BENCH_WRK_CONNECTIONS (32), BENCH_WRK_THREADS (1),
// BENCH_NGINX_WORKERS (1), BENCH_SAVES (saves per target, 100), BENCH_ITEMS (stories and posts of
// section f, 10,000 each), BENCH_DB_PREFIX (bench_), LOG_LEVEL
// (info, as `npm start`), WEB_BUILD_DIR.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { collectionsAtScale } from './perf/collections-at-scale.mjs';
import {
  buildDir,
  ensureBuild,
  findProgram,
  fixed,
  machine,
  onCleanup,
  percentile,
  root,
  runMain,
  sleep,
  startApp,
  stopProcess,
  table,
  waitForQuiet,
} from './perf/common.mjs';
import { folderMb, mixedLoad, ONE_GB, startMeasured } from './perf/footprint.mjs';
import { compareAnswers, indexBuildMs, installSearchSite, measureSearch } from './perf/search-at-scale.mjs';
import { typingCheck, typingInItemForm } from './perf/typing.mjs';
import { WRK, wrk } from './perf/wrk.mjs';

const PORT = Number(process.env.BENCH_PORT || 4500);
const POSTGRES = (process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/[^/:]*$/, '');
const DB_PREFIX = process.env.BENCH_DB_PREFIX || 'bench_';
// One nginx worker: the app is one Node.js process on one core, so one nginx process (also one
// event loop) is the like-for-like comparison; `auto` would give nginx both cores, one of them
// shared with wrk. Scaling either out means more processes.
const NGINX_WORKERS = process.env.BENCH_NGINX_WORKERS || '1';
const SAVES = Number(process.env.BENCH_SAVES || 100);
/** Stories and posts of the collections-at-scale section (issue #30). */
const ITEMS = Number(process.env.BENCH_ITEMS || 10_000);
const LOG_LEVEL = process.env.LOG_LEVEL || 'info';
const SHORT = Math.max(2, Math.round(WRK.seconds / 2));
/** What a browser sends (it would offer br too; nginx here has no Brotli, so both sides send gzip). */
const GZIP = { 'Accept-Encoding': 'gzip' };
/** Unmeasured runs first, so the JIT has compiled the hot paths of every process measured. */
const WARM = 2;
const workDir = path.join(root, '.tmp/bench');
const reportFile = path.join(workDir, 'report.txt');

const results = [['target', 'goal', 'result', '']];
let failed = false;

let started = performance.now();

/** A heading with the seconds since the start, so slow phases show. */
function section(title) {
  out(`\n## ${title} [${fixed((performance.now() - started) / 1000, 0)} s]`);
}

function out(text = '') {
  console.log(text);
  appendFileSync(reportFile, `${text}\n`);
}

function check(name, goal, result, pass) {
  results.push([name, goal, result, pass === undefined ? 'info' : pass ? 'PASS' : 'FAIL']);
  if (pass === false) failed = true;
}

async function runWrk(label, url, options) {
  const result = await wrk(wrkPath, url, options);
  out(`\n### ${label}\n${result.raw}`);
  if (result.errors) out(`!! ${result.errors} failed or non-2xx responses in this run`);
  return result;
}

async function get(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 200)}`);
  const timing = response.headers.get('server-timing') ?? '';
  const render = /render;dur=([\d.]+)/.exec(timing);
  return {
    ms,
    body,
    timing,
    cache: /cache;desc="?(\w+)/.exec(timing)?.[1],
    renderMs: render ? Number(render[1]) : undefined,
  };
}

/** `n` sequential requests after `warm` unmeasured ones: client latency and server render times. */
/**
 * `n` requests one after the other, after `warmSeconds` of unmeasured ones (as every wrk row gets):
 * a process's first few hundred renders run code the JIT has not optimised yet.
 */
async function sequential(url, n, warmSeconds = WARM) {
  const warmUntil = performance.now() + warmSeconds * 1000;
  while (performance.now() < warmUntil) await get(url);
  const total = [];
  const render = [];
  const caches = new Set();
  for (let i = 0; i < n; i++) {
    const r = await get(url);
    total.push(r.ms);
    if (r.renderMs !== undefined) render.push(r.renderMs);
    if (r.cache) caches.add(r.cache);
  }
  return { total, render, caches: [...caches] };
}

const pct = (values) =>
  `p50 ${fixed(percentile(values, 50), 2)} ms, p95 ${fixed(percentile(values, 95), 2)} ms, max ${fixed(Math.max(...values), 2)} ms`;

let wrkPath;

async function createDatabase() {
  const name = `${DB_PREFIX}${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${POSTGRES} (${error.message}): start it, or set BENCH_POSTGRES_URL.`,
    );
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onCleanup(async () => {
    const client = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  return `${POSTGRES}/${name}`;
}

/** GET `url` with `headers` and the body as sent (fetch would decode a compressed one). */
function getRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** nginx serving `html` at `/`, and `gz` (its gzip copy, as the app sends it) to clients that take gzip. */
async function startNginx(nginxPath, html, gz, port, name = 'nginx') {
  // Workers may run as nobody: the served directory must be readable by everyone.
  const www = mkdtempSync(path.join(os.tmpdir(), 'bench-www-'));
  onCleanup(() => rmSync(www, { recursive: true, force: true }));
  chmodSync(www, 0o755);
  writeFileSync(path.join(www, 'index.html'), html, { mode: 0o644 });
  writeFileSync(path.join(www, 'index.html.gz'), gz, { mode: 0o644 });
  const prefix = path.join(workDir, name);
  mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `# Generated by scripts/bench.mjs
worker_processes ${NGINX_WORKERS};
daemon off;
master_process on;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  # Logged per request, as a deployed nginx (and the app at LOG_LEVEL=info) would be.
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; }
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  # The precompressed copy (index.html.gz, the app's own gzip bytes) to clients that take gzip, as
  # the app sends its cached copy: neither side compresses per request.
  gzip_static on;
  # Node.js keeps a connection open for any number of requests; so does nginx here.
  keepalive_requests 10000000;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location = / { try_files /index.html =404; }
  }
}
`,
  );
  const child = spawn(nginxPath, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  onCleanup(() => stopProcess(child));
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr.trim()}`);
    try {
      const plain = await getRaw(url);
      if (!plain.body.equals(html)) throw new Error('nginx serves other bytes than the app');
      const gzipped = await getRaw(url, { 'accept-encoding': 'gzip' });
      if (gzipped.headers['content-encoding'] !== 'gzip' || !gzipped.body.equals(gz))
        throw new Error('nginx serves other gzip bytes than the app');
      return url;
    } catch (error) {
      if (error.message.startsWith('nginx')) throw error;
      await sleep(100);
    }
  }
  throw new Error(`nginx did not answer on ${url}: ${stderr.trim()}`);
}

/** PUT a new title on `block` through copy `writer`, then GET `url` until it shows; ms from PUT to seen. */
async function saveThenRead(writer, token, block, url, marker, slug = 'home') {
  const content = structuredClone(block.content);
  content.title = { ...content.title, en: `Saved ${marker}` };
  const started = performance.now();
  const put = await fetch(`${writer.url}/v1/pages/blocks/${block.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: block.block_type, content, version: block.version }),
  });
  const stored = await put.json();
  if (!put.ok) throw new Error(`PUT answered ${put.status}: ${JSON.stringify(stored).slice(0, 300)}`);
  block.version = stored.version;
  block.content = content;
  // Visitors see drafts once published (ADR 0025): the page goes live in one step.
  const published = await fetch(`${writer.url}/v1/pages/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ slugs: [slug] }),
  });
  if (!published.ok) throw new Error(`publish answered ${published.status}: ${(await published.text()).slice(0, 300)}`);
  const putMs = performance.now() - started;
  for (let gets = 1; ; gets++) {
    const { body } = await get(url);
    const ms = performance.now() - started;
    if (body.includes(marker)) return { ms, putMs, gets };
    if (ms > 2000) return { ms: Number.POSITIVE_INFINITY, putMs, gets };
  }
}

/** Adds copies of the page's own blocks on copy `app` until it has 20, publishes it, and returns its draft. */
async function twentyBlocks(app, token, slug) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const draft = async () => (await fetch(`${app.url}/v1/pages/${slug}?draft=true`, { headers })).json();
  const { blocks } = await draft();
  for (let i = blocks.length; i < 20; i++) {
    const source = blocks[i % blocks.length];
    const added = await fetch(`${app.url}/v1/pages/${slug}/blocks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ block_type: source.block_type, content: source.content }),
    });
    if (!added.ok) throw new Error(`adding a block answered ${added.status}: ${(await added.text()).slice(0, 300)}`);
  }
  const published = await fetch(`${app.url}/v1/pages/publish`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ slugs: [slug] }),
  });
  if (!published.ok) throw new Error(`publish answered ${published.status}`);
  return draft();
}

/**
 * A page's event stream (GET /v1/pages/:slug/events, ADR 0028) read with fetch, as the editor reads
 * it: `next(name, match)` resolves with the first event from now on that matches.
 */
async function openEvents(base, slug, token) {
  const controller = new AbortController();
  const response = await fetch(`${base}/v1/pages/${slug}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
  const waiting = new Set();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const text = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(text)?.[1];
          const data = /^data: (.*)$/m.exec(text)?.[1];
          if (!event || !data) continue;
          const value = JSON.parse(data);
          for (const waiter of [...waiting]) {
            if (waiter.event !== event || !waiter.match(value)) continue;
            waiting.delete(waiter);
            waiter.resolve({ value, at: performance.now() });
          }
        }
      }
    } catch {}
  })();
  return {
    next: (event, match = () => true, ms = 2000) =>
      new Promise((resolve) => {
        const waiter = { event, match, resolve };
        waiting.add(waiter);
        setTimeout(() => {
          if (waiting.delete(waiter)) resolve({ value: null, at: Number.POSITIVE_INFINITY });
        }, ms);
      }),
    close: () => controller.abort(),
  };
}

/**
 * Reads of one content page from two sites, interleaved so that the load of a shared machine falls
 * on both alike: cached (wrk, in turn) and uncached (sequential requests, alternating).
 */
async function compareReads(sites, page, route) {
  const figures = sites.map(() => ({}));
  for (const [kind, suffix] of [
    ['JSON', `/v1/pages/${page}`],
    ['HTML', route],
  ]) {
    for (const site of sites) await wrk(wrkPath, `${site.cached.url}${suffix}`, { seconds: WARM });
    for (const [i, site] of sites.entries()) {
      const r = await runWrk(`${site.name}: cached GET ${suffix} (${SHORT} s)`, `${site.cached.url}${suffix}`, {
        seconds: SHORT,
      });
      figures[i][`cached ${kind} req/s`] = r.rps;
    }
  }
  for (const [kind, suffix] of [
    ['JSON', `/v1/pages/${page}`],
    ['HTML', route],
  ]) {
    const times = sites.map(() => []);
    for (const site of sites) for (let i = 0; i < 30; i++) await get(`${site.uncached.url}${suffix}`);
    for (let i = 0; i < 100; i++) {
      for (const [j, site] of sites.entries()) times[j].push((await get(`${site.uncached.url}${suffix}`)).ms);
    }
    for (const [j] of sites.entries()) figures[j][`uncached ${kind} p50 ms`] = percentile(times[j], 50);
  }
  return figures;
}

async function insertPages(databaseUrl, pages, blocksPerPage) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO pages (slug, title)
       SELECT 'bench-page-' || g, jsonb_build_object('en', 'Bench page ' || g, 'ar', 'صفحة ' || g)
       FROM generate_series(1, $1) g`,
      [pages],
    );
    // Block k of each new page copies one of the seeded blocks, in turn.
    await client.query(
      `WITH seed AS (
         SELECT block_type, content, row_number() OVER (ORDER BY page_id, "order") - 1 AS n
         FROM blocks),
       total AS (SELECT count(*) AS c FROM seed)
       INSERT INTO blocks (page_id, block_type, "order", content)
       SELECT p.id, s.block_type, k, s.content
       FROM pages p CROSS JOIN generate_series(0, $1 - 1) k CROSS JOIN total
       JOIN seed s ON s.n = (p.id * $1 + k) % total.c
       WHERE p.slug LIKE 'bench-page-%'`,
      [blocksPerPage],
    );
    await client.query('COMMIT');
    // What autovacuum would do within a minute on a live server.
    await client.query('ANALYZE pages; ANALYZE blocks');
    const { rows } = await client.query(
      'SELECT (SELECT count(*) FROM pages) AS pages, (SELECT count(*) FROM blocks) AS blocks',
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** Sections a–g: throughput against nginx, renders, saves, presence, 1,000 pages, collections at scale. */
async function serverSections({ nginxPath, shared, app }) {
  const [databaseUrl, largeUrl] = await Promise.all([createDatabase(), createDatabase()]);
  shared.DATABASE_URL = databaseUrl;
  // The first copy on each database migrates and seeds it; then the others start on it.
  const [copy1, largeCached] = await Promise.all([
    app('copy 1', PORT),
    app('large site', PORT + 4, { DATABASE_URL: largeUrl }),
  ]);
  const [copy2, uncached, largeUncached, counts] = await Promise.all([
    app('copy 2', PORT + 1, { LOG_LEVEL: 'warn' }),
    app('uncached', PORT + 3, { PAGE_CACHE: 'off' }),
    app('large site uncached', PORT + 5, { DATABASE_URL: largeUrl, PAGE_CACHE: 'off' }),
    insertPages(largeUrl, 1000, 20),
  ]);
  out(
    `App: copy 1 on :${PORT} (LOG_LEVEL=${LOG_LEVEL}), copy 2 on :${PORT + 1} (LOG_LEVEL=warn), uncached copy on :${PORT + 3} (PAGE_CACHE=off), all on the seeded database;`,
  );
  out(
    `     on a second database with 1,000 more pages of 20 blocks (${counts.pages} pages, ${counts.blocks} blocks): :${PORT + 4} cached and :${PORT + 5} uncached`,
  );

  // a. Cached home page vs nginx serving the same bytes: as wrk asks by default (no Accept-Encoding,
  // 79 KB of HTML per answer: mostly a test of copying bytes), and as a browser asks (gzip; both
  // sides send their precompressed copy).
  section('a. Cached SSR of the home page vs nginx (same bytes, plain and gzip)');
  for (let i = 0; i < 5; i++) await get(`${copy1.url}/`);
  const home = await getRaw(`${copy1.url}/`);
  const homeGz = await getRaw(`${copy1.url}/`, GZIP);
  if (homeGz.headers['content-encoding'] !== 'gzip') throw new Error('the app sent no gzip copy of the home page');
  const html = home.body;
  out(
    `Home page: ${html.length} bytes, gzip ${homeGz.body.length} bytes; Server-Timing: ${home.headers['server-timing'] ?? '(none)'}; Cache-Control: ${home.headers['cache-control'] ?? '(none)'}`,
  );
  const nginxUrl = await startNginx(nginxPath, html, homeGz.body, PORT + 2);
  const homeRows = [
    ['home SSR cached, app/nginx', {}, 0.85],
    ['home SSR cached gzip, app/nginx', GZIP, 0.7],
  ];
  const ssrRuns = [];
  for (const [name, headers, goal] of homeRows) {
    const how = headers === GZIP ? ', Accept-Encoding: gzip' : ', no Accept-Encoding';
    await wrk(wrkPath, nginxUrl, { seconds: WARM, headers });
    await wrk(wrkPath, `${copy1.url}/`, { seconds: WARM, headers });
    const nginx = await runWrk(`nginx, worker_processes ${NGINX_WORKERS}${how}`, nginxUrl, { headers });
    const ssr = await runWrk(`app, home page (LOG_LEVEL=${LOG_LEVEL})${how}`, `${copy1.url}/`, { headers });
    ssrRuns.push(ssr);
    const ratio = ssr.rps / nginx.rps;
    check(
      name,
      `≥ ${fixed(goal, 2)}`,
      `${fixed(ratio, 2)} (${fixed(ssr.rps, 0)} / ${fixed(nginx.rps, 0)} req/s)`,
      ratio >= goal && !ssr.errors && !nginx.errors,
    );
  }
  const ssr = ssrRuns[0];
  await wrk(wrkPath, `${copy2.url}/`, { seconds: WARM });
  const quiet = await runWrk('app, home page (LOG_LEVEL=warn: no request logs), no Accept-Encoding', `${copy2.url}/`);
  check(
    'logging cost (home SSR)',
    '',
    `info ${fixed(ssr.rps, 0)} vs warn ${fixed(quiet.rps, 0)} req/s (${fixed((1 - ssr.rps / quiet.rps) * 100, 0)}% fewer with logs)`,
  );

  // b. Page JSON.
  section('b. GET /v1/pages/home');
  await wrk(wrkPath, `${copy1.url}/v1/pages/home`, { seconds: WARM });
  const json = await runWrk(`app, /v1/pages/home (LOG_LEVEL=${LOG_LEVEL})`, `${copy1.url}/v1/pages/home`);
  check(
    'GET /v1/pages/home cached',
    '≥ 15,000 req/s',
    `${fixed(json.rps, 0)} req/s`,
    json.rps >= 15_000 && !json.errors,
  );

  // c. Uncached render.
  section(`c. Uncached render of the home page (PAGE_CACHE=off), 200 sequential requests after ${WARM} s unmeasured`);
  const cold = await sequential(`${uncached.url}/`, 200);
  out(`Server-Timing cache states seen: ${cold.caches.join(', ') || '(no Server-Timing header)'}`);
  out(`total latency: ${pct(cold.total)}`);
  if (cold.render.length) out(`render (Server-Timing): ${pct(cold.render)}`);
  if (cold.caches.includes('hit')) out('!! PAGE_CACHE=off still answered from a cache');
  const renderFigures = cold.render.length ? cold.render : cold.total;
  const renderP50 = percentile(renderFigures, 50);
  check(
    `uncached home render p50 (${cold.render.length ? 'Server-Timing' : 'client latency: no Server-Timing'})`,
    '< 8 ms',
    `${fixed(renderP50, 2)} ms (p95 ${fixed(percentile(renderFigures, 95), 2)}); total p50 ${fixed(percentile(cold.total, 50), 2)} ms`,
    renderP50 < 8 && !cold.caches.includes('hit'),
  );
  const coldJson = await sequential(`${uncached.url}/v1/pages/home`, 200);
  out(`uncached GET /v1/pages/home total latency: ${pct(coldJson.total)}`);

  // d. A save and its publish on copy 1 (ADR 0025), read from copy 1 and from copy 2, on a page of 20 blocks.
  section(
    `d. A save and publish of a 20-block page (PUT, then POST /v1/pages/publish on copy 1) visible to visitors, ${SAVES} per row`,
  );
  const login = await fetch(`${copy1.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shared.ADMIN_EMAIL, password: shared.ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { access_token: token } = await login.json();
  const PUBLISHED_SLUG = 'why-choose-us';
  const page = await twentyBlocks(copy1, token, PUBLISHED_SLUG);
  const block = page.blocks.find((b) => typeof b.content?.title?.en === 'string');
  if (!block) throw new Error(`no block with an English title on the ${PUBLISHED_SLUG} page`);
  out(
    `Page ${PUBLISHED_SLUG}: ${page.blocks.length} blocks. Block: ${block.block_type} ${block.id}; the time runs from sending the PUT to a GET response showing the new text`,
  );
  const targets = [
    ['same copy, JSON', `${copy1.url}/v1/pages/${PUBLISHED_SLUG}`],
    ['same copy, HTML', `${copy1.url}/why-choose-us?lng=en`],
    ['other copy, JSON', `${copy2.url}/v1/pages/${PUBLISHED_SLUG}`],
    ['other copy, HTML', `${copy2.url}/why-choose-us?lng=en`],
  ].map(([name, url]) => ({ name, url, runs: [], stale: 0 }));
  const run = randomBytes(3).toString('hex');
  for (let i = 0; i < SAVES; i++) {
    for (const target of targets) {
      if (target.stale >= 3) continue; // stale three times: the copy does not learn of saves
      const r = await saveThenRead(
        copy1,
        token,
        block,
        target.url,
        `bench-${run}-${targets.indexOf(target)}-${target.runs.length}x`,
        PUBLISHED_SLUG,
      );
      target.runs.push(r);
      if (!Number.isFinite(r.ms)) target.stale++;
    }
  }
  const saveRows = [['read from', 'saves', 'next GET shows it', 'PUT p50', 'visible p50', 'p95', 'max']];
  for (const target of targets) {
    const ms = target.runs.map((r) => r.ms);
    const nextGet = target.runs.filter((r) => r.gets === 1 && Number.isFinite(r.ms)).length;
    saveRows.push([
      target.name,
      target.runs.length,
      `${nextGet}/${target.runs.length}`,
      `${fixed(
        percentile(
          target.runs.map((r) => r.putMs),
          50,
        ),
        1,
      )} ms`,
      `${fixed(percentile(ms, 50), 1)} ms`,
      `${fixed(percentile(ms, 95), 1)} ms`,
      `${fixed(Math.max(...ms), 1)} ms`,
    ]);
    const p95 = percentile(ms, 95);
    check(
      `save + publish visible, ${target.name}`,
      'p95 < 1 s',
      target.stale >= 3
        ? `still stale after 2 s (${target.stale} of ${target.runs.length} saves): stopped`
        : `p95 ${fixed(p95, 1)} ms, max ${fixed(Math.max(...ms), 1)} ms`,
      p95 < 1000,
    );
  }
  out(table(saveRows));

  // d1. Visitors read the live release whatever the draft holds (issue #19): the same page with its
  // draft equal to the live page and with every block changed and unpublished, in turn, twice each.
  section(
    `d1. Visitor reads of the ${PUBLISHED_SLUG} page with no draft changes and with every titled block changed, unpublished`,
  );
  const draftBlocks = (
    await (
      await fetch(`${copy1.url}/v1/pages/${PUBLISHED_SLUG}?draft=true`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).blocks.filter((b) => typeof b.content?.title?.en === 'string');
  const changeEveryBlock = async (round) => {
    for (const b of draftBlocks) {
      const content = structuredClone(b.content);
      content.title = { ...(content.title ?? {}), en: `Unpublished ${run}-${round}` };
      const put = await fetch(`${copy1.url}/v1/pages/blocks/${b.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: b.block_type, content }),
      });
      if (!put.ok) throw new Error(`PUT answered ${put.status}: ${(await put.text()).slice(0, 300)}`);
    }
  };
  const discardDraft = async () => {
    const answer = await fetch(`${copy1.url}/v1/pages/${PUBLISHED_SLUG}/discard`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!answer.ok) throw new Error(`discard answered ${answer.status}`);
  };
  const readSite = [{ name: PUBLISHED_SLUG, cached: copy1, uncached }];
  const rounds = { clean: [], drafts: [] };
  for (let round = 0; round < 2; round++) {
    rounds.clean.push((await compareReads(readSite, PUBLISHED_SLUG, '/why-choose-us?lng=en'))[0]);
    await changeEveryBlock(round);
    rounds.drafts.push((await compareReads(readSite, PUBLISHED_SLUG, '/why-choose-us?lng=en'))[0]);
    await discardDraft();
  }
  const mean = (list, name) => list.reduce((sum, f) => sum + f[name], 0) / list.length;
  const draftRows = [['reads', 'no draft changes', `${draftBlocks.length} unpublished block changes`, 'change']];
  for (const name of Object.keys(rounds.clean[0])) {
    const was = mean(rounds.clean, name);
    const now = mean(rounds.drafts, name);
    const change = now / was - 1;
    draftRows.push([name, fixed(was, 2), fixed(now, 2), `${change >= 0 ? '+' : ''}${fixed(change * 100, 1)}%`]);
    const worse = name.includes('req/s') ? -change : change;
    check(
      `drafts in place: ${name}`,
      'within 5%',
      `${fixed(was, 2)} → ${fixed(now, 2)} (${change >= 0 ? '+' : ''}${fixed(change * 100, 1)}%)`,
      worse <= 0.05,
    );
  }
  out(table(draftRows));

  // d2. Editors see each other (issue #19): another editor's save, shown on the other copy's stream.
  section(`d2. Presence and live updates: a save on copy 1 heard on copy 2's event stream, ${SAVES} saves`);
  const editor = { email: `bench-editor-${run}@example.com`, password: 'Bench!editor-pass1', role: 'editor' };
  const registered = await fetch(`${copy1.url}/v1/auth/register`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  });
  if (!registered.ok) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const editorLogin = await fetch(`${copy2.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: editor.email, password: editor.password }),
  });
  const { access_token: editorToken } = await editorLogin.json();
  const about = JSON.parse((await get(`${copy1.url}/v1/pages/about`)).body);
  const aboutBlock = about.blocks.find((b) => typeof b.content?.title?.en === 'string');
  if (!aboutBlock) throw new Error('no block with an English title on the about page');
  const watcher = await openEvents(copy2.url, 'about', editorToken);
  const writer = await openEvents(copy1.url, 'about', token);
  const { value: ready } = await writer.next('ready');
  if (!ready) throw new Error('no ready event from copy 1');
  const live = [];
  for (let i = 0; i < SAVES; i++) {
    const heard = watcher.next(
      'block-saved',
      (d) => d.block.id === aboutBlock.id && d.block.version > aboutBlock.version,
    );
    const started = performance.now();
    const content = structuredClone(aboutBlock.content);
    content.title = { ...content.title, en: `Live ${run}-${i}` };
    const put = await fetch(`${copy1.url}/v1/pages/blocks/${aboutBlock.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: aboutBlock.block_type, content, version: aboutBlock.version }),
    });
    const stored = await put.json();
    if (!put.ok) throw new Error(`PUT answered ${put.status}: ${JSON.stringify(stored).slice(0, 300)}`);
    const { value, at } = await heard;
    aboutBlock.version = stored.version;
    aboutBlock.content = content;
    live.push(value?.block.content.title.en === content.title.en ? at - started : Number.POSITIVE_INFINITY);
  }
  // Presence: the block one editor moves into, seen by the other on the other copy.
  const moves = [];
  for (let i = 0; i < Math.min(SAVES, 50); i++) {
    const block = about.blocks[i % about.blocks.length].id;
    const seen = watcher.next('presence', (d) => d.editors.some((e) => e.block_id === block));
    const started = performance.now();
    const said = await fetch(`${copy1.url}/v1/pages/about/presence`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ connection: ready.connection, block_id: block }),
    });
    if (said.status !== 204) throw new Error(`presence answered ${said.status}`);
    moves.push((await seen).at - started);
    // Back to no block, so that the next move is a change.
    const cleared = watcher.next('presence', (d) => d.editors.every((e) => e.block_id === null));
    await fetch(`${copy1.url}/v1/pages/about/presence`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ connection: ready.connection, block_id: null }),
    });
    await cleared;
  }
  watcher.close();
  writer.close();
  out(
    table([
      ['heard on copy 2', 'count', 'p50', 'p95', 'max'],
      [
        "another editor's save (PUT sent → block-saved)",
        live.length,
        ...[50, 95].map((q) => `${fixed(percentile(live, q), 1)} ms`),
        `${fixed(Math.max(...live), 1)} ms`,
      ],
      [
        'a move into a block (POST sent → presence)',
        moves.length,
        ...[50, 95].map((q) => `${fixed(percentile(moves, q), 1)} ms`),
        `${fixed(Math.max(...moves), 1)} ms`,
      ],
    ]),
  );
  check(
    "presence and live updates: another editor's save shown within 1 s",
    'p95 < 1000 ms',
    `p95 ${fixed(percentile(live, 95), 1)} ms, max ${fixed(Math.max(...live), 1)} ms`,
    percentile(live, 95) < 1000,
  );
  check(
    'presence: a move into a block seen on the other copy',
    'p95 < 1000 ms',
    `p95 ${fixed(percentile(moves, 95), 1)} ms`,
    percentile(moves, 95) < 1000,
  );

  // e. 1,000 pages of 20 blocks.
  section('e. Page reads: the seeded site vs the same plus 1,000 pages of 20 blocks (interleaved runs)');
  const [before, after] = await compareReads(
    [
      { name: 'seeded', cached: copy1, uncached },
      { name: '+1,000 pages', cached: largeCached, uncached: largeUncached },
    ],
    'about',
    '/about?lng=en',
  );
  const scaleRows = [['page /about', 'seeded', '+1,000 pages', 'change']];
  for (const [name, was] of Object.entries(before)) {
    const now = after[name];
    const change = now / was - 1;
    scaleRows.push([
      name,
      fixed(was, name.includes('req/s') ? 0 : 2),
      fixed(now, name.includes('req/s') ? 0 : 2),
      `${change >= 0 ? '+' : ''}${fixed(change * 100, 0)}%`,
    ]);
    // Faster is never a failure: req/s may drop, or latency grow, by at most 20%.
    const worse = name.includes('req/s') ? -change : change;
    check(
      `1,000 pages: ${name}`,
      '±20%',
      `${fixed(was, 2)} → ${fixed(now, 2)} (${change >= 0 ? '+' : ''}${fixed(change * 100, 0)}%)`,
      worse <= 0.2,
    );
  }
  out(table(scaleRows));

  // f. Collections at scale (issue #30): the editors' item routes with 10,000 stories and 10,000 posts,
  // added as drafts, then published; on a database of their own (the seeded site plus the items),
  // beside the seeded site (section e's 1,000 pages would each add a gallery that every item write
  // touches: a cost of list blocks, not of items).
  section(
    `f. Collections at scale: ${ITEMS.toLocaleString('en')} stories and ${ITEMS.toLocaleString('en')} posts, the editors' item routes and the visitors' pages`,
  );
  const itemsUrl = await createDatabase();
  const itemsCached = await app('collections site', PORT + 6, { DATABASE_URL: itemsUrl });
  const [itemsUncached, itemsOther] = await Promise.all([
    app('collections site uncached', PORT + 7, { DATABASE_URL: itemsUrl, PAGE_CACHE: 'off' }),
    app('collections site copy 2', PORT + 8, { DATABASE_URL: itemsUrl, LOG_LEVEL: 'warn' }),
  ]);
  out(
    `App: :${PORT + 6} cached, :${PORT + 7} uncached and :${PORT + 8} a second cached copy, on a third database (seeded, then the items)`,
  );
  const largeLogin = await fetch(`${itemsCached.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shared.ADMIN_EMAIL, password: shared.ADMIN_PASSWORD }),
  });
  if (!largeLogin.ok) throw new Error(`login answered ${largeLogin.status}: ${await largeLogin.text()}`);
  const largeTokens = await largeLogin.json();
  const atScale = await collectionsAtScale({
    base: itemsCached.url,
    token: largeTokens.access_token,
    databaseUrl: itemsUrl,
    n: ITEMS,
    visitors: {
      seeded: copy1.url,
      large: itemsCached.url,
      seededUncached: uncached.url,
      largeUncached: itemsUncached.url,
      largeOther: itemsOther.url,
    },
  });
  for (const line of atScale.lines) out(line);
  for (const [name, goal, result, pass] of atScale.checks) check(name, goal, result, pass);

  // Cached list pages at N against nginx serving the same bytes, as section a does for the home page.
  // Steady state: this copy has just seeded and rendered 20,000 items' pages, so both sides are
  // warmed for longer, and the ratio is the median of three interleaved pairs of runs (one pair
  // swings 0.67–0.9 on this shared machine; warmed, 0.83–1.0). The database's autovacuum after the
  // bulk load and publish, if left to start on its own, lands in some of these runs and not others:
  // it runs now, as it would within a minute on a live server, and each page waits for a quiet machine.
  const vacuum = new pg.Client({ connectionString: itemsUrl });
  await vacuum.connect();
  try {
    await vacuum.query('VACUUM ANALYZE');
  } finally {
    await vacuum.end();
  }
  for (const [index, page] of [
    '/customer-stories?industry=banking&page=3',
    '/resources?filter=blog&page=3',
  ].entries()) {
    const url = `${itemsCached.url}${page}`;
    for (let i = 0; i < 5; i++) await get(url);
    const plain = await getRaw(url);
    const gz = await getRaw(url, GZIP);
    const listNginx = await startNginx(nginxPath, plain.body, gz.body, PORT + 9 + index, `nginx-list-${index}`);
    await wrk(wrkPath, listNginx, { seconds: 4 * WARM });
    await wrk(wrkPath, url, { seconds: 4 * WARM });
    const quiet = await waitForQuiet();
    out(`quiet before ${page}: waited ${fixed(quiet.waitedMs / 1000)} s, CPU ${fixed(quiet.share * 100, 0)} % busy`);
    const pairs = [];
    for (let run = 1; run <= 3; run++) {
      const nginx = await runWrk(`nginx, the same bytes as ${page} (run ${run} of 3)`, listNginx);
      const listed = await runWrk(`app, ${page} at N=${ITEMS} (cached, run ${run} of 3)`, url);
      pairs.push({ ratio: listed.rps / nginx.rps, listed, nginx });
    }
    pairs.sort((a, b) => a.ratio - b.ratio);
    const { ratio, listed, nginx } = pairs[1];
    check(
      `collections (N=${ITEMS}, PostgreSQL): cached ${page}, app/nginx`,
      '≥ 0.85',
      `${fixed(ratio, 2)} (median of ${pairs.map((pair) => fixed(pair.ratio, 2)).join(', ')}; ${fixed(listed.rps, 0)} / ${fixed(nginx.rps, 0)} req/s, ${plain.body.length} B)`,
      ratio >= 0.85 && pairs.every((pair) => !pair.listed.errors && !pair.nginx.errors),
    );
  }

  // Typing in a story's form with the 10,000 stories' list open in the panel.
  const typed = typingCheck(
    `a story’s form, the panel listing ${ITEMS.toLocaleString('en')} stories`,
    await typingInItemForm({
      base: itemsCached.url,
      tokens: { access: largeTokens.access_token, refresh: largeTokens.refresh_token },
      path: '/customer-stories',
      block: 2,
      list: 'stories',
    }),
  );
  out(typed.line);
  check(...typed.check);

  // g. The same on the embedded database (`npm start` without DATABASE_URL): one process, so no
  // uncached copy or second copy beside it; its own data folder.
  section(
    `g. Collections at scale on the embedded database (PGlite): ${ITEMS.toLocaleString('en')} stories and ${ITEMS.toLocaleString('en')} posts`,
  );
  await Promise.all([itemsCached.stop(), itemsUncached.stop(), itemsOther.stop()]);
  const embeddedDir = path.join(workDir, 'data-embedded');
  const embedded = await app('collections site, embedded', PORT + 6, {
    DATABASE_URL: undefined,
    DATA_DIR: embeddedDir,
  });
  out(`App: :${PORT + 6} on PGlite (DATA_DIR ${path.relative(root, embeddedDir)})`);
  const embeddedLogin = await fetch(`${embedded.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shared.ADMIN_EMAIL, password: shared.ADMIN_PASSWORD }),
  });
  if (!embeddedLogin.ok) throw new Error(`login answered ${embeddedLogin.status}: ${await embeddedLogin.text()}`);
  const onPglite = await collectionsAtScale({
    base: embedded.url,
    token: (await embeddedLogin.json()).access_token,
    n: ITEMS,
    on: 'PGlite',
    visitors: { large: embedded.url },
  });
  for (const line of onPglite.lines) out(line);
  for (const [name, goal, result, pass] of onPglite.checks) check(name, goal, result, pass);
}

/**
 * h. The site search at scale (issue #32): 10,000 stories and 10,000 posts (`BENCH_ITEMS`) with
 * varied English and Arabic texts, plus 500 vacancies and 300 team members, added and published as
 * in sections f and g, on PostgreSQL and then on the embedded database, each on a database of its
 * own. Then searches and suggestions one at a time, misses and hits (scripts/perf/search-at-scale.mjs);
 * a cached search under wrk; the results page's HTML; and the index built again at start-up from
 * empty tables, as after an upgrade that adds it. The two databases' answers are compared.
 */
async function searchSections({ shared, app }) {
  // The limit per address is the API's; the bench asks from one address thousands of times.
  const limit = { SEARCH_RATE_LIMIT: '1000000' };
  const runs = [];
  for (const on of ['PostgreSQL', 'PGlite']) {
    section(
      `h. Site search on ${on === 'PGlite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}: ${ITEMS.toLocaleString('en')} stories and ${ITEMS.toLocaleString('en')} posts with varied English and Arabic texts, published`,
    );
    const databaseUrl = on === 'PGlite' ? undefined : await createDatabase();
    const dataDir = path.join(workDir, on === 'PGlite' ? 'data-search-embedded' : 'data-search');
    const env = { ...limit, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    const start = (name) => app(name, PORT + 6, env, { readyTimeoutMs: 600_000 });
    let site = await start(`search site ${on}`);
    out(
      `App: :${PORT + 6} on ${on === 'PGlite' ? `PGlite (DATA_DIR ${path.relative(root, dataDir)})` : 'a database of its own'}`,
    );
    const installed = await installSearchSite({ base: site.url, token: await signIn(site.url, shared), n: ITEMS });
    for (const line of installed.lines) out(line);
    if (databaseUrl) {
      // What autovacuum would do within a minute on a live server after the bulk load (as section f).
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query('VACUUM ANALYZE');
        const { rows } = await client.query(
          'select (select count(*) from search_entries)::int as entries, (select count(*) from search_words)::int as words',
        );
        out(
          `Index: ${rows[0].entries} rows (one per page or item and language), ${rows[0].words} words in the vocabulary`,
        );
      } finally {
        await client.end();
      }
    }
    const measured = await measureSearch({ base: site.url, n: ITEMS, on });
    for (const line of measured.lines) out(line);
    for (const [name, goal, result, pass] of measured.checks) check(name, goal, result, pass);
    runs.push({ on, answers: measured.answers });

    // Throughput of a cached answer (each request still counts against the limit in the database).
    if (wrkPath) {
      const cached = `${site.url}/v1/search?q=${encodeURIComponent('leadership programme')}&lang=en`;
      await wrk(wrkPath, cached, { seconds: WARM });
      const r = await runWrk(`app, a cached search (${on})`, cached, { seconds: SHORT });
      check(
        `search (${on}): a cached answer under wrk`,
        '',
        `${fixed(r.rps, 0)} req/s, p50 ${fixed(r.latency.p50, 2)} ms, p99 ${fixed(r.latency.p99, 2)} ms (${WRK.connections} connections)`,
      );
    }

    // The results page (issue #32), when the build has it.
    const sizes = [];
    for (const [lang, q] of [
      ['en', 'leadership programme'],
      ['ar', 'برنامج القيادة'],
    ]) {
      const page = await getRaw(`${site.url}/search?q=${encodeURIComponent(q)}&lng=${lang}`, GZIP);
      sizes.push({
        lang,
        status: page.status,
        bytes: page.body.length,
        gzip: page.headers['content-encoding'] === 'gzip',
      });
    }
    if (sizes.every((size) => size.status === 404)) {
      check(`search (${on}): the results page's HTML`, '≤ 20 KB gzip', 'pending: no /search page in this build');
    } else {
      const largest = Math.max(...sizes.map((size) => size.bytes));
      check(
        `search (${on}): the results page's HTML`,
        '≤ 20 KB gzip',
        sizes.map((size) => `${size.lang} ${fixed(size.bytes / 1024, 1)} KB (${size.status})`).join(', '),
        largest <= 20 * 1024 && sizes.every((size) => size.status === 200 && size.gzip),
      );
    }

    // The index built at start-up from empty tables (as the first start after an upgrade adding it).
    await site.stop();
    await emptySearchIndex(databaseUrl, dataDir);
    const restarted = performance.now();
    site = await start(`search site ${on} rebuilt`);
    const readyMs = performance.now() - restarted;
    // A large catch-up runs in the background once the copy is ready: its log line says when it ends.
    let buildMs = Number.NaN;
    for (const until = Date.now() + 600_000; Date.now() < until && !Number.isFinite(buildMs); await sleep(250))
      buildMs = indexBuildMs(readFileSync(site.logFile, 'utf8'));
    out(
      `Start-up with the index emptied: ready in ${fixed(readyMs / 1000, 1)} s; the catch-up (every live page and item, 200 items per transaction) took ${fixed(buildMs / 1000, 1)} s`,
    );
    check(
      `search (${on}): the index built at start-up for ${(2 * ITEMS + 800).toLocaleString('en')} items`,
      '',
      `${fixed(buildMs / 1000, 1)} s (publish with the index: ${fixed(installed.publishMs / 1000, 1)} s)`,
    );
    // The rebuilt index answers as the one written by the publish did.
    const again = new Map();
    for (const key of [...measured.answers.keys()].slice(0, 40)) {
      const [lang, ...q] = key.split(' ');
      const answer = JSON.parse(
        (await get(`${site.url}/v1/search?q=${encodeURIComponent(q.join(' '))}&lang=${lang}`)).body,
      );
      again.set(key, { total: answer.total, first: answer.results.map((hit) => hit.path) });
    }
    const same = compareAnswers(again, measured.answers);
    check(
      `search (${on}): the rebuilt index answers as before`,
      'all the same',
      `${same.totals}/${same.count} totals, ${same.pages}/${same.count} first pages${same.differ.length ? `; e.g. ${same.differ.join('; ')}` : ''}`,
      same.totals === same.count,
    );
    await site.stop();
  }
  const [first, second] = runs;
  const same = compareAnswers(first.answers, second.answers);
  out(
    `Both databases: ${same.totals} of ${same.count} searches found the same number of results, ${same.pages} the same first page in the same order${same.differ.length ? ` (e.g. ${same.differ.join('; ')})` : ''}`,
  );
  check(
    'search: PostgreSQL and PGlite give the same answers',
    'same totals',
    `${same.totals}/${same.count} totals, ${same.pages}/${same.count} first pages`,
    same.totals === same.count,
  );
}

/** Seconds of the mixed load in the footprint section (issue #34: 60). */
const FOOTPRINT_LOAD_SECONDS = Number(process.env.BENCH_FOOTPRINT_SECONDS || 60);

/**
 * i. Footprint (issue #34): the app started as `npm start` runs it (scripts/start.mjs) with the
 * README's settings for a 1 GB machine, on a new embedded database and on a new PostgreSQL
 * database: its resident memory while it starts (migrations, seed), idle 5–30 s after /healthz
 * answers, and during a mixed load (visitors, two editors publishing, forms); the data on disk
 * before and after the load.
 */
async function footprintSections({ shared }) {
  // BENCH_FOOTPRINT_SETTINGS=defaults: plain `npm start`, without the README's settings for 1 GB.
  const settings = process.env.BENCH_FOOTPRINT_SETTINGS === 'defaults' ? {} : ONE_GB;
  const described = Object.keys(settings).length
    ? `the README's settings for 1 GB (${Object.entries(settings)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')})`
    : 'no settings (BENCH_FOOTPRINT_SETTINGS=defaults)';
  for (const on of ['PGlite', 'PostgreSQL']) {
    section(
      `i. Footprint on ${on === 'PGlite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}: npm start with ${described}`,
    );
    const databaseUrl = on === 'PGlite' ? undefined : await createDatabase();
    const dataDir = path.join(workDir, `data-footprint-${on.toLowerCase()}`);
    rmSync(dataDir, { recursive: true, force: true });
    const app = await startMeasured({
      port: PORT + 7,
      env: {
        ...shared,
        ...settings,
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        INQUIRY_RATE_LIMIT: '100000',
      },
      logFile: path.join(workDir, `footprint-${on}.log`),
    });
    onCleanup(() => app.stop());
    const start = app.phase('start');
    app.mark('settling');
    await sleep(5000);
    app.mark('idle');
    await sleep(25_000);
    const idle = app.phase('idle');
    const size = async () => {
      if (!databaseUrl) return folderMb(path.join(dataDir, 'pgdata'));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query('select pg_database_size(current_database()) as bytes')).rows[0].bytes / 1024 / 1024;
      } finally {
        await client.end();
      }
    };
    const before = await size();
    app.mark('load');
    const load = await mixedLoad({
      base: app.url,
      email: shared.ADMIN_EMAIL,
      password: shared.ADMIN_PASSWORD,
      seconds: FOOTPRINT_LOAD_SECONDS,
    });
    const loaded = app.phase('load');
    const after = await size();
    await app.stop();
    out(
      `Ready in ${fixed(app.readyMs / 1000, 1)} s. Start-up peak ${fixed(start.rss, 0)} MB (with child processes ${fixed(start.tree, 0)} MB); idle 5–30 s after /healthz at most ${fixed(idle.rss, 0)} MB; under ${FOOTPRINT_LOAD_SECONDS} s of load at most ${fixed(loaded.rss, 0)} MB (${load.pages} pages, ${load.saves} saves, ${load.publishes} publishes, ${load.forms} forms${load.errors.length ? `; errors: ${load.errors.join('; ')}` : ''})`,
    );
    out(
      `Data: ${fixed(before, 1)} MB before the load, ${fixed(after, 1)} MB after (${databaseUrl ? 'pg_database_size' : 'the pgdata folder'})`,
    );
    const limits = on === 'PGlite' ? { idle: 350, start: 500, load: 450 } : { idle: 250, start: undefined, load: 350 };
    check(
      `footprint (${on}): RSS idle, 5–30 s after start`,
      `≤ ${limits.idle} MB`,
      `${fixed(idle.rss, 0)} MB`,
      idle.rss <= limits.idle,
    );
    check(
      `footprint (${on}): RSS peak while starting (migrate, seed)`,
      limits.start ? `≤ ${limits.start} MB` : '',
      `${fixed(start.rss, 0)} MB (${fixed(start.tree, 0)} MB with child processes)`,
      limits.start ? start.rss <= limits.start : undefined,
    );
    check(
      `footprint (${on}): RSS during ${FOOTPRINT_LOAD_SECONDS} s of mixed load`,
      `≤ ${limits.load} MB`,
      `${fixed(loaded.rss, 0)} MB`,
      loaded.rss <= limits.load && load.errors.length === 0,
    );
    check(
      `footprint (${on}): data after the load`,
      on === 'PGlite' ? '≤ 2 × before' : '',
      `${fixed(before, 1)} → ${fixed(after, 1)} MB`,
      on === 'PGlite' ? after <= 2 * before : undefined,
    );
  }
}

/** Empties the index and its vocabulary of a stopped server's database (PostgreSQL, or PGlite's folder). */
async function emptySearchIndex(databaseUrl, dataDir) {
  const statement = 'truncate search_entries, search_words';
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  try {
    await db.query(statement);
  } finally {
    await db.close();
  }
}

async function signIn(base, shared) {
  const login = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shared.ADMIN_EMAIL, password: shared.ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  return (await login.json()).access_token;
}

/** What `npm run bench -- <section…>` may name: `server` (a–g), `search` (h), `footprint` (i); none is all. */
const SECTIONS = ['server', 'search', 'footprint'];
const named = process.argv.slice(2);
const chosen = (name) => named.length === 0 || named.includes(name);

async function main() {
  const unknown = named.filter((name) => !SECTIONS.includes(name));
  if (unknown.length) {
    console.error(`npm run bench: unknown section ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
    return 1;
  }
  const nginxPath = findProgram('nginx');
  wrkPath = findProgram('wrk');
  const missing = chosen('server') ? [!nginxPath && 'nginx', !wrkPath && 'wrk'].filter(Boolean) : [];
  if (missing.length) {
    console.error(`npm run bench needs ${missing.join(' and ')}: install with \`apt-get install nginx wrk\`.`);
    return 1;
  }
  ensureBuild();
  started = performance.now();
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  out(`# npm run bench — ${new Date().toISOString()}`);
  out(machine({ ...(nginxPath ? { nginx: [nginxPath, '-v'] } : {}), ...(wrkPath ? { wrk: [wrkPath, '-v'] } : {}) }));
  out(`Sections: ${named.length ? named.join(', ') : 'all'}`);
  out(`Build: ${buildDir}`);
  out(
    `wrk: ${WRK.threads} thread, ${WRK.connections} connections, ${WRK.seconds} s per run (${SHORT} s for the 1,000-page runs), after ${WARM} s unmeasured on each process and URL, HTTP/1.1 keep-alive; no Accept-Encoding unless a row says gzip`,
  );
  out(`nginx: worker_processes ${NGINX_WORKERS} (the app is one Node.js process: one event loop each)`);

  const shared = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    LOG_LEVEL,
  };
  const app = (name, port, env, options = {}) =>
    startApp({
      name,
      port,
      env: { ...shared, DATA_DIR: path.join(workDir, `data-${port}`), ...env },
      logFile: path.join(workDir, `${name.replace(/\W+/g, '-')}.log`),
      ...options,
    });
  if (chosen('server')) await serverSections({ nginxPath, shared, app });
  if (chosen('search')) await searchSections({ shared, app });
  if (chosen('footprint')) await footprintSections({ shared });

  section('Targets and results');
  out(table(results));
  out(
    `\n${failed ? 'FAIL: at least one target missed' : 'PASS: every target met'} (report: ${path.relative(root, reportFile)})`,
  );
  return failed ? 1 : 0;
}

runMain(main);
