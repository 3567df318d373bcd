// The memory and disk the app takes as `npm start` runs it (issue #34): shared by `npm run bench --
// footprint` and the test that starts the built app as the README says for a 1 GB machine.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from '../fresh-build.mjs';

/** What the README tells a 1 GB machine to set (see "Memory" there, ADR 0048). */
export const ONE_GB = {
  NODE_OPTIONS: '--max-old-space-size=192 --max-semi-space-size=2',
  PAGE_CACHE_MB: '32',
};

const MB = 1024 * 1024;

/** A process's resident memory and its high-water mark, in MB (0 once it has gone). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The resident memory of a process and every process under it (what a memory cgroup counts), in MB. */
export function treeRss(pid) {
  return memoryOf(pid).rss + childrenOf(pid).reduce((sum, child) => sum + treeRss(child), 0);
}

/** Bytes under `dir` (files only), in MB. */
export function folderMb(dir) {
  let bytes = 0;
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) bytes += statSync(full).size;
    }
  };
  walk(dir);
  return bytes / MB;
}

/**
 * Starts `node scripts/start.mjs` (what `npm start` runs) with `env` and samples its memory every
 * 50 ms from the first moment: `mark(name)` starts a phase, `phase(name)` is the highest RSS of the
 * process (and of the process with its children) seen in it. Resolves once /healthz answers.
 */
export async function startMeasured({ port, env, logFile, readyTimeoutMs = 120_000 }) {
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const phases = new Map();
  let current = { name: 'start', rss: 0, tree: 0, samples: 0 };
  phases.set('start', current);
  const sample = () => {
    const { rss } = memoryOf(child.pid);
    if (!rss) return;
    current.rss = Math.max(current.rss, rss);
    current.tree = Math.max(current.tree, treeRss(child.pid));
    current.samples++;
  };
  const timer = setInterval(sample, 50);
  const stop = async () => {
    clearInterval(timer);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      clearInterval(timer);
      throw new Error(`the app exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    if (Date.now() - started > readyTimeoutMs) {
      await stop();
      throw new Error(`the app did not answer /healthz within ${readyTimeoutMs / 1000} s`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  sample();
  return {
    url,
    child,
    readyMs: Date.now() - started,
    mark(name) {
      sample();
      current = { name, rss: 0, tree: 0, samples: 0 };
      phases.set(name, current);
      sample();
    },
    phase: (name) => phases.get(name),
    stop,
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Visitors' pages: the cached ones and, with a query the cache keys on, renders of their own. */
const VISITOR_PATHS = [
  '/',
  '/about',
  '/contact',
  '/careers',
  '/our-team',
  '/customer-stories',
  '/resources',
  '/solutions/totara-learn',
  '/why-choose-us',
  '/our-partners',
];

/**
 * The mixed load of issue #34 for `seconds`: `visitors` visitors reading pages in English and Arabic
 * (every tenth a page with a filter the cache has not seen: an uncached render), two editors each
 * saving a block of their own page and publishing it about once a second, and a contact form sent
 * every two seconds. Answers `{ pages, saves, publishes, forms, errors }`; `onTick` is called every
 * 250 ms (for sampling).
 */
export async function mixedLoad({ base, email, password, seconds, visitors = 8, formEverySeconds = 2 }) {
  const until = Date.now() + seconds * 1000;
  const counts = { pages: 0, saves: 0, publishes: 0, forms: 0, errors: [] };
  const fail = (what) => {
    if (counts.errors.length < 10) counts.errors.push(what);
  };
  const login = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { access_token: token } = await login.json();
  const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  async function visitor(n) {
    for (let i = n; Date.now() < until; i++) {
      const page = VISITOR_PATHS[i % VISITOR_PATHS.length];
      const lng = i % 2 ? 'ar' : 'en';
      const query = i % 10 === 0 ? `&filter=${i}` : '';
      try {
        const response = await fetch(`${base}${page}?lng=${lng}${query}`, { headers: { 'accept-encoding': 'gzip' } });
        await response.arrayBuffer();
        if (response.ok) counts.pages++;
        else fail(`GET ${page}: ${response.status}`);
      } catch (error) {
        fail(`GET ${page}: ${error.message}`);
      }
    }
  }

  async function editor(slug) {
    const draft = await (await fetch(`${base}/v1/pages/${slug}?draft=true`, { headers: json })).json();
    const block = draft.blocks.find((b) => b.content && typeof b.content.title === 'object') ?? draft.blocks[0];
    for (let i = 0; Date.now() < until; i++) {
      const content = structuredClone(block.content);
      if (content.title && typeof content.title === 'object') content.title = { ...content.title, en: `${slug} ${i}` };
      const put = await fetch(`${base}/v1/pages/blocks/${block.id}`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ type: block.block_type, content, version: block.version }),
      });
      const stored = await put.json();
      if (!put.ok) {
        fail(`PUT ${slug}: ${put.status} ${JSON.stringify(stored).slice(0, 200)}`);
        await sleep(1000);
        continue;
      }
      counts.saves++;
      block.version = stored.version;
      block.content = content;
      const published = await fetch(`${base}/v1/pages/publish`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ slugs: [slug] }),
      });
      await published.arrayBuffer();
      if (published.ok) counts.publishes++;
      else fail(`publish ${slug}: ${published.status}`);
      await sleep(1000);
    }
  }

  async function forms() {
    for (let i = 0; Date.now() < until; i++) {
      const sent = await fetch(`${base}/v1/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          kind: 'contact',
          fullName: `Visitor ${i}`,
          companyName: '',
          email: `visitor.${i}@example.com`,
          phone: '',
          service: 'None',
          inquiry: 'A question about Totara, sent while the footprint is measured.',
        }),
      });
      await sent.arrayBuffer();
      if (sent.status === 201) counts.forms++;
      else fail(`POST /v1/inquiries: ${sent.status}`);
      await sleep(formEverySeconds * 1000);
    }
  }

  await Promise.all([
    ...Array.from({ length: visitors }, (_, n) => visitor(n)),
    editor('about'),
    editor('careers'),
    forms(),
  ]);
  return counts;
}
