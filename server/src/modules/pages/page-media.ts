import type { Page } from '@site/blocks';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, namedQueryRows } from '../../db/client.ts';

/**
 * The media a page uses, looked up in `media_info` for every uploaded file's address in `strings`
 * (a query giving one address per row; see MEDIA_PATHS), so the browser gets the size and WebP copies of
 * each image it draws, and the media library's alt text of those that have some (ADR 0032): a view
 * drawing an image without alt text of its own uses it. A path with alt text but no size has width 0.
 */
export const MEDIA_OF = (strings: SQL) => sql`coalesce((
      select json_object_agg(u.path, json_build_object(
        'width', coalesce(m.width, 0), 'height', coalesce(m.height, 0), 'variants', coalesce(m.variants, '[]'::jsonb)
      )::jsonb || case when i.path is null then '{}'::jsonb else jsonb_build_object('alt', i.alt) end
      order by u.path)
      from (select distinct s.path from (${strings}) as s(path)) u
      left join media_info m on m.path = u.path
      left join media_items i on i.path = u.path and i.alt <> '{}'::jsonb
      where m.path is not null or i.path is not null
    ), '{}'::json)`;

/** The media entries (`page.media`'s shape) of every uploaded file named in `value` (items, blocks). */
export async function mediaOfUploadsIn(db: Db, value: unknown): Promise<Page['media']> {
  const found = JSON.stringify(value).match(/"\/data\/uploads\/(?:[^"\\]|\\.)*"/g) ?? [];
  const paths = [...new Set(found.map((text) => JSON.parse(text) as string))];
  if (paths.length === 0) return {};
  const [row] = await namedQueryRows<{ json: string }>(
    db,
    'media-of-paths',
    sql`select ${MEDIA_OF(sql`select unnest(${sql.param(paths)}::text[])`)}::text as json`,
  );
  return JSON.parse(row?.json ?? '{}') as Page['media'];
}
