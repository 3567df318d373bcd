// `npm start`: builds the web app when the build is missing or older than its sources, then runs
// the server in this same process (TypeScript is loaded through tsx).
import path from 'node:path';
import { ensureFreshBuild, root } from './fresh-build.mjs';

ensureFreshBuild();

// React, React Router and the server's libraries load their production builds only when told.
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server/src/main.ts'));
