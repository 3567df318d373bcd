import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itemReleases } from '../../db/schema.ts';
import { shownWhere } from './held-lists.ts';
import { liveCount } from './live-counts.ts';
import { collectionOf } from './service.ts';

/**
 * What visitors see of collections (issue #30, ADR 0040): the live releases, a page at a time. Every
 * read is one indexed query over the live rows (`item_releases … where live`), so a list page costs
 * the same with 22 items or 10,000.
 */

export interface LiveItem {
  slug: string;
  content: unknown;
}

export interface LivePage {
  items: LiveItem[];
  total: number;
}

const contentOf = sql<unknown>`${itemReleases.snapshot}->'content'`;

export function createLiveItems(db: Db) {
  function orderOf(name: string) {
    const collection = collectionOf(name);
    return typeof collection.order === 'object'
      ? // Newest first; the same date keeps the list's own order, as the page's sort does.
        [sql`${itemReleases.sortDate} desc nulls last`, asc(itemReleases.position), asc(itemReleases.slug)]
      : [asc(itemReleases.position), asc(itemReleases.slug)];
  }

  function whereOf(name: string, filters: readonly string[], without: readonly string[] = []): SQL | undefined {
    const collection = collectionOf(name);
    return and(
      eq(itemReleases.collection, collection.name),
      eq(itemReleases.live, true),
      shownWhere(itemReleases.filterValues, { with: filters, without }),
    );
  }

  /**
   * The count kept for these filters (live-counts.ts), less those with the value a list leaves out
   * (`unlisted`: the kept count of the filters with it); undefined when that is not kept.
   */
  async function keptCount(name: string, filters: readonly string[], without: readonly string[]) {
    const all = await liveCount(db, name, filters);
    if (all === undefined || without.length === 0) return all;
    if (without.length > 1) return undefined;
    const left = await liveCount(db, name, [...filters, ...without]);
    return left === undefined ? undefined : all - left;
  }

  return {
    /** One page of a collection's live items, in its order, with every filter value required. */
    async page(
      name: string,
      {
        filters = [],
        without = [],
        page = 1,
        perPage,
      }: { filters?: readonly string[]; without?: readonly string[]; page?: number; perPage: number },
    ): Promise<LivePage> {
      const where = whereOf(name, filters, without);
      // The page's ids first, then only their content: whatever plan the statistics lead to, no
      // article outside the page is read (a sort of every live row with its content took 80 ms at
      // 10,000 stories before the table was analyzed).
      const [ids, total] = await Promise.all([
        db
          .select({ id: itemReleases.id })
          .from(itemReleases)
          .where(where)
          .orderBy(...orderOf(name))
          .limit(perPage)
          .offset((page - 1) * perPage),
        // The count kept per filter (live-counts.ts); counted when more filters are asked than are kept.
        keptCount(collectionOf(name).name, filters, without).then(
          async (kept) => kept ?? (await db.select({ total: count() }).from(itemReleases).where(where))[0]?.total ?? 0,
        ),
      ]);
      if (ids.length === 0) return { items: [], total };
      const rows = await db
        .select({ id: itemReleases.id, slug: itemReleases.slug, content: contentOf })
        .from(itemReleases)
        .where(
          inArray(
            itemReleases.id,
            ids.map((row) => row.id),
          ),
        );
      const byId = new Map(rows.map(({ id, ...item }) => [id, item]));
      return { items: ids.flatMap(({ id }) => byId.get(id) ?? []), total };
    },

    /** One live item, or null. */
    async one(name: string, slug: string): Promise<LiveItem | null> {
      const [row] = await db
        .select({ slug: itemReleases.slug, content: contentOf })
        .from(itemReleases)
        .where(and(whereOf(name, []), eq(itemReleases.slug, slug)))
        .limit(1);
      return row ?? null;
    },

    /** The live items that have a page of their own (detail content): their ids and titles, in the list's order. */
    async withPages(name: string): Promise<Array<{ slug: string; title: unknown }>> {
      return db
        .select({ slug: itemReleases.slug, title: sql<unknown>`${contentOf}->'title'` })
        .from(itemReleases)
        .where(and(whereOf(name, []), sql`coalesce(${contentOf}->'detailContent', 'null'::jsonb) <> 'null'::jsonb`))
        .orderBy(asc(itemReleases.position), asc(itemReleases.slug));
    },

    /** The live items of `slugs`, in the order asked (the ones not live are left out). */
    async some(name: string, slugs: readonly string[]): Promise<LiveItem[]> {
      if (slugs.length === 0) return [];
      const rows = await db
        .select({ slug: itemReleases.slug, content: contentOf })
        .from(itemReleases)
        .where(and(whereOf(name, []), inArray(itemReleases.slug, [...slugs])));
      const bySlug = new Map(rows.map((row) => [row.slug, row]));
      return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
    },
  };
}

export type LiveItems = ReturnType<typeof createLiveItems>;
