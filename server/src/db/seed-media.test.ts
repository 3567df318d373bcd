import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readSeedMediaInfo, SEED_DIR, SEED_MEDIA_DIR } from './seed.ts';
import { measureSeedMedia, SEED_MEDIA_URL } from './seed-media.ts';

describe('seed media manifest', () => {
  it('matches the files (regenerate: npx tsx server/src/db/seed-media.ts)', async () => {
    expect(await readSeedMediaInfo()).toEqual(await measureSeedMedia());
  });

  it('has a row for every image the seed pages use, and real WebP variants of the stated widths', async () => {
    const rows = new Map((await readSeedMediaInfo()).map((row) => [row.path, row]));
    const pages = await Promise.all(
      ['home', 'about', 'our-team', 'solutions-totara-suite'].map((slug) =>
        readFile(path.join(SEED_DIR, `${slug}.json`), 'utf8'),
      ),
    );
    const used = new Set(pages.flatMap((text) => text.match(/\/data\/uploads\/seed\/[\w.-]+\.(svg|jpg|png)/g) ?? []));
    expect(used.size).toBeGreaterThan(20);
    for (const url of used) expect(rows.has(url), url).toBe(true);

    const rasters = [...rows.values()].filter((row) => !row.path.endsWith('.svg'));
    expect(rasters.length).toBeGreaterThan(0);
    for (const row of rasters) {
      expect(row.variants.length, row.path).toBeGreaterThan(0);
      for (const variant of row.variants) {
        const file = path.join(SEED_MEDIA_DIR, variant.path.slice(SEED_MEDIA_URL.length));
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width]).toEqual(['webp', variant.width]);
      }
    }
  });
});
