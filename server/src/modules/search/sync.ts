import { collectionRegistry } from '@site/blocks/collections';
import { DETAIL_KINDS } from '@site/blocks/details';
import { PAGE_SLUGS } from '@site/blocks/page-slugs';
import { foldForSearch } from '@site/blocks/search-fold';
import { type Db, sql } from '../../db/client.ts';
import { collectionTag, pagesShowing } from '../collections/held-lists.ts';
import { PATHS_CHANGED } from '../pages/path-directory.ts';
import { dayOf, documentsOf, type SearchDocument, titleBoost, wordsOf } from './documents.ts';

/**
 * Keeps the search index equal to what visitors see (issue #32, ADR 0047). Called inside every
 * transaction that announces a change, with what it announced: each page and collection named is
 * compared with its rows (by release id and address) and rebuilt where they differ, so a publish,
 * a scheduled publish, a rollback, a rename or a deletion is searchable as it commits, on every copy.
 */

/** The collections whose items are found by search: those with a page or a card of their own (not quotes). */
export const SEARCHED_COLLECTIONS = ['stories', 'resources', 'vacancies', 'team', 'partners', 'clients', 'awards'];

/** The address of each fixed page by its slug (PAGE_SLUGS turned round). */
export const PATH_OF_SLUG: ReadonlyMap<string, string> = new Map(
  Object.entries(PAGE_SLUGS).map(([path, slug]) => [slug, path]),
);

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(tx: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as Rows<T>).rows;

/** Brings the rows of the changed pages and collections up to date ('all': everything, as at start-up). */
export async function syncSearch(tx: Db, changed: readonly string[] | 'all'): Promise<void> {
  const all = changed === 'all' || changed.includes(PATHS_CHANGED);
  const slugs = all ? null : changed.filter((tag) => !tag.startsWith('collection:'));
  if (all || slugs?.length) await syncPages(tx, slugs);
  for (const name of SEARCHED_COLLECTIONS)
    if (changed === 'all' || changed.includes(collectionTag(name))) await syncCollection(tx, name);
}

interface PageRow {
  slug: string;
  path: string | null;
  release_id: number | null;
  noindex: boolean | null;
  entry_release: number | null;
  entry_path: string | null;
}

async function syncPages(tx: Db, slugs: readonly string[] | null) {
  const rows = await rowsOf<PageRow>(
    tx,
    sql`select p.slug, p.path, p.published_release_id::int as release_id,
          (r.snapshot->'settings'->>'noindex')::boolean as noindex,
          e.release_id::int as entry_release, e.path as entry_path
        from pages p
        left join page_releases r on r.id = p.published_release_id
        left join search_entries e on e.kind = 'page' and e.ref = p.slug and e.language = 'en'
        ${
          slugs
            ? sql`where p.slug in (${sql.join(
                slugs.map((slug) => sql`${slug}`),
                sql`, `,
              )})`
            : sql``
        }`,
  );
  const stale: PageRow[] = [];
  const gone: string[] = [];
  for (const row of rows) {
    const path = PATH_OF_SLUG.get(row.slug) ?? row.path;
    const searchable = path !== null && path !== undefined && row.release_id !== null && !row.noindex;
    if (!searchable) {
      if (row.entry_release !== null) gone.push(row.slug);
    } else if (row.entry_release !== row.release_id || row.entry_path !== path) {
      stale.push({ ...row, path });
    }
  }
  // Pages deleted since: their rows name a slug no page has.
  if (slugs === null)
    await tx.execute(
      sql`delete from search_entries e where e.kind = 'page' and not exists (select 1 from pages p where p.slug = e.ref)`,
    );
  else gone.push(...slugs.filter((slug) => !rows.some((row) => row.slug === slug)));
  if (gone.length) await removeRows(tx, 'page', gone);
  for (let i = 0; i < stale.length; i += 20) {
    const batch = stale.slice(i, i + 20);
    const releases = await rowsOf<{ id: number; snapshot: PageSnapshot; published_at: string | null }>(
      tx,
      sql`select id::int, snapshot, published_at::text from page_releases
          where id in (${sql.join(
            batch.map((row) => sql`${row.release_id}`),
            sql`, `,
          )})`,
    );
    const byId = new Map(releases.map((release) => [release.id, release]));
    await writeRows(
      tx,
      batch.flatMap((row) => {
        const release = byId.get(row.release_id as number);
        if (!release) return [];
        const blocks = [...(release.snapshot.blocks ?? [])]
          .sort((a, b) => a.order - b.order)
          .map((block) => block.content);
        return documentsOf(
          {
            kind: 'page',
            ref: row.slug,
            releaseId: release.id,
            path: row.path as string,
            date: dayOf(release.published_at),
            dated: false,
          },
          release.snapshot.title ?? row.slug,
          blocks,
        );
      }),
    );
  }
}

interface PageSnapshot {
  title?: unknown;
  blocks?: Array<{ order: number; content: unknown }>;
}

/** The kind of detail page a collection's items have (stories → the story pages), if any. */
function detailPrefix(name: string): string | undefined {
  const list = collectionRegistry[name]?.heldBy.list;
  return Object.values(DETAIL_KINDS).find((kind) => (kind.arrays as readonly string[]).includes(list ?? ''))?.prefix;
}

/** Where a visitor meets the collection's items: the first page showing it that has an address. */
async function listPath(tx: Db, name: string): Promise<string | null> {
  const slugs = await pagesShowing(tx, name);
  for (const slug of slugs.sort()) {
    const fixed = PATH_OF_SLUG.get(slug);
    if (fixed) return fixed;
  }
  const [created] = await rowsOf<{ path: string }>(
    tx,
    sql`select path from pages where path is not null and slug in (${sql.join(
      [...slugs, ''].map((slug) => sql`${slug}`),
      sql`, `,
    )}) order by path limit 1`,
  );
  return created?.path ?? null;
}

async function syncCollection(tx: Db, name: string) {
  if (!collectionRegistry[name]) return;
  await removeGone(tx, name);
  const stale = await staleReleases(tx, name);
  for (let i = 0; i < stale.length; i += BATCH) await writeReleases(tx, name, stale.slice(i, i + BATCH));
  // After a bulk publish the planner would otherwise take the index for the few rows it last saw.
  if (stale.length >= BATCH) await tx.execute(sql`analyze search_entries`);
}

/** Releases written per statement: 200 items, 400 rows. */
const BATCH = 200;

/**
 * Rows whose item has no live release now (unpublished, deleted): gone. A live release always holds
 * the item's content (a deletion's release never goes live), so its snapshot is not read here: on
 * every publish this compares all the collection's rows, and reading 10,000 snapshots took seconds.
 */
async function removeGone(tx: Db, name: string) {
  await tx.execute(sql`delete from search_entries e where e.kind = ${name} and not exists (
      select 1 from item_releases r where r.live and r.collection = ${name} and r.item_id::text = e.ref)`);
}

/**
 * The live releases of the collection whose rows are missing or older, oldest first: their ids
 * only, in one statement (taking them 200 at a time, each statement walked past the rows already
 * written, reading their snapshots: quadratic, and a publish of 10,000 items passed the 5 s limit).
 */
async function staleReleases(tx: Db, name: string): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select r.id::int from item_releases r
        left join search_entries e on e.kind = ${name} and e.ref = r.item_id::text and e.language = 'en'
        where r.collection = ${name} and r.live and e.release_id is distinct from r.id
        order by r.id`,
  );
  return rows.map((row) => row.id);
}

/** Writes the rows of these live releases (a batch of `staleReleases`); those no longer live are left. */
async function writeReleases(tx: Db, name: string, ids: readonly number[]): Promise<void> {
  const collection = collectionRegistry[name];
  if (!collection || ids.length === 0) return;
  const prefix = detailPrefix(name);
  const list = await listPath(tx, name);
  const stale = await rowsOf<{
    id: number;
    item_id: string;
    slug: string;
    snapshot: { content: Record<string, unknown> };
    sort_date: string | null;
    published_at: string | null;
  }>(
    tx,
    sql`select r.id::int, r.item_id::text, r.slug, r.snapshot, r.sort_date, r.published_at::text
        from item_releases r
        where r.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and r.live and r.snapshot ? 'content'
        order by r.id`,
  );
  await writeRows(
    tx,
    stale.flatMap((row) => {
      const content = row.snapshot.content;
      const path =
        prefix && content.detailContent
          ? `/${prefix}/${encodeURIComponent(row.slug)}`
          : list && `${list}#${encodeURIComponent(row.slug)}`;
      if (!path) return [];
      const date = dayOf(row.sort_date);
      return documentsOf(
        {
          kind: name,
          ref: row.item_id,
          releaseId: row.id,
          path,
          date: date ?? dayOf(row.published_at),
          dated: date !== null,
        },
        collection.title(content as never),
        content,
      );
    }),
  );
}

/**
 * Catches the index up with everything visitors see (at start-up: releases made before the index
 * existed, or while this copy was away), in short transactions of one batch each, so that on a
 * large site it neither holds one transaction for a minute (PGlite answers nobody meanwhile) nor
 * hits a statement's time limit. Returns how many rows were written. A publish meanwhile writes its
 * own rows; a batch skips releases no longer live.
 */
export async function catchUpSearch(db: Db, stopped: () => boolean = () => false): Promise<{ items: number }> {
  const stale = new Map<string, number[]>();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await syncPages(t, null);
    for (const name of SEARCHED_COLLECTIONS) {
      if (!collectionRegistry[name]) continue;
      await removeGone(t, name);
      stale.set(name, await staleReleases(t, name));
    }
  });
  let items = 0;
  for (const [name, ids] of stale) {
    for (let i = 0; i < ids.length && !stopped(); i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      await db.transaction((tx) => writeReleases(tx as unknown as Db, name, batch));
      items += batch.length;
    }
  }
  if (items >= BATCH) await db.execute(sql`analyze search_entries`);
  return { items };
}

/** How many live items the index lacks or holds an older release of (start-up decides by it). */
export async function staleSearchItems(db: Db): Promise<number> {
  let count = 0;
  for (const name of SEARCHED_COLLECTIONS)
    if (collectionRegistry[name]) count += (await staleReleases(db, name)).length;
  return count;
}

async function removeRows(tx: Db, kind: string, refs: readonly string[]) {
  await tx.execute(
    sql`delete from search_entries where kind = ${kind} and ref in (${sql.join(
      refs.map((ref) => sql`${ref}`),
      sql`, `,
    )})`,
  );
}

/** Replaces the rows of these documents, and adds their words to the vocabulary. */
async function writeRows(tx: Db, documents: readonly SearchDocument[]) {
  if (documents.length === 0) return;
  const values = documents.map((doc) => {
    const heading = sql`setweight(to_tsvector('site_search', ${foldForSearch(doc.title)}), 'A')`;
    return sql`(${doc.kind}, ${doc.ref}, ${doc.language}, ${doc.releaseId}, ${doc.path}, ${doc.title}, ${doc.body},
      ${doc.date}, ${doc.dated},
      ${heading}
        || setweight(to_tsvector('site_search', ${foldForSearch(doc.body)}), 'B')
        || setweight(to_tsvector('site_search', ${foldForSearch(doc.other)}), 'D'),
      ${heading}, ${titleBoost(doc.title)})`;
  });
  await tx.execute(sql`insert into search_entries (kind, ref, language, release_id, path, title, body, date, dated, document,
      heading, title_boost)
    values ${sql.join(values, sql`, `)}
    on conflict (kind, ref, language) do update set release_id = excluded.release_id, path = excluded.path,
      title = excluded.title, body = excluded.body, date = excluded.date, dated = excluded.dated,
      document = excluded.document, heading = excluded.heading, title_boost = excluded.title_boost`);
  const words = wordsOf(documents);
  if (words.length)
    await tx.execute(
      sql`insert into search_words (word) select jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) on conflict do nothing`,
    );
  await mergePendingLists(tx);
}

/** The search's GIN indexes (migrations 0015–0017). */
const SEARCH_INDEXES = [
  'search_entries_document_en_idx',
  'search_entries_document_ar_idx',
  'search_entries_heading_en_idx',
  'search_entries_heading_ar_idx',
  'search_words_trgm_idx',
];

/**
 * A GIN index takes new rows into a pending list, which every search reads whole until it is merged
 * into the index. PostgreSQL's autovacuum merges it now and then; the embedded database has no
 * autovacuum, and after a bulk publish a common word took 290 ms instead of 5 (bench, issue #32). So
 * the write that filled the lists merges them: 40 ms after 20,000 items, well under a millisecond
 * after one (writing in place instead, `fastupdate` off, made that publish six times slower).
 */
async function mergePendingLists(tx: Db) {
  await tx.execute(
    sql`select gin_clean_pending_list(name::regclass) from jsonb_array_elements_text(${JSON.stringify(SEARCH_INDEXES)}::jsonb) as name`,
  );
}
