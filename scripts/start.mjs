// `npm start`: builds the web app when the build is missing or older than its sources, then runs
// the server in this same process (TypeScript is loaded through tsx).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const buildEntry = path.join(root, 'web/build/server/index.js');
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

const built = statSync(buildEntry, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (built < Math.max(...sources.map((s) => newestMtime(path.join(root, s))))) {
  console.log(built ? 'Sources changed since the last build; rebuilding…' : 'No build yet; building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server/src/main.ts'));
