import { collectionRegistry } from '@site/blocks/collections';
import type { LocalizedText } from '@site/blocks/localized';
import { foldForSearch, MAX_QUERY_WORDS, searchWords } from '@site/blocks/search-fold';
import { type Db, sql } from '../../db/client.ts';
import { PATH_OF_SLUG } from './sync.ts';

/** How many of each kind "find anything" lists. */
const EACH = 8;

/** LIKE's own characters as plain text. */
const contains = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The editors' "find anything" (issue #32): pages, items and media files whose texts in either
 * language hold every word of `q`, drafts included — what an editor works on, not only what
 * visitors see. Pages by their titles and address, items by their texts (the panel's search, ADR
 * 0024), media by file name and alt text.
 */
export async function findAnything(db: Db, q: string) {
  const words = searchWords(q).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return { pages: [], items: [], media: [] };
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  const pageRows = await rows<{ slug: string; path: string | null; title: LocalizedText | null; published: boolean }>(
    sql`select slug, path, title, published_release_id is not null as published from pages order by slug`,
  );
  const pages = pageRows
    .map((page) => ({ ...page, path: PATH_OF_SLUG.get(page.slug) ?? page.path }))
    .filter((page): page is typeof page & { path: string } => page.path !== null)
    .filter((page) => {
      const title = page.title ?? '';
      const text = foldForSearch(
        [page.slug, page.path, typeof title === 'string' ? title : `${title.en ?? ''} ${title.ar ?? ''}`].join(' '),
      );
      return words.every((word) => text.includes(word));
    })
    .slice(0, EACH)
    .map(({ slug, path, title, published }) => ({ slug, path, title: title ?? slug, published }));

  const itemRows = await rows<{ collection: string; slug: string; content: unknown; published: boolean }>(
    sql`select collection, slug, content, published_release_id is not null as published from items
        where deleted_at is null and ${sql.join(
          words.map((word) => sql`search_text like ${contains(word)}`),
          sql` and `,
        )}
        order by updated_at desc, id limit ${EACH}`,
  );
  const items = itemRows.flatMap(({ collection, slug, content, published }) => {
    const definition = collectionRegistry[collection];
    return definition ? [{ collection, slug, title: definition.title(content as never), published }] : [];
  });

  const media = await rows<{ path: string; file_name: string; kind: string; alt: LocalizedText }>(
    sql`select path, file_name, kind, alt from media_items
        where ${sql.join(
          words.map(
            (word) =>
              sql`(lower(file_name) like ${contains(word)} or ${foldedSql(sql`alt->>'en'`)} like ${contains(word)}
                or ${foldedSql(sql`alt->>'ar'`)} like ${contains(word)})`,
          ),
          sql` and `,
        )}
        order by created_at desc, path limit ${EACH}`,
  );
  return {
    pages,
    items,
    media: media.map(({ path, file_name, kind, alt }) => ({ path, fileName: file_name, kind, alt })),
  };
}

/**
 * A text column folded in SQL as `foldForSearch` folds in JavaScript, for the few short texts
 * (alt texts) not stored folded: lower case, one alef, ya and ta marbuta, no tatweel or vowel marks.
 */
function foldedSql(column: ReturnType<typeof sql>) {
  return sql`translate(lower(coalesce(${column}, '')), 'أإآٱىةـًٌٍَُِّْ', 'اااايه')`;
}
