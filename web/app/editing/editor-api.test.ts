import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The modules that may name API paths: the typed calls (editor-api.ts, and a feature folder's own
 * api.ts, such as the media library's), and the upload with its progress.
 */
const API_MODULES = new Set(['editor-api.ts', 'api.ts', 'upload.ts']);

describe('the editor API', () => {
  it('is called through the API modules only: no editor component builds an API path', () => {
    const offenders = readdirSync(here, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .filter((file) => !API_MODULES.has(path.basename(file)))
      .filter((file) => /['"`]\/v1\//.test(readFileSync(path.join(here, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
