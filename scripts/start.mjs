// `npm start`: builds the web app when the build is missing or older than its sources, then runs
// the server in this same process (TypeScript is loaded through tsx).
import path from 'node:path';
import { ensureFreshBuild, root } from './fresh-build.mjs';

ensureFreshBuild();

// React, React Router and the server's libraries load their production builds only when told.
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
// tsx turns on source maps, and Node then keeps every module's map in memory (some 20 MB of heap for
// the app); a production server's stack traces point into the transpiled modules instead (ADR 0048).
process.setSourceMapsEnabled(false);
// The embedded database of a first start is created before the app is loaded, in a child process that
// gives its memory back when done: initdb needs some 450 MB for a few seconds (ADR 0048).
// The folder is the server's own (its configuration and `pgliteFolder`); an invalid environment is
// left for the server to report.
const { loadConfig } = await import(path.join(root, 'server/src/config.ts'));
const config = (() => {
  try {
    return loadConfig();
  } catch {
    return undefined;
  }
})();
if (config && !config.DATABASE_URL) {
  const { ensurePgliteCluster, pgliteFolder } = await import(path.join(root, 'server/src/db/pglite.ts'));
  await ensurePgliteCluster(pgliteFolder(config.DATA_DIR));
}
await import(path.join(root, 'server/src/main.ts'));
