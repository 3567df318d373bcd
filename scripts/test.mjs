// `npm test`: lint, types, build, the visitor size budgets, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the browser tests in Chromium against the built app.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(`Chromium not found at ${chrome}: install it with \`apt-get install chromium\` (or set CHROME_PATH).`);
  process.exit(1);
}
const env = { ...process.env, CHROME_PATH: chrome };

const fail = (name, status) => {
  console.error(`\n✖ ${name} failed`);
  process.exit(status ?? 1);
};

/** Runs one step with its output on the terminal; stops `npm test` when it fails. */
async function step(name, [command, ...args]) {
  console.log(
    `\n▶ ${name}${name === 'unit and API tests' && !process.env.TEST_DATABASE_URL ? ' (PGlite only; set TEST_DATABASE_URL for PostgreSQL)' : ''}`,
  );
  const started = Date.now();
  const status = await new Promise((resolve) =>
    spawn(command, args, { stdio: 'inherit', env }).on('close', (code) => resolve(code)),
  );
  if (status !== 0) fail(name, status);
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** A step run beside the others, its output held until it ends (so it never interleaves with theirs). */
function beside(name, [command, ...args]) {
  const started = Date.now();
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => resolve({ name, status, output: Buffer.concat(output), ms: Date.now() - started })),
  );
}

// Lint and the type check (one core, about 35 s) run while the build and the size budgets use the other.
const checks = [beside('lint', ['npm', 'run', '-s', 'lint']), beside('typecheck', ['npm', 'run', '-s', 'typecheck'])];
await step('build', ['npm', 'run', '-s', 'build']);
// What a visitor downloads, per route, against its budget (ADR 0016).
await step('size budgets', ['npm', 'run', '-s', 'size']);
for (const { name, status, output, ms } of await Promise.all(checks)) {
  console.log(`\n▶ ${name}`);
  process.stdout.write(output);
  if (status !== 0) fail(name, status);
  console.log(`✔ ${name} (${(ms / 1000).toFixed(1)} s, beside the build)`);
}
await step('unit and API tests', ['npx', 'vitest', 'run']);
await step('browser tests', ['npx', 'playwright', 'test']);
