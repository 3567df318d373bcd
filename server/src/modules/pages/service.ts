import type { Page, SiteContext } from '@site/blocks';
import { DETAIL_KINDS } from '@site/blocks/details';
import type { SQL } from 'drizzle-orm';
import { type Db, namedQueryRows, sql } from '../../db/client.ts';
import { MEDIA_PATHS } from '../../db/schema.ts';
import { etagOf } from '../../http/etag.ts';
import { PageCache } from '../../http/page-cache.ts';
import { collectionsShownBy, fillLists } from '../collections/held-lists.ts';
import { createLiveItems, type LiveItems } from '../collections/live-items.ts';
import type { PageChanges } from './changes.ts';
import { detailFromItems, detailLinksFromItems } from './detail-items.ts';
import { draftOf, type ItemRef, withDraftInWholeLists, withDraftItem } from './item-preview.ts';
import { draftWindow, listFromItems } from './listed-pages.ts';
import { MEDIA_OF } from './page-media.ts';
import { createPathDirectory } from './path-directory.ts';

/** A page as the API sends it: the JSON text PostgreSQL built, and the object it stands for. */
export interface StoredPage {
  /** `GET /v1/pages/{slug}`'s body, byte for byte, as text and as the bytes sent. */
  json: string;
  body: Buffer;
  etag: string;
  /** Shared by every reader of the cached page: never change it. */
  page: Page;
}

/**
 * A page read from the database, each form made when first asked for: server rendering needs only
 * the object, the API only the bytes and their tag (with the page cache off, each read serves one).
 */
function storedPage(json: string): StoredPage {
  let body: Buffer | undefined;
  let etag: string | undefined;
  let page: Page | undefined;
  return {
    json,
    get body() {
      body ??= Buffer.from(json);
      return body;
    },
    get etag() {
      etag ??= etagOf(this.body);
      return etag;
    },
    get page() {
      page ??= JSON.parse(json) as Page;
      return page;
    },
  };
}

/** Page JSON kept in memory per copy unless told (PAGE_CACHE_MB); the seeded site is about 0.5 MB. */
const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The page visitors see: its live release (ADR 0025), as one JSON text built by the database: the
 * API sends that text as it is (issue #9), and server rendering parses it once. The release's title,
 * settings and blocks are kept as visitor JSON text beside its snapshot (`visitor_json`, migration
 * 0009); only what changes without a new release (the settings version, the media) is added on each
 * read, in front of that object's first key. No live release (never published): no page.
 */
const PUBLISHED_JSON = (slug: string) => sql`
  select '{"slug":' || to_json(p.slug)::text
    || ',"settings_version":' || p.settings_version
    || ',"media":' || ${MEDIA_OF(sql`select jsonb_array_elements_text(r.media_paths)`)}::text
    || ',' || substr(r.visitor_json, 2) as json
  from pages p
  join page_releases r on r.id = p.published_release_id
  where p.slug = ${slug}`;

/** The draft editors work on: the page's own settings and blocks, with each block's translation stamps. */
const DRAFT_JSON = (slug: string) => sql`
  select json_build_object(
    'slug', p.slug,
    'title', p.title,
    'settings', p.settings,
    'settings_version', p.settings_version,
    'media', ${MEDIA_OF(sql`
        select jsonb_path_query(b.content, ${MEDIA_PATHS}) #>> '{}'
        from blocks b where b.page_id = p.id
        union
        select jsonb_path_query(p.settings, ${MEDIA_PATHS}) #>> '{}'`)},
    'blocks', coalesce((
      select json_agg(
        json_build_object('id', b.id, 'block_type', b.block_type, 'order', b."order", 'content', b.content, 'version', b.version, 'translations', b.translations)
        order by b."order", b.id
      )
      from blocks b where b.page_id = p.id
    ), '[]'::json)
  )::text as json
  from pages p
  where p.slug = ${slug}`;

/** The media of the items of collections `names`: the live releases' or the drafts'. */
const ITEMS_MEDIA = (names: string[], copy: 'draft' | 'live') => {
  // One parameter, so the statement's text (and its prepared name) is the same for any names.
  const among = sql`= any(${sql.param(names)}::text[])`;
  return sql`select ${MEDIA_OF(
    copy === 'live'
      ? sql`select jsonb_array_elements_text(r.media_paths) from item_releases r where r.live and r.collection ${among}`
      : sql`select jsonb_path_query(i.content, ${MEDIA_PATHS}) #>> '{}' from items i
          where i.deleted_at is null and i.collection ${among}`,
  )}::text as json`;
};

export interface PageService extends Required<Omit<SiteContext, 'search'>> {
  /** The published page as the API's JSON text, or null when no page has that slug or it was never published. */
  getStoredPage(slug: string): Promise<StoredPage | null>;
  /** The draft (never cached: editors read their own writes), or null when no page has that slug. */
  getDraftPage(slug: string, options?: { lists: boolean }): Promise<StoredPage | null>;
  /** The draft as edit mode shows it at an address: its paged lists one page long (`draftWindow`). */
  getDraftWindow(slug: string, params: URLSearchParams): Promise<string | null>;
  /** The site as visitors see it with one item's draft wherever the item shows (an item's preview link). */
  withDraftItem(ref: ItemRef): Promise<SiteContext>;
}

/**
 * Reads pages, each kept in memory once read (unless `changes` is not given: no cache) until a
 * write to it, on any copy, drops it.
 */
export function createPageService(db: Db, changes?: PageChanges, cacheBytes = PAGE_CACHE_BYTES): PageService {
  const cache = changes && new PageCache<StoredPage & { pages: Set<string>; bytes: number }>(changes, cacheBytes);

  /** `load`'s page, kept in the cache under `key` until page `slug` changes. */
  async function cachedPage(key: string, slug: string, load: () => Promise<StoredPage | null>) {
    const cached = cache?.get(key);
    if (cached) return cached;
    const begun = cache?.begin() ?? 0;
    const stored = await load();
    if (!stored) return null;
    // The text, its bytes and its parsed copy: about four times the text's length in memory.
    cache?.set(key, { ...stored, pages: new Set([slug]), bytes: stored.json.length * 4 }, begun);
    return stored;
  }
  /** The published page, its lists filled from the live items: a page without lists is its release as it is. */
  async function getStoredPage(slug: string): Promise<StoredPage | null> {
    const own = await getOwnPage(slug);
    if (!own || collectionsShownBy(own.page.blocks).length === 0) return own;
    return cachedPage(slug, slug, async () => storedPage(await withLists(own.json, 'live')));
  }
  async function read(name: string, query: SQL, copy: 'draft' | 'live', lists = true): Promise<StoredPage | null> {
    const rows = await namedQueryRows<{ json: string }>(db, name, query);
    const json = rows[0]?.json;
    if (json === undefined) return null;
    return storedPage(lists ? await withLists(json, copy) : json);
  }
  /**
   * The page with its list blocks' arrays filled from their collections (held-lists.ts), and those
   * items' media beside the blocks'; a page without list blocks as the database built it.
   */
  async function withLists(json: string, copy: 'draft' | 'live'): Promise<string> {
    const page = JSON.parse(json) as Page & { media: Record<string, unknown> };
    const names = collectionsShownBy(page.blocks);
    if (names.length === 0) return json;
    const [filled, [media]] = await Promise.all([
      fillLists(db, page, copy),
      namedQueryRows<{ json: string }>(db, `${copy}-items-media`, ITEMS_MEDIA(names, copy)),
    ]);
    return JSON.stringify({ ...filled, media: { ...page.media, ...JSON.parse(media?.json ?? '{}') } });
  }
  /** The live page as its release holds it, lists unfilled: what `listPage` reads the lists into. */
  const getOwnPage = (slug: string) =>
    cachedPage(`own:${slug}`, slug, async () => {
      const [row] = await namedQueryRows<{ json: string }>(db, 'published-page', PUBLISHED_JSON(slug));
      return row ? storedPage(row.json) : null;
    });
  const live = createLiveItems(db);
  const directory = createPathDirectory(db, changes);
  /** The reads of a page's lists and detail items from `items`: the live ones, or a preview's. */
  const itemReads = (items: LiveItems): Pick<PageService, 'listPage' | 'detailItem' | 'detailLinks'> => ({
    async listPage(slug, params) {
      const own = await getOwnPage(slug);
      if (!own) return null;
      if (collectionsShownBy(own.page.blocks).length === 0) return { kind: 'page', json: own.json };
      return listFromItems(db, items, own.page, params);
    },
    async detailItem(kind, id) {
      const own = await getOwnPage(DETAIL_KINDS[kind].list);
      return own ? detailFromItems(db, items, own.page, kind, id) : null;
    },
    async detailLinks(kind) {
      const own = await getOwnPage(DETAIL_KINDS[kind].list);
      return own ? detailLinksFromItems(db, items, own.page, kind) : [];
    },
  });
  return {
    ...itemReads(live),
    async withDraftItem(ref) {
      const draft = await draftOf(db, ref);
      const reads = itemReads(withDraftItem(live, draft, ref));
      return {
        getPage: async (slug) => (await getStoredPage(slug))?.page ?? null,
        getPageJson: async (slug) => (await getStoredPage(slug))?.json ?? null,
        pathTarget: directory.pathTarget,
        createdPages: directory.createdPages,
        ...reads,
        async listPage(slug, params) {
          const listed = await reads.listPage(slug, params);
          return listed && withDraftInWholeLists(db, listed, draft, ref);
        },
      };
    },
    pathTarget: directory.pathTarget,
    createdPages: directory.createdPages,
    getStoredPage,
    getDraftPage: (slug, { lists } = { lists: true }) => read('draft-page', DRAFT_JSON(slug), 'draft', lists),
    async getDraftWindow(slug, params) {
      const draft = await read('draft-page', DRAFT_JSON(slug), 'draft', false);
      return draft ? JSON.stringify(await draftWindow(db, draft.page, params)) : null;
    },
    async getPage(slug) {
      return (await getStoredPage(slug))?.page ?? null;
    },
    async getPageJson(slug) {
      return (await getStoredPage(slug))?.json ?? null;
    },
  };
}
