// `npm test`: lint, types, build, the visitor size budgets, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the browser tests in Chromium against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(`Chromium not found at ${chrome}: install it with \`apt-get install chromium\` (or set CHROME_PATH).`);
  process.exit(1);
}

const steps = [
  ['lint', ['npm', 'run', '-s', 'lint']],
  ['typecheck', ['npm', 'run', '-s', 'typecheck']],
  ['build', ['npm', 'run', '-s', 'build']],
  // What a visitor downloads, per route, against its budget (ADR 0016).
  ['size budgets', ['npm', 'run', '-s', 'size']],
  ['unit and API tests', ['npx', 'vitest', 'run']],
  ['browser tests', ['npx', 'playwright', 'test']],
];

for (const [name, [command, ...args]] of steps) {
  console.log(
    `\n▶ ${name}${name === 'unit and API tests' && !process.env.TEST_DATABASE_URL ? ' (PGlite only; set TEST_DATABASE_URL for PostgreSQL)' : ''}`,
  );
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
