// The server the browser tests run against: the built app on a fresh embedded database.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.env.DATA_DIR = path.join(root, '.tmp', `e2e-data-${process.env.PORT}`);
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('./start.mjs');
