// `npm run bench` section h (issue #32): the site search with 10,000 stories and 10,000 posts whose
// texts are varied English and Arabic (scripts/perf/search-texts.mjs), published, on the app at
// `base`. Adds them through the API as sections f and g do, publishes them (the index is written in
// the publish's transaction), then asks, one request at a time, many distinct searches (1–3 words,
// English and Arabic, some with one typing mistake, some Arabic with another hamza) and suggestions
// (what is typed, 2–12 characters): first asks (cache misses) and the same again (hits), p50/p95/p99.
import { performance } from 'node:perf_hooks';
import { addItems, member, request, vacancy } from './collections-at-scale.mjs';
import { fixed, percentile } from './common.mjs';
import {
  AUDIENCES,
  CITIES,
  client,
  otherHamza,
  random,
  searchPost,
  searchStory,
  TOPICS,
  typo,
  wordsOfText,
} from './search-texts.mjs';

/** Distinct queries of each kind per language (misses), each asked again once (hits). */
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES || 300);
const VACANCIES = 500;
const MEMBERS = 300;

const STOP = new Set([
  'a',
  'an',
  'the',
  'for',
  'in',
  'at',
  'on',
  'of',
  'how',
  'why',
  'what',
  'about',
  'need',
  'and',
  'with',
]);
const STOP_AR = new Set(['في', 'من', 'عن', 'على', 'إلى', 'كيف', 'لماذا', 'ما', 'مع']);

/** The words a visitor might take from a text: letters, not the little words. */
function usable(text, lang) {
  return (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).filter(
    (word) => word.length >= 3 && !(lang === 'en' ? STOP : STOP_AR).has(word.toLowerCase()),
  );
}

const textOf = (content, lang) => [
  content.title[lang],
  content.description?.[lang] ?? '',
  ...content.detailContent.body.map((p) => p.content[lang]),
];

/**
 * Searches a visitor might type, in `lang`: words from an item's title or text (1–3 in a row), one
 * common word of the domain (thousands of matches), a client's name, or a city and a topic; one in
 * five with a typing mistake in a word, and in Arabic one in five with another hamza or ending.
 */
export function searchQueries(n, lang, count, seed) {
  const rand = random(seed);
  const seen = new Set();
  const queries = [];
  for (let tries = 0; queries.length < count && tries < count * 20; tries++) {
    const kind = rand();
    let words;
    let how;
    if (kind < 0.45) {
      const item = rand() < 0.5 ? searchStory(Math.floor(rand() * n)) : searchPost(Math.floor(rand() * n));
      const texts = textOf(item, lang);
      const source = rand() < 0.5 ? texts[0] : texts[1 + Math.floor(rand() * (texts.length - 1))];
      const all = usable(source, lang);
      if (all.length === 0) continue;
      const length = Math.min(all.length, 1 + Math.floor(rand() * 3));
      const start = Math.floor(rand() * (all.length - length + 1));
      words = all.slice(start, start + length);
      how = 'words of an item';
    } else if (kind < 0.65) {
      words = usable((rand() < 0.5 ? TOPICS : AUDIENCES)[Math.floor(rand() * 30)][lang === 'en' ? 0 : 1], lang);
      how = 'a common word';
    } else if (kind < 0.85) {
      words = usable(client(random(Math.floor(rand() * 2 ** 31)))[lang === 'en' ? 0 : 1], lang).slice(
        0,
        1 + Math.floor(rand() * 2),
      );
      how = 'a name';
    } else {
      const [topic, city] = [TOPICS[Math.floor(rand() * TOPICS.length)], CITIES[Math.floor(rand() * CITIES.length)]];
      words = [...usable(topic[lang === 'en' ? 0 : 1], lang), ...usable(city[lang === 'en' ? 0 : 1], lang)].slice(0, 3);
      how = 'a topic and a city';
    }
    if (words.length === 0) continue;
    let variant = '';
    const long = words.map((word, i) => [word, i]).filter(([word]) => [...word].length >= 4);
    if (rand() < 0.2 && long.length) {
      const [word, i] = long[Math.floor(rand() * long.length)];
      words = words.map((w, j) => (j === i ? typo(rand, word) : w));
      variant = 'typo';
    } else if (lang === 'ar' && rand() < 0.25) {
      const changed = words.map((word) => otherHamza(rand, word));
      if (changed.some((word, i) => word !== words[i])) {
        words = changed;
        variant = 'hamza';
      }
    }
    const q = lang === 'en' && rand() < 0.5 ? words.map((w) => w.toLowerCase()).join(' ') : words.join(' ');
    const key = `${lang} ${wordsOfText(q).join(' ')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    queries.push({ q, lang, how, variant, words: words.length });
  }
  return queries;
}

/** What is typed into the search field: the start of a title or of a common phrase, 2–12 characters. */
export function suggestionQueries(n, lang, count, seed) {
  const rand = random(seed);
  const seen = new Set();
  const queries = [];
  for (let tries = 0; queries.length < count && tries < count * 50; tries++) {
    const source =
      rand() < 0.7
        ? (rand() < 0.5 ? searchStory : searchPost)(Math.floor(rand() * n)).title[lang]
        : (rand() < 0.5 ? TOPICS : AUDIENCES)[Math.floor(rand() * 30)][lang === 'en' ? 0 : 1];
    const typed = source.replace(/^\d+ /, '');
    const length = 2 + Math.floor(rand() * 11);
    const q = typed.slice(0, length).trimStart();
    if (q.trim().length < 2) continue;
    const key = `${lang} ${wordsOfText(q).join(' ')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    queries.push({ q, lang, length: q.length });
  }
  return queries;
}

async function ask(base, path) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, json: JSON.parse(body) };
}

const searchPath = ({ q, lang }) => `/v1/search?q=${encodeURIComponent(q)}&lang=${lang}`;
const suggestPath = ({ q, lang }) => `/v1/search/suggestions?q=${encodeURIComponent(q)}&lang=${lang}`;

const pct = (values) =>
  `p50 ${fixed(percentile(values, 50), 2)} ms, p95 ${fixed(percentile(values, 95), 2)} ms, p99 ${fixed(percentile(values, 99), 2)} ms, max ${fixed(Math.max(...values), 2)} ms`;

/** Adds and publishes the items: 10,000 stories and 10,000 posts (`n` each), 500 vacancies, 300 team members. */
export async function installSearchSite({ base, token, n }) {
  const lines = [];
  const added = performance.now();
  await addItems(base, token, 'stories', n, searchStory);
  await addItems(base, token, 'resources', n, searchPost);
  await addItems(base, token, 'vacancies', VACANCIES, vacancy);
  await addItems(base, token, 'team', MEMBERS, member);
  lines.push(
    `Added ${n} stories, ${n} posts (varied English and Arabic texts), ${VACANCIES} vacancies and ${MEMBERS} team members through the API in ${fixed((performance.now() - added) / 1000, 0)} s`,
  );
  const published = performance.now();
  await request(base, token, 'POST', '/v1/pages/publish', {
    slugs: ['customer-stories', 'resources', 'careers', 'our-team'],
  });
  const publishMs = performance.now() - published;
  lines.push(
    `Published them (one publish of their four list pages; the search index written in its transaction) in ${fixed(publishMs / 1000, 1)} s`,
  );
  return { lines, publishMs };
}

/**
 * Asks the searches and suggestions, misses then hits, one at a time; returns the lines to print,
 * the checks ([name, goal, result, pass]) and each search's answer in short (to compare databases).
 */
export async function measureSearch({ base, n, on }) {
  const lines = [];
  // Unmeasured first: other queries than the measured ones (a seed of their own), so the JIT has
  // compiled the routes and the database has read its indexes.
  for (const lang of ['en', 'ar']) {
    for (const query of searchQueries(n, lang, 40, lang === 'en' ? 901 : 902)) await ask(base, searchPath(query));
    for (const query of suggestionQueries(n, lang, 40, lang === 'en' ? 903 : 904)) await ask(base, suggestPath(query));
  }
  const searches = [...searchQueries(n, 'en', QUERIES, 11), ...searchQueries(n, 'ar', QUERIES, 12)];
  const suggestions = [...suggestionQueries(n, 'en', QUERIES, 13), ...suggestionQueries(n, 'ar', QUERIES, 14)];
  // Interleaved: English and Arabic in turn, so the machine's noise falls on both alike.
  const interleave = (list) => {
    const en = list.filter((query) => query.lang === 'en');
    const ar = list.filter((query) => query.lang === 'ar');
    return Array.from({ length: Math.max(en.length, ar.length) }, (_, i) => [en[i], ar[i]])
      .flat()
      .filter(Boolean);
  };
  const answers = new Map();
  const rows = { search: { miss: [], hit: [] }, suggest: { miss: [], hit: [] } };
  const byKind = new Map();
  for (const query of interleave(searches)) {
    const { ms, json } = await ask(base, searchPath(query));
    rows.search.miss.push(ms);
    const kind = `${query.lang} ${query.variant || query.how}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    answers.set(`${query.lang} ${query.q}`, {
      ms,
      total: json.total,
      first: json.results.map((hit) => hit.path),
    });
  }
  for (const query of interleave(searches)) rows.search.hit.push((await ask(base, searchPath(query))).ms);
  const suggestionCounts = [];
  const suggestionMs = [];
  for (const query of interleave(suggestions)) {
    const { ms, json } = await ask(base, suggestPath(query));
    rows.suggest.miss.push(ms);
    suggestionCounts.push(json.suggestions.length);
    suggestionMs.push({ ms, q: query.q, lang: query.lang });
  }
  for (const query of interleave(suggestions)) rows.suggest.hit.push((await ask(base, suggestPath(query))).ms);

  const found = [...answers.values()].filter((answer) => answer.total > 0).length;
  const totals = [...answers.values()].map((answer) => answer.total);
  lines.push(
    `GET /v1/search, ${searches.length} distinct queries (${searches.filter((q) => q.lang === 'en').length} English, ${searches.filter((q) => q.lang === 'ar').length} Arabic; ${searches.filter((q) => q.variant === 'typo').length} with a typing mistake, ${searches.filter((q) => q.variant === 'hamza').length} Arabic with another hamza or ending), one at a time; ${found} found something, results p50 ${percentile(totals, 50)}, max ${Math.max(...totals)}:`,
  );
  lines.push(`  first ask (cache miss): ${pct(rows.search.miss)}`);
  lines.push(`  asked again (cache hit): ${pct(rows.search.hit)}`);
  for (const [kind, ms] of [...byKind.entries()].sort())
    lines.push(
      `    misses, ${kind} (${ms.length}): p50 ${fixed(percentile(ms, 50), 2)} ms, p95 ${fixed(percentile(ms, 95), 2)} ms`,
    );
  const slowest = [...answers.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 5);
  lines.push(
    `    slowest misses: ${slowest.map(([key, answer]) => `"${key}" ${fixed(answer.ms, 1)} ms (${answer.total} results)`).join('; ')}`,
  );
  lines.push(
    `GET /v1/search/suggestions, ${suggestions.length} distinct prefixes of 2–12 characters (titles and common phrases as typed), one at a time; ${suggestionCounts.filter((c) => c > 0).length} gave suggestions:`,
  );
  lines.push(`  first ask (cache miss): ${pct(rows.suggest.miss)}`);
  lines.push(`  asked again (cache hit): ${pct(rows.suggest.hit)}`);
  const slowSuggestions = suggestionMs.sort((a, b) => b.ms - a.ms).slice(0, 5);
  lines.push(`    slowest misses: ${slowSuggestions.map((s) => `"${s.lang} ${s.q}" ${fixed(s.ms, 1)} ms`).join('; ')}`);
  const label = `search (N=${n} stories + ${n} posts, ${on})`;
  const checks = [
    [
      `${label}: a search's answer, first ask`,
      'p95 < 30 ms',
      `p50 ${fixed(percentile(rows.search.miss, 50), 2)}, p95 ${fixed(percentile(rows.search.miss, 95), 2)}, p99 ${fixed(percentile(rows.search.miss, 99), 2)} ms`,
      percentile(rows.search.miss, 95) < 30,
    ],
    [
      `${label}: a search's answer, asked again`,
      'p95 < 30 ms',
      `p50 ${fixed(percentile(rows.search.hit, 50), 2)}, p95 ${fixed(percentile(rows.search.hit, 95), 2)}, p99 ${fixed(percentile(rows.search.hit, 99), 2)} ms`,
      percentile(rows.search.hit, 95) < 30,
    ],
    [
      `${label}: suggestions, first ask`,
      'p95 < 20 ms',
      `p50 ${fixed(percentile(rows.suggest.miss, 50), 2)}, p95 ${fixed(percentile(rows.suggest.miss, 95), 2)}, p99 ${fixed(percentile(rows.suggest.miss, 99), 2)} ms`,
      percentile(rows.suggest.miss, 95) < 20,
    ],
    [
      `${label}: suggestions, asked again`,
      'p95 < 20 ms',
      `p50 ${fixed(percentile(rows.suggest.hit, 50), 2)}, p95 ${fixed(percentile(rows.suggest.hit, 95), 2)}, p99 ${fixed(percentile(rows.suggest.hit, 99), 2)} ms`,
      percentile(rows.suggest.hit, 95) < 20,
    ],
  ];
  return { lines, checks, answers, figures: rows };
}

/** How many of the searches two databases answered alike: the same total, and the same first page. */
export function compareAnswers(a, b) {
  let totals = 0;
  let pages = 0;
  const differ = [];
  for (const [key, answer] of a) {
    const other = b.get(key);
    if (!other) continue;
    if (other.total === answer.total) totals++;
    if (other.total === answer.total && other.first.join() === answer.first.join()) pages++;
    else if (differ.length < 5) differ.push(`"${key}" ${answer.total} vs ${other.total}`);
  }
  return { count: a.size, totals, pages, differ };
}

/** The server's own figure for its start-up catch-up of the index (its log line), in ms. */
export function indexBuildMs(logText) {
  const lines = logText.split('\n').filter((line) => line.includes('search index up to date'));
  const last = lines[lines.length - 1];
  const ms = last ? /"ms":(\d+)/.exec(last)?.[1] : undefined;
  return ms === undefined ? Number.NaN : Number(ms);
}
