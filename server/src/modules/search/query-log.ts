import type { Language } from '@site/blocks/localized';
import { MAX_QUERY_LENGTH, plainQuery, searchWords } from '@site/blocks/search-fold';
import { type Db, sql } from '../../db/client.ts';

/**
 * What visitors searched (issue #32): counted per day, language and query, with how many results
 * the last such search found, for the editors' report. Nothing about who searched is kept; e-mail
 * addresses and long numbers (a phone, an id) typed into the box are blanked before anything is
 * stored. Counts gather in memory and are written every `flushMs` in one statement, so a search
 * never waits for a write; every copy adds its own counts.
 */
export function createQueryLog(db: Db, { flushMs = 2000, now = () => new Date() } = {}) {
  type Pending = { day: string; language: Language; query: string; shown: string; count: number; results: number };
  let pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Pending[]) {
    await db.execute(sql`insert into search_queries as s (day, language, query, shown, count, results)
      select day, language, query, shown, count, results
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as r(day text, language text, query text, shown text, count int, results int)
      on conflict (day, language, query) do update
        set count = s.count + excluded.count, results = excluded.results`);
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = [...pending.values()];
    pending = new Map();
    if (batch.length)
      writing = writing.then(() =>
        write(batch).catch(() => {
          // The database was away: the counts go back to wait for the next flush.
          for (const entry of batch) {
            const key = `${entry.day} ${entry.language} ${entry.query}`;
            const later = pending.get(key);
            pending.set(key, later ? { ...later, count: later.count + entry.count } : entry);
          }
        }),
      );
    return writing;
  }

  return {
    /** Counts a search of `q` in `lang` that found `results`. */
    record(q: string, lang: Language, results: number) {
      const shown = blanked(plainQuery(q)).replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
      const query = searchWords(shown).join(' ');
      if (!query) return;
      const day = now().toISOString().slice(0, 10);
      const key = `${day} ${lang} ${query}`;
      const entry = pending.get(key);
      if (entry) {
        entry.count++;
        entry.results = results;
      } else pending.set(key, { day, language: lang, query, shown, count: 1, results });
      timer ??= setTimeout(() => void flush(), flushMs).unref();
    },

    flush,

    /**
     * The last `days` days' searches, most frequent first, and apart those whose last search found
     * nothing: what visitors look for and do not find.
     */
    async report(days = 30, limit = 50) {
      await flush();
      const since = new Date(now().getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      const rows = (
        (await db.execute(sql`
        select query, language, (array_agg(shown order by day desc))[1] as shown, sum(count)::int as count,
          (array_agg(results order by day desc))[1] as results
        from search_queries where day >= ${since}
        group by query, language
        order by count desc, query
      `)) as unknown as {
          rows: Array<{ query: string; language: Language; shown: string; count: number; results: number }>;
        }
      ).rows;
      const entry = ({ shown, language, count, results }: (typeof rows)[number]) => ({
        query: shown,
        language,
        count,
        results,
      });
      return {
        since,
        searches: rows.reduce((sum, row) => sum + row.count, 0),
        top: rows.slice(0, limit).map(entry),
        none: rows
          .filter((row) => row.results === 0)
          .slice(0, limit)
          .map(entry),
      };
    },

    async stop() {
      await flush();
    },
  };
}

export type QueryLog = ReturnType<typeof createQueryLog>;

/** E-mail addresses and runs of seven digits or more (phones, ids), which say who is asking. */
function blanked(text: string): string {
  return text
    .replace(/\S+@\S+/g, '…')
    .replace(/[\d\u0660-\u0669\u06f0-\u06f9][\d\u0660-\u0669\u06f0-\u06f9\s-]{5,}[\d\u0660-\u0669\u06f0-\u06f9]/g, '…');
}
