import type { Page, SiteContext } from '@site/blocks';
import type { SQL } from 'drizzle-orm';
import { type Db, namedQueryRows, sql } from '../../db/client.ts';
import { MEDIA_PATHS } from '../../db/schema.ts';
import { etagOf } from '../../http/etag.ts';
import { PageCache } from '../../http/page-cache.ts';
import type { PageChanges } from './changes.ts';
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

/** Page JSON kept in memory per copy; the seeded site is about 0.5 MB. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The media a page uses, looked up in `media_info` for every uploaded file's address in `strings`
 * (a query giving one address per row; see MEDIA_PATHS), so the browser gets the size and WebP copies of
 * each image it draws, and the media library's alt text of those that have some (ADR 0032): a view
 * drawing an image without alt text of its own uses it. A path with alt text but no size has width 0.
 */
const MEDIA_OF = (strings: SQL) => sql`coalesce((
      select json_object_agg(u.path, json_build_object(
        'width', coalesce(m.width, 0), 'height', coalesce(m.height, 0), 'variants', coalesce(m.variants, '[]'::jsonb)
      )::jsonb || case when i.path is null then '{}'::jsonb else jsonb_build_object('alt', i.alt) end
      order by u.path)
      from (select distinct s.path from (${strings}) as s(path)) u
      left join media_info m on m.path = u.path
      left join media_items i on i.path = u.path and i.alt <> '{}'::jsonb
      where m.path is not null or i.path is not null
    ), '{}'::json)`;

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

export interface PageService extends Required<SiteContext> {
  /** The published page as the API's JSON text, or null when no page has that slug or it was never published. */
  getStoredPage(slug: string): Promise<StoredPage | null>;
  /** The draft (never cached: editors read their own writes), or null when no page has that slug. */
  getDraftPage(slug: string): Promise<StoredPage | null>;
}

/**
 * Reads pages, each kept in memory once read (unless `changes` is not given: no cache) until a
 * write to it, on any copy, drops it.
 */
export function createPageService(db: Db, changes?: PageChanges): PageService {
  const cache = changes && new PageCache<StoredPage & { pages: Set<string>; bytes: number }>(changes, PAGE_CACHE_BYTES);

  async function getStoredPage(slug: string): Promise<StoredPage | null> {
    const cached = cache?.get(slug);
    if (cached) return cached;
    const begun = cache?.begin() ?? 0;
    const stored = await read('published-page', PUBLISHED_JSON(slug));
    if (!stored) return null;
    // The text, its bytes and its parsed copy: about four times the text's length in memory.
    cache?.set(slug, { ...stored, pages: new Set([slug]), bytes: stored.json.length * 4 }, begun);
    return stored;
  }
  async function read(name: string, query: SQL): Promise<StoredPage | null> {
    const rows = await namedQueryRows<{ json: string }>(db, name, query);
    const json = rows[0]?.json;
    return json === undefined ? null : storedPage(json);
  }
  const directory = createPathDirectory(db, changes);
  return {
    pathTarget: directory.pathTarget,
    createdPages: directory.createdPages,
    getStoredPage,
    getDraftPage: (slug) => read('draft-page', DRAFT_JSON(slug)),
    async getPage(slug) {
      return (await getStoredPage(slug))?.page ?? null;
    },
    async getPageJson(slug) {
      return (await getStoredPage(slug))?.json ?? null;
    },
  };
}
