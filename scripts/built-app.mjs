// The built app on a fresh embedded database (scripts/e2e-server.mjs) and a Chromium to drive it,
// for the scripts that measure it in a browser (`npm run size`, `npm run editor-tasks`).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildDir, root } from './fresh-build.mjs';

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built app on `port` (a free one when none) with a database of its own, and resolves
 * once it answers /readyz: `{ base, stop }`. `stop` ends the server and deletes its data; the
 * server is also ended when this process exits. `quiet` shows only the server's errors.
 */
export async function startBuiltApp({ port, env = {}, quiet = false } = {}) {
  const onPort = port || (await freePort());
  const base = `http://127.0.0.1:${onPort}`;
  const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(onPort), WEB_BUILD_DIR: buildDir },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const kill = () => server.exitCode === null && server.signalCode === null && server.kill('SIGTERM');
  process.on('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    if (kill()) await new Promise((resolve) => server.once('exit', resolve));
    // e2e-server.mjs keeps the data here.
    rmSync(path.join(root, '.tmp', `e2e-data-${onPort}`), { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${server.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not become ready within 120 s');
}

/** Chromium (CHROME_PATH, else /usr/bin/chromium) through `chromium` of playwright-core or @playwright/test. */
export function launchChromium(chromium) {
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.error(`No Chromium at ${executablePath}: apt-get install chromium, or set CHROME_PATH.`);
    process.exit(1);
  }
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}
