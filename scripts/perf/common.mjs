// What `npm run bench` and `npm run lighthouse` share: the build, starting and stopping server
// processes, cleaning up on any exit, and printing tables.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDir, root } from '../fresh-build.mjs';

export { buildDir, ensureFreshBuild as ensureBuild, root } from '../fresh-build.mjs';
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** A program on PATH or in the sbin directories (nginx lives in /usr/sbin, often not on a user's PATH). */
export function findProgram(name) {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

const cleanups = [];

/** Registers work to undo at exit (last registered runs first), even after a failure or Ctrl-C. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

async function cleanUp() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}

/** Runs `main` and always cleans up; exits with main's code (1 on an error, 130 on a signal). */
export function runMain(main) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping…`);
      cleanUp().finally(() => process.exit(130));
    });
  }
  main().then(
    async (code) => {
      await cleanUp();
      process.exit(code ?? 0);
    },
    async (error) => {
      console.error(`\n✖ ${error.message}`);
      await cleanUp();
      process.exit(1);
    },
  );
}

/** Sends SIGTERM, waits up to `ms` for the exit, then SIGKILL. */
export function stopProcess(child, ms = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function tail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Starts the production server (the built app, as `npm start` runs it) with `env`, its output going
 * straight to `logFile` as a deployed server's would go to its log collector, and waits for /readyz.
 */
export async function startApp({ name, port, env, logFile, readyTimeoutMs = 90_000 }) {
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_BUILD_DIR: buildDir,
      ...env,
    },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  onCleanup(() => stopProcess(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return { name, url, child, logFile, stop: () => stopProcess(child) };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${name} was not ready within ${readyTimeoutMs / 1000} s:\n${tail(logFile)}`);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The p-th percentile (0–100) by nearest rank. */
export function percentile(values, p) {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A plain-text table: the first row is the header. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i] ?? '').length)));
  const line = (row) => row.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join(' | ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(line)].join('\n');
}

export const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

function firstLine(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n')[0] ?? '';
}

/** The machine the figures come from: CPU, memory, and the versions of the programs involved. */
export function machine(programs = {}) {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? 'unknown';
  const memKb = Number(/^MemTotal:\s+(\d+)/m.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1] ?? 0);
  const lines = [
    `CPU: ${os.availableParallelism()} × ${model}`,
    `Memory: ${(memKb / 1024 / 1024).toFixed(1)} GiB`,
    `Load average (1/5/15 min): ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
    `Node.js: ${process.version}`,
  ];
  for (const [name, [command, ...args]] of Object.entries(programs)) lines.push(`${name}: ${firstLine(command, args)}`);
  return lines.join('\n');
}

/** The machine's busy and total CPU time so far (jiffies, all cores), from /proc/stat. */
function cpuTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine has been quiet for a second (at most `busyShare` of its CPU time in use),
 * or `maxMs` has passed; returns how long it waited and the last second's share. Work left over by
 * an earlier section (a database's autovacuum after a bulk load, a browser closing) otherwise lands
 * in the middle of a throughput comparison and decides it.
 */
export async function waitForQuiet({ busyShare = 0.1, maxMs = 60_000 } = {}) {
  const started = performance.now();
  let share = 1;
  while (performance.now() - started < maxMs) {
    const before = cpuTimes();
    await sleep(1000);
    const after = cpuTimes();
    share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (share <= busyShare) break;
  }
  return { waitedMs: performance.now() - started, share };
}
