// Measures the seed media (content/seed/media) for the table media_info. Run after adding or
// changing a seed image:  npx tsx server/src/db/seed-media.ts
// It writes WebP variants next to each raster image and the manifest seed-media-info.json, which
// every start upserts in one statement (seed.ts); a unit test fails when the manifest is stale.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { type MediaInfoRow, svgSize } from '../modules/uploads/media-info.ts';
import { makeVariants } from '../modules/uploads/variants.ts';
import { SEED_MEDIA_DIR, SEED_MEDIA_INFO_FILE } from './seed.ts';

export const SEED_MEDIA_URL = '/data/uploads/seed/';
const RASTER = /\.(png|jpe?g|gif|webp)$/i;
/** `{name}-{width}.webp`: a variant of the raster image `{name}.{ext}`. */
const VARIANT = /^(.+)-(\d+)\.webp$/;

/** The media_info rows of every image in `dir`, from the files as they are (variants included). */
export async function measureSeedMedia(dir = SEED_MEDIA_DIR): Promise<MediaInfoRow[]> {
  const names = (await readdir(dir)).sort();
  const bases = new Set(names.filter((n) => RASTER.test(n) && !VARIANT.test(n)).map(stem));
  const rows: MediaInfoRow[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    if (name.endsWith('.svg')) {
      const size = svgSize(await readFile(file, 'utf8'));
      if (size) rows.push({ path: SEED_MEDIA_URL + name, ...size, variants: [] });
    } else if (RASTER.test(name) && !isVariantOf(name, bases)) {
      const meta = await sharp(file).metadata();
      const variants = [];
      for (const other of names) {
        const match = VARIANT.exec(other);
        if (match?.[1] === stem(name)) variants.push({ width: Number(match[2]), path: SEED_MEDIA_URL + other });
      }
      variants.sort((a, b) => a.width - b.width);
      rows.push({
        path: SEED_MEDIA_URL + name,
        width: meta.autoOrient?.width ?? meta.width,
        height: meta.autoOrient?.height ?? meta.height,
        variants,
      });
    }
  }
  return rows;
}

/** Writes the WebP variants every raster seed image lacks, as uploads make them. */
export async function writeSeedVariants(dir = SEED_MEDIA_DIR): Promise<string[]> {
  const names = await readdir(dir);
  const bases = new Set(names.filter((n) => RASTER.test(n) && !VARIANT.test(n)).map(stem));
  const written: string[] = [];
  for (const name of names) {
    if (!RASTER.test(name) || isVariantOf(name, bases)) continue;
    const { variants } = await makeVariants(await readFile(path.join(dir, name)));
    for (const variant of variants) {
      const out = `${stem(name)}-${variant.width}.webp`;
      if (names.includes(out)) continue;
      await writeFile(path.join(dir, out), variant.data);
      written.push(out);
    }
  }
  return written;
}

function stem(name: string): string {
  return name.replace(/\.[^.]+$/, '');
}

function isVariantOf(name: string, bases: Set<string>): boolean {
  const match = VARIANT.exec(name);
  return match?.[1] !== undefined && bases.has(match[1]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = await writeSeedVariants();
  const rows = await measureSeedMedia();
  await writeFile(SEED_MEDIA_INFO_FILE, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`Variants written: ${written.join(', ') || 'none'}`);
  console.log(`${path.relative(process.cwd(), SEED_MEDIA_INFO_FILE)}: ${rows.length} images`);
}
