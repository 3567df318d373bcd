import { localize } from '@site/blocks';
import { getCollection } from '@site/blocks/collections';
import type { MediaUse } from '@site/blocks/media-library';
import { type Db, sql } from '../../db/client.ts';
import { liveChangeOf, touchListBlocks } from '../collections/held-lists.ts';

/**
 * Where content refers to media paths (issue #20, ADR 0032). Content stores a file as its site path,
 * a whole JSON string (`"/data/uploads/<hash>.png"`), inside block content (drafts), page settings,
 * release snapshots (live, scheduled and past) and the block history, and in collections' items,
 * their releases and their history (issue #30). These helpers find such
 * strings and rewrite them, all in the caller's transaction.
 */

type Json = unknown;
type Rows<T> = { rows: T[] };

/** The JSON text of a path as a whole string value: what `position(... in content::text)` looks for. */
const needle = (path: string) => JSON.stringify(path);

/** A list of the needles as a SQL array, for "holds any of these" tests. */
const needles = (paths: readonly string[]) =>
  sql`array[${sql.join(
    paths.map((path) => sql`${needle(path)}`),
    sql`, `,
  )}]::text[]`;

const holdsAny = (column: ReturnType<typeof sql>, paths: readonly string[]) =>
  sql`exists (select 1 from unnest(${needles(paths)}) n where position(n in ${column}::text) > 0)`;

/** Every string leaf equal to a key of `map` replaced by its value; the same object when nothing matched. */
export function rewriteJson(value: Json, map: ReadonlyMap<string, string>): Json {
  if (typeof value === 'string') return map.has(value) ? map.get(value) : value;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const next = rewriteJson(item, map);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) {
      const next = rewriteJson(item, map);
      if (next !== item) changed = true;
      out[key] = next;
    }
    return changed ? out : value;
  }
  return value;
}

function holds(value: Json, path: string): boolean {
  if (typeof value === 'string') return value === path;
  if (Array.isArray(value)) return value.some((item) => holds(item, path));
  if (value && typeof value === 'object') return Object.values(value).some((item) => holds(item, path));
  return false;
}

const NAME_KEYS = ['title', 'name', 'label', 'question', 'heading', 'caption', 'country'] as const;

function nameOf(item: Record<string, Json>, id: string): { en?: string; ar?: string } {
  for (const key of NAME_KEYS) {
    const value = item[key];
    if (typeof value === 'string' && value) return { en: value, ar: value };
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const { en, ar } = value as { en?: unknown; ar?: unknown };
      if (typeof en === 'string' || typeof ar === 'string')
        return { ...(typeof en === 'string' ? { en } : {}), ...(typeof ar === 'string' ? { ar } : {}) };
    }
  }
  // Else the item's first text in both languages (an office's country).
  for (const value of Object.values(item)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const { en, ar } = value as { en?: unknown; ar?: unknown };
      if (typeof en === 'string' && typeof ar === 'string') return { en, ar };
    }
  }
  return { en: id, ar: id };
}

/**
 * The list items (outermost first: a story, not its body paragraph) of a block's content holding
 * `path`; one null entry when the block holds it outside any list item.
 */
export function itemsHolding(content: Json, path: string): Array<MediaUse['item']> {
  const found: Array<MediaUse['item']> = [];
  const walk = (value: Json, inItem: boolean) => {
    if (Array.isArray(value)) {
      for (const element of value) {
        const id =
          element && typeof element === 'object' && !Array.isArray(element)
            ? (element as { id?: unknown }).id
            : undefined;
        if (!inItem && typeof id === 'string' && holds(element, path)) {
          found.push({ id, name: nameOf(element as Record<string, Json>, id) });
        } else walk(element, inItem);
      }
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) walk(item, inItem);
    } else if (value === path && !inItem) {
      if (!found.includes(null)) found.push(null);
    }
  };
  walk(content, false);
  return found;
}

interface Snapshot {
  title?: Json;
  settings?: Json;
  blocks?: Array<{ id: string; block_type: string; content: Json }>;
}

/**
 * The uses of `path`: each page block (and list item within it) or page settings holding it in the
 * draft, the live release or a scheduled one. Past releases and the history are not uses (nobody
 * sees them), but deleting and replacing rewrite them too, so a rollback never brings back a
 * missing file.
 */
export async function findUses(db: Db, path: string): Promise<MediaUse[]> {
  const uses = new Map<string, MediaUse>();
  const add = (
    where: MediaUse['in'][number],
    page: { slug: string; title: Json },
    block: { id: string; block_type: string } | null,
    item: MediaUse['item'],
  ) => {
    const key = `${page.slug}\n${block?.id ?? ''}\n${item?.id ?? ''}`;
    const use = uses.get(key) ?? {
      slug: page.slug,
      page_title: (page.title as MediaUse['page_title']) ?? null,
      block_id: block?.id ?? null,
      block_type: block?.block_type ?? null,
      item,
      in: [],
    };
    if (!use.in.includes(where)) use.in.push(where);
    uses.set(key, use);
  };

  const drafts = (await db.execute(sql`
    select p.slug, p.title, b.id, b.block_type, b.content
    from blocks b join pages p on p.id = b.page_id
    where position(${needle(path)} in b.content::text) > 0
    order by p.slug, b."order"`)) as unknown as Rows<{
    slug: string;
    title: Json;
    id: string;
    block_type: string;
    content: Json;
  }>;
  for (const row of drafts.rows) {
    for (const item of itemsHolding(row.content, path)) add('draft', row, row, item);
  }
  const settings = (await db.execute(sql`
    select slug, title, settings from pages where position(${needle(path)} in settings::text) > 0`)) as unknown as Rows<{
    slug: string;
    title: Json;
    settings: Json;
  }>;
  for (const row of settings.rows) if (holds(row.settings, path)) add('draft', row, null, null);

  const releases = (await db.execute(sql`
    select p.slug, p.title, r.snapshot, (p.published_release_id = r.id) as live
    from page_releases r join pages p on p.id = r.page_id
    where (p.published_release_id = r.id or r.status = 'scheduled')
      and position(${needle(path)} in r.snapshot::text) > 0
    order by p.slug, r.number`)) as unknown as Rows<{ slug: string; title: Json; snapshot: Snapshot; live: boolean }>;
  for (const row of releases.rows) {
    const where = row.live ? 'live' : 'scheduled';
    const page = { slug: row.slug, title: row.snapshot.title ?? row.title };
    if (holds(row.snapshot.settings, path)) add(where, page, null, null);
    for (const block of row.snapshot.blocks ?? []) {
      for (const item of itemsHolding(block.content, path)) add(where, page, block, item);
    }
  }
  for (const use of await itemUses(db, path)) uses.set(`${use.collection}\n${use.slug}`, use);
  return [...uses.values()];
}

/** The items of collections holding `path` in their draft, live release or a scheduled one (issue #30). */
async function itemUses(db: Db, path: string): Promise<MediaUse[]> {
  const { rows } = (await db.execute(sql`
    select i.collection, i.slug, i.content, 'draft' as state from items i
    where i.deleted_at is null and position(${needle(path)} in i.content::text) > 0
    union all
    select r.collection, r.slug, r.snapshot->'content', case when r.live then 'live' else 'scheduled' end
    from item_releases r
    where (r.live or r.status = 'scheduled') and position(${needle(path)} in r.snapshot::text) > 0`)) as unknown as Rows<{
    collection: string;
    slug: string;
    content: Json;
    state: 'draft' | 'live' | 'scheduled';
  }>;
  const uses = new Map<string, MediaUse>();
  for (const row of rows.sort((a, b) => `${a.collection}/${a.slug}`.localeCompare(`${b.collection}/${b.slug}`))) {
    const collection = getCollection(row.collection);
    if (!collection) continue;
    const key = `${row.collection}/${row.slug}`;
    const title = collection.title(row.content as never);
    const use = uses.get(key) ?? {
      slug: row.slug,
      collection: row.collection,
      page_title: collection.label.many,
      block_id: null,
      block_type: null,
      item: { id: row.slug, name: { en: localize(title, 'en'), ar: localize(title, 'ar') } },
      in: [],
    };
    if (!use.in.includes(row.state)) use.in.push(row.state);
    uses.set(key, use);
  }
  return [...uses.values()];
}

/**
 * Rewrites every reference to a key of `map` into its value ('' clears the field) in drafts (block
 * versions bumped, so an editor still holding the old block meets a conflict instead of writing the
 * old path back), page settings, every release and the block history. Returns the slugs whose draft
 * or live content changed, for the caller to mark changed.
 */
export async function rewriteReferences(tx: Db, map: ReadonlyMap<string, string>): Promise<Set<string>> {
  const paths = [...map.keys()];
  const changed = new Set<string>();
  if (paths.length === 0) return changed;

  const drafts = (await tx.execute(sql`
    select b.id, b.content, p.slug from blocks b join pages p on p.id = b.page_id
    where ${holdsAny(sql`b.content`, paths)} for update of b`)) as unknown as Rows<{
    id: string;
    content: Json;
    slug: string;
  }>;
  for (const row of drafts.rows) {
    const content = rewriteJson(row.content, map);
    if (content === row.content) continue;
    await tx.execute(sql`
      update blocks set content = ${JSON.stringify(content)}::jsonb, version = version + 1, updated_at = now()
      where id = ${row.id}`);
    changed.add(row.slug);
  }

  const settings = (await tx.execute(sql`
    select id, slug, settings from pages where ${holdsAny(sql`settings`, paths)} for update`)) as unknown as Rows<{
    id: number;
    slug: string;
    settings: Json;
  }>;
  for (const row of settings.rows) {
    const next = rewriteJson(row.settings, map);
    if (next === row.settings) continue;
    await tx.execute(sql`
      update pages set settings = ${JSON.stringify(next)}::jsonb, settings_version = settings_version + 1, updated_at = now()
      where id = ${row.id}`);
    changed.add(row.slug);
  }

  const releases = (await tx.execute(sql`
    select r.id, r.snapshot, p.slug, (p.published_release_id = r.id) as live
    from page_releases r join pages p on p.id = r.page_id
    where ${holdsAny(sql`r.snapshot`, paths)} for update of r`)) as unknown as Rows<{
    id: number;
    snapshot: Json;
    slug: string;
    live: boolean;
  }>;
  for (const row of releases.rows) {
    const next = rewriteJson(row.snapshot, map);
    if (next === row.snapshot) continue;
    await tx.execute(sql`update page_releases set snapshot = ${JSON.stringify(next)}::jsonb where id = ${row.id}`);
    if (row.live) changed.add(row.slug);
  }

  await rewriteHistory(tx, 'block_history', map, paths);
  for (const tag of await rewriteItemReferences(tx, map, paths)) changed.add(tag);
  return changed;
}

/**
 * Items' drafts (versions bumped, deleted ones too: a restore must not bring a path back), their
 * releases and history. Returns the tags of collections whose live items changed.
 */
async function rewriteItemReferences(tx: Db, map: ReadonlyMap<string, string>, paths: string[]): Promise<Set<string>> {
  const changed = new Set<string>();
  const drafts = (await tx.execute(sql`
    select id, collection, content from items where ${holdsAny(sql`content`, paths)} for update`)) as unknown as Rows<{
    id: string;
    collection: string;
    content: Json;
  }>;
  const rewritten = new Set<string>();
  for (const row of drafts.rows) {
    const content = rewriteJson(row.content, map);
    if (content === row.content) continue;
    await tx.execute(sql`
      update items set content = ${JSON.stringify(content)}::jsonb, version = version + 1, updated_at = now()
      where id = ${row.id}`);
    rewritten.add(row.collection);
  }
  for (const name of rewritten) await touchListBlocks(tx, name);
  const releases = (await tx.execute(sql`
    select id, snapshot, collection, live from item_releases where ${holdsAny(sql`snapshot`, paths)} for update`)) as unknown as Rows<{
    id: number;
    snapshot: Json;
    collection: string;
    live: boolean;
  }>;
  for (const row of releases.rows) {
    const next = rewriteJson(row.snapshot, map);
    if (next === row.snapshot) continue;
    await tx.execute(sql`update item_releases set snapshot = ${JSON.stringify(next)}::jsonb where id = ${row.id}`);
    if (row.live) for (const tag of await liveChangeOf(tx, row.collection)) changed.add(tag);
  }
  await rewriteHistory(tx, 'item_history', map, paths);
  return changed;
}

/** The before and after of every history row naming one of `paths` (blocks' or items'). */
async function rewriteHistory(
  tx: Db,
  table: 'block_history' | 'item_history',
  map: ReadonlyMap<string, string>,
  paths: string[],
) {
  const name = sql.identifier(table);
  const history = (await tx.execute(sql`
    select id, content_before, content_after from ${name}
    where ${holdsAny(sql`coalesce(content_before, 'null'::jsonb)`, paths)}
       or ${holdsAny(sql`coalesce(content_after, 'null'::jsonb)`, paths)}`)) as unknown as Rows<{
    id: number;
    content_before: Json;
    content_after: Json;
  }>;
  for (const row of history.rows) {
    await tx.execute(sql`
      update ${name}
      set content_before = ${jsonOrNull(rewriteJson(row.content_before, map))}::jsonb,
          content_after = ${jsonOrNull(rewriteJson(row.content_after, map))}::jsonb
      where id = ${row.id}`);
  }
}

const jsonOrNull = (value: Json) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The string leaves of drafts, page settings, live and scheduled releases, of pages and items: every path in use. */
export const USED_STRINGS = sql`
  select jsonb_path_query(b.content, 'strict $.** ? (@.type() == "string")') #>> '{}' as s from blocks b
  union
  select jsonb_path_query(p.settings, 'strict $.** ? (@.type() == "string")') #>> '{}' from pages p
  union
  select jsonb_path_query(r.snapshot, 'strict $.** ? (@.type() == "string")') #>> '{}'
  from page_releases r join pages p on p.id = r.page_id
  where p.published_release_id = r.id or r.status = 'scheduled'
  union
  select jsonb_path_query(i.content, 'strict $.** ? (@.type() == "string")') #>> '{}' from items i
  where i.deleted_at is null
  union
  select jsonb_path_query(r.snapshot, 'strict $.** ? (@.type() == "string")') #>> '{}' from item_releases r
  where r.live or r.status = 'scheduled'`;
