import { getBlockDefinition } from '@site/blocks';
import { collectionRegistry } from '@site/blocks/collections';
import type { Language } from '@site/blocks/localized';
import { MAX_QUERY_WORDS, searchWords } from '@site/blocks/search-fold';
import { LRUCache } from 'lru-cache';
import { type Db, sql } from '../../db/client.ts';
import type { PageChanges } from '../pages/changes.ts';
import { type SnippetPart, snippetOf } from './snippet.ts';

/** Results on one page of `/search`. */
export const PER_PAGE = 10;
/** The furthest page asked for: past it, a visitor should ask a better question. */
export const MAX_PAGE = 50;
const SUGGESTIONS = 6;

export interface SearchHit {
  kind: string;
  title: string;
  path: string;
  date: string | null;
  snippet: SnippetPart[];
}

export interface SearchAnswer {
  query: string;
  total: number;
  page: number;
  pages: number;
  results: SearchHit[];
}

export interface Suggestion {
  kind: string;
  title: string;
  path: string;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/**
 * The text search query for a visitor's words (ADR 0047): every word required, each stemmed by the
 * `site_search` configuration; a word the index has never seen may be any of the three known words
 * most like it (trigram similarity), so one typing mistake still finds it; the last word of a
 * suggestion's query is a prefix. Words are letters and digits only, so nothing in them is an
 * operator of the query language. Null when no word is left.
 */
async function queryText(
  db: Db,
  words: readonly string[],
  prefixLast: boolean,
): Promise<{ text: string; near: string[] } | null> {
  if (words.length === 0) return null;
  const last = words.length - 1;
  const rows = await rowsOf<{ w: string; near: string[] }>(
    db,
    sql`select q.w, array(select s.word from search_words s where s.word % q.w
            order by similarity(s.word, q.w) desc, s.word limit 10) as near
        from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as q(w, n)
        where length(q.w) >= 3 and not exists (select 1 from search_words s
          where ${prefixLast ? sql`case when q.n = ${last + 1} then s.word like replace(replace(replace(q.w, '\', '\\'), '%', '\%'), '_', '\_') || '%' else s.word = q.w end` : sql`s.word = q.w`})`,
  );
  // One typing mistake: a letter added, left out, changed, or two swapped (two in a long word).
  const alternatives = new Map(
    rows.map((row) => [
      row.w,
      row.near.filter((word) => editDistance(row.w, word) <= (row.w.length >= 8 ? 2 : 1)).slice(0, 3),
    ]),
  );
  // A word being typed is also each of the shortest words of the site it starts: `governm` is
  // `governm:* | government`, so the stem (`govern`) is found before the word is finished.
  const typed = words[last] as string;
  if (prefixLast && typed.length >= 3) {
    const completions = await rowsOf<{ word: string }>(
      db,
      sql`select word from search_words where word like ${`${typed}%`} and word <> ${typed}
          order by length(word), word limit 3`,
    );
    alternatives.set(typed, [...(alternatives.get(typed) ?? []), ...completions.map((row) => row.word)]);
  }
  const text = words
    .map((word, index) => {
      const term = prefixLast && index === last ? `${word}:*` : word;
      const others = alternatives.get(word) ?? [];
      return others.length ? `(${[term, ...others].join(' | ')})` : term;
    })
    .join(' & ');
  return { text, near: rows.flatMap((row) => row.near) };
}

/**
 * An item shown as a card on a list page that is read a page at a time (the clients): its address
 * names the page of the list it is on, in the list's own order, so the card's modal can open there.
 */
async function onListPages(db: Db, rows: Array<{ kind: string; path: string }>) {
  for (const row of rows) {
    const held = collectionRegistry[row.kind]?.heldBy;
    const perPage = held && getBlockDefinition(held.block)?.list?.perPage;
    const hash = row.path.indexOf('#');
    if (!perPage || hash < 0) continue;
    const slug = decodeURIComponent(row.path.slice(hash + 1));
    const [place] = await rowsOf<{ before: number }>(
      db,
      sql`select count(*)::int as before from item_releases r, item_releases me
          where me.collection = ${row.kind} and me.live and me.slug = ${slug}
            and r.collection = ${row.kind} and r.live and (r.position, r.slug) < (me.position, me.slug)`,
    );
    const page = Math.floor((place?.before ?? 0) / perPage) + 1;
    if (page > 1) row.path = `${row.path.slice(0, hash)}?page=${page}${row.path.slice(hash)}`;
  }
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 1; j <= y.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= x.length; i++) {
    const row = d[i] as number[];
    const above = d[i - 1] as number[];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[x.length] as number[])[y.length] as number;
}

/** Matches ranked from their whole texts: the first ten pages of results, and suggestions' pool. */
const RANKED = 100;
const SUGGESTION_POOL = 30;

/** Dated items lose half their weight in a year; pages and undated items sit at a year's age. */
const RECENCY = `case when e.dated
      then 0.5 + 0.5 * power(2.0::float8, -greatest(0, current_date - e.date::date) / 365.0::float8)
      else 0.75 end`;

/**
 * A match's weight in two steps (ADR 0047). First every match from its narrow row alone: a title
 * holding every word (`heading`) counts ten times a body, more the shorter the title; times its
 * recency. Then the best `RANKED` of those from their whole text: the text rank with the title (A)
 * counting ten body words (B) and the other language's texts (D) little, divided by the log of the
 * text's length (a long page does not win by length alone), times the same title raise and recency.
 * The text rank reads each document from out-of-line storage, which for a common word's 15,000
 * matches took 180 ms (bench, issue #32); the first step reads none.
 */
const PRIOR = sql.raw(`(case when e.heading @@ q.q then 10 * e.title_boost else 1 end) * ${RECENCY}`);
const FULL = sql.raw(`ts_rank('{0.02, 0.05, 0.1, 1.0}', e.document, q.q, 1)
    * (case when e.heading @@ q.q then e.title_boost else 1 end) * ${RECENCY}`);

/**
 * `q`, the query; `m`, the rows of `lang` matching it in their whole text (`document`) or in their
 * title alone (`heading`), with their first weight (narrow, so that thousands of matches are counted
 * and sorted in memory); `ranked`, the best of them (`pool`) with their full weight. `language` is
 * a constant of each language's partial indexes (migrations 0016 and 0017), so only that language's
 * rows are visited.
 */
const matches = (lang: Language, text: string, pool: number, within: 'document' | 'heading' = 'document') =>
  sql`q as (select to_tsquery('site_search', ${text}) as q),
      m as materialized (select e.id, ${PRIOR} as prior from search_entries e, q
        where e.language = ${lang} and e.${sql.raw(within)} @@ q.q),
      best as (select id from m order by prior desc, id limit ${pool}),
      ranked as (select e.id, ${FULL} as rank from best join search_entries e on e.id = best.id, q)`;

export function createSearch(db: Db, changes: Pick<PageChanges, 'subscribe'>) {
  // Answers kept until anything visitors see changes (any copy's publish drops them all).
  const answers = new LRUCache<string, SearchAnswer>({ max: 2000 });
  const suggested = new LRUCache<string, Suggestion[]>({ max: 2000 });
  changes.subscribe(() => {
    answers.clear();
    suggested.clear();
  });

  const wordsOf = (q: string) => searchWords(q).slice(0, MAX_QUERY_WORDS);

  return {
    /** Forgets every answer kept (the index changed outside an announced change: the start-up catch-up). */
    clear() {
      answers.clear();
      suggested.clear();
    },

    /** One page of results for `q` in `lang`, best first. */
    async search(q: string, lang: Language, page = 1): Promise<SearchAnswer> {
      const words = wordsOf(q);
      const key = `${lang} ${page} ${words.join(' ')}`;
      const known = answers.get(key);
      if (known) return { ...known, query: q };
      const query = await queryText(db, words, false);
      if (!query) return { query: q, total: 0, page, pages: 0, results: [] };
      // Past the fully ranked matches, the first step's order goes on where they end.
      const offset = (page - 1) * PER_PAGE;
      const rows = await rowsOf<{
        kind: string;
        title: string;
        path: string;
        date: string | null;
        body: string;
        total: number;
        stems: string[] | null;
      }>(
        db,
        sql`with ${matches(lang, query.text, RANKED)},
              top as (${
                offset < RANKED
                  ? sql`select id, rank from ranked order by rank desc, id limit ${PER_PAGE} offset ${offset}`
                  : sql`select id, prior as rank from m order by prior desc, id limit ${PER_PAGE} offset ${offset}`
              })
            select e.kind, e.title, e.path, e.date, e.body, (select count(*) from m)::int as total,
              (select tsvector_to_array(to_tsvector('site_search', ${[...words, ...query.near].join(' ')}))) as stems
            from top join search_entries e on e.id = top.id
            order by top.rank desc, top.id`,
      );
      const total = rows[0]?.total ?? 0;
      await onListPages(db, rows);
      const stems = rows[0]?.stems ?? [];
      const answer: SearchAnswer = {
        query: q,
        total,
        page,
        pages: Math.min(MAX_PAGE, Math.ceil(total / PER_PAGE)),
        results: rows.map((row) => ({
          kind: row.kind,
          title: row.title,
          path: row.path,
          date: row.date,
          snippet: snippetOf(row.body, stems),
        })),
      };
      answers.set(key, answer);
      return answer;
    },

    /** A few titles for what is being typed, the last word taken as the start of a word. */
    async suggest(q: string, lang: Language): Promise<Suggestion[]> {
      const words = wordsOf(q);
      const key = `${lang} ${words.join(' ')}`;
      const known = suggested.get(key);
      if (known) return known;
      const query = await queryText(db, words, true);
      if (!query) return [];
      const within = (column: 'document' | 'heading') =>
        rowsOf<Suggestion>(
          db,
          sql`with ${matches(lang, query.text, SUGGESTION_POOL, column)},
                top as (select id, rank from ranked order by rank desc, id limit ${SUGGESTIONS})
              select e.kind, e.title, e.path from top join search_entries e on e.id = top.id
              order by top.rank desc, top.id`,
        );
      // Titles holding the words lead in the full rank anyway; only when there are too few of them
      // are the texts searched (a prefix's thousands of matches in texts cost ten times its titles').
      let rows = await within('heading');
      if (rows.length < SUGGESTIONS) rows = await within('document');
      suggested.set(key, rows);
      return rows;
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
