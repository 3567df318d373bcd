// Builds the web app when its build is missing or older than its sources (`npm start`, `npm run size`).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Where `npm run build` writes and the server reads: WEB_BUILD_DIR (absolute) or web/build. */
export const buildDir = process.env.WEB_BUILD_DIR || path.join(root, 'web/build');
const sources = ['web/app', 'web/public', 'packages/blocks/src', 'web/vite.config.ts', 'web/react-router.config.ts'];

function newestMtime(target) {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** Runs `npm run build` if needed; exits the process when the build fails. */
export function ensureFreshBuild() {
  const built = statSync(path.join(buildDir, 'server/index.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built >= Math.max(...sources.map((s) => newestMtime(path.join(root, s))))) return;
  console.log(built ? 'Sources changed since the last build; rebuilding…' : 'No build yet; building…');
  // The heap limits a small machine serves with (README: NODE_OPTIONS on a 1 GB machine) are too
  // small for the bundler, which ran out of memory under them: the build goes without them.
  const NODE_OPTIONS = (process.env.NODE_OPTIONS ?? '').replace(/--max-(old|semi)-space-size=\S+/g, '').trim();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
