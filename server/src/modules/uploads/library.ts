import type {
  MediaAlt,
  MediaItem,
  MediaItemDetail,
  MediaKind,
  MediaList,
  mediaListQuery,
} from '@site/blocks/media-library';
import type { z } from 'zod';
import { type Db, sql } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { liveChangeOf } from '../collections/held-lists.ts';
import type { PageChanges } from '../pages/changes.ts';
import { findUses, rewriteReferences, USED_STRINGS } from './references.ts';
import { isUploadName, type UploadStorage } from './storage.ts';

/** Seed media ships with the code (served from content/seed/media), so it is never deleted. */
export const SEED_PREFIX = '/data/uploads/seed/';
const UPLOADS_PREFIX = '/data/uploads/';

export function kindOf(contentType: string): MediaKind {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('video/')) return 'video';
  return 'document';
}

/** The editor's file name as something safe to show and search: no folders, no control characters, 200 at most. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return clean || fallback;
}

export interface NewMediaItem {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
  createdBy?: string | null;
}

type Row = {
  path: string;
  file_name: string;
  kind: MediaKind;
  content_type: string;
  size: number;
  alt: MediaAlt;
  width: number | null;
  height: number | null;
  variants: Array<{ width: number; path: string }> | null;
  created_at: string | Date;
  total?: number | string;
};

const SELECT_ITEMS = sql`
  select i.path, i.file_name, i.kind, i.content_type, i.size, i.alt, m.width, m.height, m.variants, i.created_at
  from media_items i left join media_info m on m.path = i.path`;

function toItem(row: Row): MediaItem {
  return {
    path: row.path,
    file_name: row.file_name,
    kind: row.kind,
    content_type: row.content_type,
    size: Number(row.size),
    alt: row.alt ?? {},
    width: row.width ?? null,
    height: row.height ?? null,
    variants: row.variants ?? [],
    created_at: new Date(row.created_at).toISOString(),
    builtin: row.path.startsWith(SEED_PREFIX),
  };
}

/** `%` and `_` typed by an editor are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Registers library rows; an existing row (the same bytes uploaded again) keeps its name and alt text. */
export async function registerMedia(db: Db, items: readonly NewMediaItem[]): Promise<void> {
  if (items.length === 0) return;
  const values = sql.join(
    items.map(
      (item) =>
        sql`(${item.path}, ${item.fileName}, ${kindOf(item.contentType)}, ${item.contentType}, ${item.size}, ${item.createdBy ?? null}::uuid)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into media_items (path, file_name, kind, content_type, size, created_by)
    values ${values} on conflict (path) do nothing`);
}

/** The content hash naming an upload (not a seed file), which its WebP copies' names start with too. */
export function hashOf(path: string): string | null {
  if (!path.startsWith(UPLOADS_PREFIX) || path.startsWith(SEED_PREFIX)) return null;
  return /^([a-f0-9]{16,64})\.[a-z0-9]+$/.exec(path.slice(UPLOADS_PREFIX.length))?.[1] ?? null;
}

/** The upload's name (and its variants' names) under /data/uploads/, for the storage. */
function storedNames(item: MediaItem): string[] {
  return [item.path, ...item.variants.map((v) => v.path)]
    .filter((path) => path.startsWith(UPLOADS_PREFIX) && !path.startsWith(SEED_PREFIX))
    .map((path) => path.slice(UPLOADS_PREFIX.length))
    .filter(isUploadName);
}

export interface MediaLibrary {
  list(query: z.output<typeof mediaListQuery>): Promise<MediaList>;
  get(path: string): Promise<MediaItemDetail>;
  setAlt(path: string, alt: MediaAlt): Promise<MediaItem>;
  /** Points every use of `oldPath` at `newPath` (already stored and registered), then removes the old file. */
  replace(oldPath: string, newPath: string): Promise<MediaItemDetail>;
  /** Refuses (409 naming the uses) while in use, unless `confirmed`: then every use is cleared first. */
  remove(path: string, confirmed: boolean): Promise<void>;
  unused(): Promise<MediaItem[]>;
  /** Deletes every item unused at the moment of the call; returns their paths. */
  removeUnused(): Promise<string[]>;
  /** Registers files the storage holds that have no row (uploads made before the library). */
  backfill(): Promise<number>;
  /**
   * Where the address of a replaced upload leads (for a WebP copy: the replacement's narrowest copy
   * at least as wide, else the replacement itself); null when nothing replaced it.
   */
  movedTo(name: string): Promise<string | null>;
}

export function createMediaLibrary(
  db: Db,
  changes: Pick<PageChanges, 'transaction'>,
  storage: UploadStorage,
): MediaLibrary {
  async function find(tx: Db, path: string, lock = false): Promise<MediaItem> {
    const { rows } = (await tx.execute(
      sql`${SELECT_ITEMS} where i.path = ${path} ${lock ? sql`for update of i` : sql``}`,
    )) as unknown as { rows: Row[] };
    const row = rows[0];
    if (!row) throw new HttpError(404, 'media_not_found', 'There is no media item with this path.');
    return toItem(row);
  }

  /** Removes the stored files once the rows are gone; a file left behind is harmless (nothing refers to it). */
  async function removeFiles(items: readonly MediaItem[]) {
    for (const item of items) {
      for (const name of storedNames(item)) await storage.remove(name).catch(() => {});
    }
  }

  async function deleteRows(tx: Db, paths: readonly string[]) {
    if (paths.length === 0) return;
    const list = sql.join(
      paths.map((path) => sql`${path}`),
      sql`, `,
    );
    await tx.execute(sql`delete from media_items where path in (${list})`);
    // A file gone is gone at every address that led to it.
    const hashes = sql.join(
      paths.map((path) => sql`${hashOf(path) ?? ''}`),
      sql`, `,
    );
    await tx.execute(sql`delete from media_redirects where to_path in (${list}) or from_hash in (${hashes})`);
    await tx.execute(sql`delete from media_info where path in (${list}) and path not like ${`${SEED_PREFIX}%`}`);
  }

  const unusedQuery = (lock: boolean) => sql`
    with used as (${USED_STRINGS})
    ${SELECT_ITEMS}
    where i.path not like ${`${SEED_PREFIX}%`} and not exists (select 1 from used where used.s = i.path)
    order by i.created_at desc, i.path
    ${lock ? sql`for update of i` : sql``}`;

  return {
    async list(query) {
      const where = [sql`true`];
      if (query.kind) where.push(sql`i.kind = ${query.kind}`);
      const q = query.q?.trim();
      if (q) {
        const pattern = likePattern(q);
        where.push(
          sql`(i.file_name ilike ${pattern} or i.alt->>'en' ilike ${pattern} or i.alt->>'ar' ilike ${pattern} or i.path ilike ${pattern})`,
        );
      }
      const column = query.sort === 'size' ? sql`i.size` : sql`i.created_at`;
      const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
      const { rows } = (await db.execute(sql`
        select *, count(*) over () as total from (${SELECT_ITEMS} where ${sql.join(where, sql` and `)}) i
        order by ${column} ${direction}, i.path ${direction}
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`)) as unknown as { rows: Row[] };
      return {
        items: rows.map(toItem),
        total: Number(rows[0]?.total ?? 0),
        page: query.page,
        per_page: query.per_page,
      };
    },

    async get(path) {
      const item = await find(db, path);
      return { ...item, uses: await findUses(db, path) };
    },

    async setAlt(path, alt) {
      const clean: MediaAlt = {};
      if (alt.en) clean.en = alt.en;
      if (alt.ar) clean.ar = alt.ar;
      return changes.transaction(async (tx, changed) => {
        const item = await find(tx, path, true);
        await tx.execute(
          sql`update media_items set alt = ${JSON.stringify(clean)}::jsonb, updated_at = now() where path = ${path}`,
        );
        // The alt text is part of the page data of every page drawing the file (page.media).
        for (const use of await findUses(tx, path))
          for (const tag of use.collection ? await liveChangeOf(tx, use.collection) : [use.slug]) changed(tag);
        return { ...item, alt: clean };
      });
    },

    async replace(oldPath, newPath) {
      if (oldPath === newPath) return { ...(await find(db, oldPath)), uses: await findUses(db, oldPath) };
      const old = await changes.transaction(async (tx, changed) => {
        const old = await find(tx, oldPath, true);
        const fresh = await find(tx, newPath, true);
        if (old.kind !== fresh.kind) {
          throw new HttpError(400, 'kind_mismatch', `A ${old.kind} can only be replaced by another ${old.kind}.`, {
            expected: old.kind,
            received: fresh.kind,
          });
        }
        for (const slug of await rewriteReferences(tx, new Map([[oldPath, newPath]]))) changed(slug);
        // The uses keep the alt text they had, unless the new file has its own.
        if (!fresh.alt.en && !fresh.alt.ar && (old.alt.en || old.alt.ar)) {
          await tx.execute(
            sql`update media_items set alt = ${JSON.stringify(old.alt)}::jsonb, updated_at = now() where path = ${newPath}`,
          );
        }
        if (!old.builtin) {
          // Redirects that led to the old file lead to the new one (no chains); then the old file's own.
          await tx.execute(sql`update media_redirects set to_path = ${newPath} where to_path = ${oldPath}`);
          await deleteRows(tx, [oldPath]);
          const from = hashOf(oldPath);
          if (from) {
            await tx.execute(sql`
              insert into media_redirects (from_hash, to_path) values (${from}, ${newPath})
              on conflict (from_hash) do update set to_path = excluded.to_path, created_at = now()`);
          }
          // The new file is served from its own address, never redirected away from it.
          await tx.execute(sql`delete from media_redirects where from_hash = ${hashOf(newPath) ?? ''}`);
        }
        return old;
      });
      if (!old.builtin) await removeFiles([old]);
      return { ...(await find(db, newPath)), uses: await findUses(db, newPath) };
    },

    async remove(path, confirmed) {
      const item = await changes.transaction(async (tx, changed) => {
        const item = await find(tx, path, true);
        if (item.builtin) {
          throw new HttpError(
            409,
            'media_builtin',
            'This file ships with the site and cannot be deleted. Replace it instead.',
          );
        }
        const uses = await findUses(tx, path);
        if (uses.length > 0 && !confirmed) {
          throw new HttpError(
            409,
            'media_in_use',
            `This file is used in ${uses.length} place${uses.length === 1 ? '' : 's'}. Confirm to remove it from them and delete it.`,
            { uses },
          );
        }
        // Every reference goes first (drafts, releases, history), so no page can point at the file.
        for (const slug of await rewriteReferences(tx, new Map([[path, '']]))) changed(slug);
        await deleteRows(tx, [path]);
        return item;
      });
      await removeFiles([item]);
    },

    async unused() {
      const { rows } = (await db.execute(unusedQuery(false))) as unknown as { rows: Row[] };
      return rows.map(toItem);
    },

    async removeUnused() {
      const items = await changes.transaction(async (tx, changed) => {
        const { rows } = (await tx.execute(unusedQuery(true))) as unknown as { rows: Row[] };
        const items = rows.map(toItem);
        const paths = items.map((item) => item.path);
        // Past releases and the history may still name them: cleared, so a rollback cannot bring them back.
        for (const slug of await rewriteReferences(tx, new Map(paths.map((path) => [path, ''])))) changed(slug);
        await deleteRows(tx, paths);
        return items;
      });
      await removeFiles(items);
      return items.map((item) => item.path);
    },

    async movedTo(name) {
      const match = /^([a-f0-9]{16,64})(?:-(\d+)\.webp|\.[a-z0-9]+)$/.exec(name);
      if (!match) return null;
      const { rows } = (await db.execute(sql`
        select r.to_path, i.variants from media_redirects r left join media_info i on i.path = r.to_path
        where r.from_hash = ${match[1]}`)) as unknown as {
        rows: Array<{ to_path: string; variants: Array<{ width: number; path: string }> | null }>;
      };
      const row = rows[0];
      if (!row) return null;
      const width = Number(match[2] ?? 0);
      return (width && row.variants?.find((variant) => variant.width >= width)?.path) || row.to_path;
    },

    async backfill() {
      const files = await storage.list();
      const originals = files.filter((file) => !/-\d+\.webp$/.test(file.name));
      await registerMedia(
        db,
        originals.map((file) => ({
          path: UPLOADS_PREFIX + file.name,
          fileName: file.name,
          contentType: file.contentType,
          size: file.size,
        })),
      );
      return originals.length;
    },
  };
}
