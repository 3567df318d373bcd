import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBlockContent, normalizeBlockType, type SeedPage, seedPage } from '@site/blocks';
import { moveListsIntoItems } from '../modules/collections/move-into-items.ts';
import { publishSeeded } from '../modules/pages/releases.ts';
import { type NewMediaItem, registerMedia } from '../modules/uploads/library.ts';
import { createMediaInfoStore, type MediaInfoRow } from '../modules/uploads/media-info.ts';
import { contentTypeOfName } from '../modules/uploads/media-types.ts';
import type { Db } from './client.ts';
import { blocks, pages } from './schema.ts';

export const SEED_DIR = fileURLToPath(new URL('../../../content/seed', import.meta.url));
/** Served at /data/uploads/seed/, the paths seed content refers to. */
export const SEED_MEDIA_DIR = path.join(SEED_DIR, 'media');
/** Size and WebP variants of every seed image, measured by seed-media.ts (checked by a test). */
export const SEED_MEDIA_INFO_FILE = fileURLToPath(new URL('./seed-media-info.json', import.meta.url));

/** The seed media's rows for media_info, as seed-media.ts measured them. */
export async function readSeedMediaInfo(file = SEED_MEDIA_INFO_FILE): Promise<MediaInfoRow[]> {
  return JSON.parse(await readFile(file, 'utf8')) as MediaInfoRow[];
}

/**
 * The seed media for the media library (ADR 0032): every file of the seed folder except the WebP
 * copies the manifest lists as variants, named as content refers to it.
 */
export async function readSeedMediaItems(
  media: readonly MediaInfoRow[],
  dir = SEED_MEDIA_DIR,
): Promise<NewMediaItem[]> {
  const variants = new Set(media.flatMap((row) => row.variants.map((variant) => variant.path)));
  const names = (await readdir(dir)).sort();
  const items: NewMediaItem[] = [];
  for (const name of names) {
    const sitePath = `/data/uploads/seed/${name}`;
    if (variants.has(sitePath) || name.startsWith('.')) continue;
    const info = await stat(path.join(dir, name));
    if (info.isFile())
      items.push({ path: sitePath, fileName: name, contentType: contentTypeOfName(name), size: info.size });
  }
  return items;
}

/** Reads and validates every page file in the seed folder; throws naming the file and path on bad content. */
export async function readSeedPages(dir = SEED_DIR): Promise<SeedPage[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => {
      const page = seedPage.parse(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
      if (`${page.slug}.json` !== file) throw new Error(`Seed file ${file} holds page "${page.slug}"`);
      page.blocks.forEach((block, index) => {
        const check = checkBlockContent(block.block_type, block.content);
        if (!check.ok) {
          const detail = check.reason === 'invalid_content' ? JSON.stringify(check.issues[0]) : check.reason;
          throw new Error(`Seed ${file}, block ${index + 1} (${block.block_type}): ${detail}`);
        }
      });
      return page;
    }),
  );
}

/**
 * Inserts each seed page whose slug is not in the database yet, with its blocks, in one transaction.
 * A page that exists is never touched, so re-seeding cannot overwrite an editor's work.
 * The seed media's sizes are upserted every time (one statement, no writes when unchanged), so
 * databases seeded before a seed image was added or changed get its row too.
 * Then moves what list blocks hold into items (ADR 0040). Returns the slugs it created.
 */
export async function seedDatabase(db: Db, seed: SeedPage[], media?: MediaInfoRow[]): Promise<string[]> {
  const mediaRows = media ?? (await readSeedMediaInfo());
  const libraryItems = await readSeedMediaItems(mediaRows);
  return db.transaction(async (tx) => {
    await createMediaInfoStore(tx).save(mediaRows);
    // Every start, one statement: databases made before the library get the seed media listed too.
    await registerMedia(tx, libraryItems);
    const created: string[] = [];
    for (const page of seed) {
      const [row] = await tx
        .insert(pages)
        .values({ slug: page.slug, title: page.title ?? null, settings: page.settings ?? {} })
        .onConflictDoNothing({ target: pages.slug })
        .returning({ id: pages.id });
      if (!row) continue;
      if (page.blocks.length > 0) {
        await tx.insert(blocks).values(
          page.blocks.map((block, index) => ({
            pageId: row.id,
            blockType: normalizeBlockType(block.block_type),
            order: index + 1,
            content: block.content,
          })),
        );
      }
      // A seeded page is live at once: its content is its first release.
      await publishSeeded(tx, [row.id]);
      created.push(page.slug);
    }
    // Every start: entries still held in list blocks (a new seed page, a database from before
    // collections were items, an older archive imported) become their collections' items.
    await moveListsIntoItems(tx as unknown as Db);
    return created;
  });
}
