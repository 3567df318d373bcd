// After `react-router build`: a Brotli and a gzip copy of every compressible file the browser
// downloads (scripts, styles, SVG, translations), made once at build time at the highest settings,
// so the server sends them without compressing on each request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const client = path.join(process.env.WEB_BUILD_DIR || path.join(root, 'web/build'), 'client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (COMPRESSIBLE.test(name)) yield file;
  }
}

let count = 0;
for (const file of files(client)) {
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
  count++;
}
console.log(`Compressed ${count} files in ${path.relative(root, client)} (.br, .gz)`);
