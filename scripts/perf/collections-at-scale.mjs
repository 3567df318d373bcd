// `npm run bench` section f (issue #30): the editors' item routes with 10,000 stories and 10,000
// posts. Adds the items through the API (as editors would, several at a time), then measures the
// panel's list (first page, a search in Arabic, a filter), edit mode's list page (one page of
// drafts), a move, and one item's save: its request size, its latency and what it adds to the database.
// Then publishes them all and measures what visitors get: the list pages' HTML (gzip), and an
// uncached render of a filtered list page and of a story's page against the seeded site's.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { fixed, percentile, sleep } from './common.mjs';

const WORDS_EN = ['nurses', 'teachers', 'engineers', 'bankers', 'pilots', 'analysts', 'managers', 'rangers'];
const WORDS_AR = ['الممرضين', 'المعلمين', 'المهندسين', 'المصرفيين', 'الطيارين', 'المحللين', 'المديرين', 'الحراس'];
const INDUSTRIES = ['healthcare', 'government', 'banking', 'education', 'energy'];
// The issue's scale installation: beside the stories and posts, 500 vacancies and 300 team members.
const VACANCIES = 500;
const MEMBERS = 300;

/** A story as the gallery holds one: a title in both languages, categories, a short article. */
export function story(n) {
  const word = n % WORDS_EN.length;
  return {
    title: { en: `Story ${n}: a programme for ${WORDS_EN[word]}`, ar: `القصة ${n}: برنامج تدريب ${WORDS_AR[word]}` },
    categories: [INDUSTRIES[n % INDUSTRIES.length], n % 2 ? 'totara' : 'openedx'],
    detailContent: {
      body: Array.from({ length: 6 }, (_, i) => ({
        id: `p${i}`,
        type: 'paragraph',
        content: {
          en: `Paragraph ${i} of story ${n}. ${randomBytes(120).toString('base64')}`,
          ar: `الفقرة ${i} من القصة ${n}. ${'نص عربي للتجربة '.repeat(8)}`,
        },
      })),
    },
  };
}

export function post(n) {
  const day = new Date(Date.UTC(2020, 0, 1) + (n % 2000) * 86_400_000).toISOString().slice(0, 10);
  return {
    type: n % 3 ? 'blog' : 'event',
    date: day,
    title: {
      en: `Post ${n} on learning for ${WORDS_EN[n % WORDS_EN.length]}`,
      ar: `منشور ${n} عن تعلّم ${WORDS_AR[n % WORDS_AR.length]}`,
    },
    description: { en: 'What we learned.', ar: 'ما تعلّمناه.' },
    detailContent: { body: [{ id: 'p0', content: { en: `Body of post ${n}.`, ar: `متن المنشور ${n}.` } }] },
  };
}

/** A vacancy as the careers list holds one, with its page. */
export function vacancy(n) {
  const word = n % WORDS_EN.length;
  return {
    title: { en: `Learning consultant ${n} for ${WORDS_EN[word]}`, ar: `مستشار تعلّم ${n} لفئة ${WORDS_AR[word]}` },
    location: { en: 'Riyadh', ar: 'الرياض' },
    summary: { en: 'Design programmes with our clients.', ar: 'تصميم البرامج مع عملائنا.' },
    datePosted: '2026-11-01',
    detailContent: { summary: { p1: { en: `About role ${n}.`, ar: `عن الوظيفة ${n}.` } } },
  };
}

/** A team member with a short biography. */
export function member(n) {
  return {
    name: { en: `Member ${n}`, ar: `العضو ${n}` },
    position: { en: 'Learning designer', ar: 'مصمم تعلّم' },
    bio: [{ type: 'paragraph', text: { en: `Member ${n} designs programmes.`, ar: `يصمّم العضو ${n} البرامج.` } }],
  };
}

export async function request(base, token, method, path, body) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(text ? { 'content-type': 'application/json' } : {}) },
    body: text,
  });
  const answer = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.slice(0, 200)}`);
  return {
    ms,
    json: answer ? JSON.parse(answer) : undefined,
    bytes: text ? Buffer.byteLength(text) : 0,
    answerBytes: Buffer.byteLength(answer),
  };
}

/** Adds `n` items made by `make`, `parallel` requests at a time. */
export async function addItems(base, token, collection, n, make, parallel = 8) {
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      await request(base, token, 'POST', `/v1/collections/${collection}/items`, {
        slug: `bench-${i}`,
        content: make(i),
      });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

async function timed(times, fn) {
  const ms = [];
  for (let i = 0; i < times; i++) ms.push(await fn(i));
  return ms;
}

async function relationBytes(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select pg_total_relation_size('items') + pg_total_relation_size('item_history') as bytes",
    );
    return Number(rows[0].bytes);
  } finally {
    await client.end();
  }
}

/** An answer's status, its bytes as sent with gzip asked, and the render time the server reports. */
function gzipGet(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          const timing = String(response.headers['server-timing'] ?? '');
          const render = /render;dur=([\d.]+)/.exec(timing);
          resolve({
            status: response.statusCode,
            bytes,
            ms: performance.now() - started,
            renderMs: render ? Number(render[1]) : undefined,
          });
        });
      })
      .on('error', reject);
  });
}

/** p50 of the server's render time of `url`, `runs` sequential requests after 10 unmeasured. */
async function renderP50(url, runs) {
  for (let i = 0; i < 10; i++) await gzipGet(url);
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const r = await gzipGet(url);
    if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
    ms.push(r.renderMs ?? r.ms);
  }
  return percentile(ms, 50);
}

/**
 * What visitors get once the items are published: every list page's HTML at most 20 KB gzip, and
 * an uncached render of a filtered list page and of a story's page within 1.2 × the seeded site's.
 */
async function visitorRows({ base, token, visitors, n, runs, lines, checks }) {
  const started = performance.now();
  await request(base, token, 'POST', '/v1/pages/publish', {
    slugs: ['customer-stories', 'resources', 'careers', 'our-team'],
  });
  lines.push(
    `Published the ${n} stories, ${n} posts, ${VACANCIES} vacancies and ${MEMBERS} team members (one publish of their four list pages) in ${fixed((performance.now() - started) / 1000, 1)} s`,
  );
  const pages = [
    '/customer-stories',
    '/customer-stories?industry=banking&page=3',
    '/resources',
    '/resources?filter=blog&page=3',
    '/our-clients',
    '/?lng=ar',
    '/careers',
    '/our-team',
  ];
  const sizes = [];
  for (const page of pages) {
    const seeded = visitors.seeded ? await gzipGet(`${visitors.seeded}${page}`) : { status: 0 };
    const large = await gzipGet(`${visitors.large}${page}`);
    sizes.push([page, seeded.status === 200 ? seeded.bytes : null, large.bytes, large.status]);
  }
  lines.push(
    visitors.seeded
      ? 'HTML of visitors’ pages, gzip (seeded site → with the items published):'
      : 'HTML of visitors’ pages, gzip, with the items published:',
  );
  for (const [page, seeded, large, status] of sizes) {
    const before = seeded === null ? '(no such page) → ' : `${fixed(seeded / 1024, 1)} KB → `;
    lines.push(`  ${page}: ${visitors.seeded ? before : ''}${fixed(large / 1024, 1)} KB (${status})`);
  }
  // The three paged list pages (the issue's rows); the home page, the careers and team pages (whole
  // lists, shown for what they cost) apart.
  const paged = (page) => /^\/(customer-stories|resources|our-clients)/.test(page);
  const largest = Math.max(...sizes.filter(([page]) => paged(page)).map(([, , large]) => large));
  checks.push([
    `collections (N=${n}): list pages' HTML`,
    '≤ 20 KB gzip',
    `largest ${fixed(largest / 1024, 1)} KB`,
    largest <= 20 * 1024 && sizes.every(([, , , status]) => status === 200),
  ]);

  if (!visitors.seededUncached || !visitors.largeUncached) return;
  // A list page of 15 cards: at the seeded size the first (22 stories have no filtered third page,
  // and a filtered first page has a few cards only), at N a filtered third.
  const listSeeded = await renderP50(`${visitors.seededUncached}/customer-stories`, runs);
  const listLarge = await renderP50(`${visitors.largeUncached}/customer-stories?industry=banking&page=3`, runs);
  const detailSeeded = await renderP50(`${visitors.seededUncached}/customer-stories/ramlah-holding`, runs);
  const detailLarge = await renderP50(`${visitors.largeUncached}/customer-stories/bench-${Math.floor(n / 2)}`, runs);
  lines.push(
    `Uncached render p50 (server-timing), ${runs} requests each: a list page of 15 cards ${fixed(listSeeded, 2)} ms (seeded, page 1) → ${fixed(listLarge, 2)} ms (N=${n}, filtered, page 3); a story's page ${fixed(detailSeeded, 2)} → ${fixed(detailLarge, 2)} ms`,
  );
  checks.push(
    [
      `collections (N=${n}): uncached list page of 15 cards (filtered, page 3)`,
      '≤ 1.2 × seeded',
      `${fixed(listLarge, 2)} ms vs ${fixed(listSeeded, 2)} ms (${fixed(listLarge / listSeeded, 2)} ×)`,
      listLarge <= 1.2 * listSeeded,
    ],
    [
      `collections (N=${n}): uncached story page`,
      '≤ 1.2 × seeded',
      `${fixed(detailLarge, 2)} ms vs ${fixed(detailSeeded, 2)} ms (${fixed(detailLarge / detailSeeded, 2)} ×)`,
      detailLarge <= 1.2 * detailSeeded,
    ],
  );
}

/**
 * One story's change published through the copy at `base`, then read by visitors on that copy and
 * on another (`visitors.largeOther`, its own page cache on the same database) until it shows: ms
 * from sending the publish to the first answer showing it. Every address is read (and so cached)
 * before the publish, so the row measures how the caches learn of it.
 */
async function publishVisible({ base, token, visitors, n, rounds, lines, checks }) {
  const copies = visitors.largeOther ? ['same', 'other'] : ['same'];
  const list = await (await fetch(`${visitors.large}/customer-stories?lng=en`)).text();
  const slugs = [...new Set([...list.matchAll(/href="\/customer-stories\/(bench-\d+)"/g)].map((m) => m[1]))];
  if (slugs.length === 0) throw new Error('no bench story on the first page of /customer-stories');
  const targets = [
    ['same copy, the story’s page', (slug) => `${visitors.large}/customer-stories/${slug}?lng=en`],
    ['other copy, the story’s page', (slug) => `${visitors.largeOther}/customer-stories/${slug}?lng=en`],
    ['other copy, the list page', () => `${visitors.largeOther}/customer-stories?lng=en`],
  ]
    .filter(([name]) => copies.some((copy) => name.startsWith(copy)))
    .map(([name, url]) => ({ name, url, ms: [] }));
  for (let i = 0; i < rounds; i++) {
    const slug = slugs[i % slugs.length];
    const marker = `Published ${randomBytes(4).toString('hex')}`;
    const { json: item } = await request(base, token, 'GET', `/v1/collections/stories/items/${slug}`);
    await request(base, token, 'PUT', `/v1/collections/stories/items/${slug}`, {
      content: { ...item.content, title: { ...item.content.title, en: marker } },
      version: item.version,
    });
    for (const target of targets) await (await fetch(target.url(slug))).text();
    const started = performance.now();
    await request(base, token, 'POST', `/v1/collections/stories/items/${slug}/publish`, {});
    await Promise.all(
      targets.map(async (target) => {
        for (;;) {
          const html = await (await fetch(target.url(slug))).text();
          const ms = performance.now() - started;
          if (html.includes(marker) || ms > 3000) {
            target.ms.push(html.includes(marker) ? ms : Number.POSITIVE_INFINITY);
            return;
          }
          await sleep(5);
        }
      }),
    );
  }
  for (const target of targets) {
    const p95 = percentile(target.ms, 95);
    lines.push(
      `A story's publish visible, ${target.name}, ${rounds} publishes: p50 ${fixed(percentile(target.ms, 50), 1)} ms, p95 ${fixed(p95, 1)} ms, max ${fixed(Math.max(...target.ms), 1)} ms`,
    );
    checks.push([
      `collections (N=${n}): an item's publish visible, ${target.name}`,
      'p95 < 1 s',
      `p95 ${fixed(p95, 1)} ms`,
      p95 < 1000,
    ]);
  }
}

/**
 * Seeds `n` stories and `n` posts on the app at `base` (whose database is `databaseUrl`), then
 * measures; with `visitors` (the seeded and the large site, cached and uncached), publishes them
 * and measures what visitors get. Returns the raw lines to print and the checks: [name, goal, result, pass].
 */
export async function collectionsAtScale({
  base,
  token,
  databaseUrl,
  visitors,
  n = 10_000,
  runs = 100,
  on = 'PostgreSQL',
}) {
  const lines = [];
  const seedStarted = performance.now();
  await addItems(base, token, 'stories', n, story);
  await addItems(base, token, 'resources', n, post);
  await addItems(base, token, 'vacancies', VACANCIES, vacancy);
  await addItems(base, token, 'team', MEMBERS, member);
  lines.push(
    `Added ${n} stories, ${n} posts, ${VACANCIES} vacancies and ${MEMBERS} team members through the API in ${fixed((performance.now() - seedStarted) / 1000, 0)} s`,
  );

  // Warm the routes' code paths before measuring.
  await timed(20, () => request(base, token, 'GET', '/v1/collections/stories/items').then((r) => r.ms));

  const firstPage = await timed(runs, () =>
    request(base, token, 'GET', '/v1/collections/stories/items').then((r) => r.ms),
  );
  const search = await timed(runs, (i) =>
    request(
      base,
      token,
      'GET',
      `/v1/collections/stories/items?q=${encodeURIComponent(`تدريب ${WORDS_AR[i % WORDS_AR.length]}`)}`,
    ).then((r) => r.ms),
  );
  const filtered = await timed(runs, (i) =>
    request(
      base,
      token,
      'GET',
      `/v1/collections/resources/items?filter=type:blog&page=${1 + (i % 50)}&per_page=12`,
    ).then((r) => r.ms),
  );

  // Edit mode on the stories' list page: its draft one page of the list long, at pages 1…50.
  let windowBytes = 0;
  const editWindow = await timed(runs, (i) =>
    request(base, token, 'GET', `/v1/pages/customer-stories?draft=true&lists=page&page=${1 + (i % 50)}`).then((r) => {
      windowBytes = Math.max(windowBytes, r.answerBytes);
      return r.ms;
    }),
  );
  // A story moved by hand (the panel's Move up, a card dragged on the page): one item written.
  const moves = await timed(runs, (i) =>
    request(base, token, 'POST', `/v1/collections/stories/items/bench-${(i * 89) % n}/move`, {
      after: `bench-${(i * 53 + 7) % n}`,
    }).then((r) => r.ms),
  );

  // One item's save: read it, change one word of its English title, save at its version.
  const before = databaseUrl ? await relationBytes(databaseUrl) : 0;
  const sizes = [];
  const saves = await timed(runs, async (i) => {
    const slug = `bench-${(i * 97) % n}`;
    const { json: item } = await request(base, token, 'GET', `/v1/collections/stories/items/${slug}`);
    sizes.push(Buffer.byteLength(JSON.stringify(item.content)));
    const content = { ...item.content, title: { ...item.content.title, en: `${item.content.title.en} (edited)` } };
    const saved = await request(base, token, 'PUT', `/v1/collections/stories/items/${slug}`, {
      content,
      version: item.version,
    });
    sizes.push(-saved.bytes);
    return saved.ms;
  });
  const growthPerSave = databaseUrl ? ((await relationBytes(databaseUrl)) - before) / runs : Number.NaN;
  const itemBytes = percentile(
    sizes.filter((s) => s > 0),
    50,
  );
  const requestBytes = Math.max(...sizes.filter((s) => s < 0).map((s) => -s));

  const pct = (values) => `p50 ${fixed(percentile(values, 50), 2)} ms, p95 ${fixed(percentile(values, 95), 2)} ms`;
  lines.push(`GET /v1/collections/stories/items (first page of 20 of ${n}), ${runs} requests: ${pct(firstPage)}`);
  lines.push(`  …?q=<an Arabic phrase typed without vowel marks>, ${runs} requests: ${pct(search)}`);
  lines.push(
    `GET /v1/collections/resources/items?filter=type:blog&page=1…50&per_page=12, ${runs} requests: ${pct(filtered)}`,
  );
  lines.push(
    `GET /v1/pages/customer-stories?draft=true&lists=page&page=1…50 (edit mode), ${runs} requests: ${pct(editWindow)}; largest answer ${fixed(windowBytes / 1024, 1)} KB`,
  );
  lines.push(`POST …/items/<story>/move, ${runs} moves: ${pct(moves)}`);
  lines.push(
    `PUT one story (one word of its title), ${runs} saves: ${pct(saves)}; largest request ${requestBytes} B; item content p50 ${itemBytes} B; database growth ${fixed(growthPerSave / 1024, 1)} KB per save`,
  );
  const checks = [];
  if (visitors) {
    await visitorRows({ base, token, visitors, n, runs, lines, checks });
    await publishVisible({ base, token, visitors, n, rounds: 20, lines, checks });
  }
  return {
    lines,
    checks: [
      ...checks,
      [
        `collections (N=${n}): the panel's first page`,
        'p95 < 100 ms',
        `p95 ${fixed(percentile(firstPage, 95), 2)} ms`,
        percentile(firstPage, 95) < 100,
      ],
      [
        `collections (N=${n}): each search`,
        'p95 < 100 ms',
        `p95 ${fixed(percentile(search, 95), 2)} ms`,
        percentile(search, 95) < 100,
      ],
      [
        `collections (N=${n}): edit mode's list page (one page of drafts)`,
        'p95 < 100 ms, ≤ 100 KB',
        `p95 ${fixed(percentile(editWindow, 95), 2)} ms, ${fixed(windowBytes / 1024, 1)} KB`,
        percentile(editWindow, 95) < 100 && windowBytes <= 100 * 1024,
      ],
      [
        `collections (N=${n}): a story moved by hand`,
        'p95 < 50 ms',
        `p95 ${fixed(percentile(moves, 95), 2)} ms`,
        percentile(moves, 95) < 50,
      ],
      [
        `collections (N=${n}): one item's save`,
        'p95 < 50 ms',
        `p95 ${fixed(percentile(saves, 95), 2)} ms`,
        percentile(saves, 95) < 50,
      ],
      [
        `collections (N=${n}): one item's save request`,
        '≤ 16 KB',
        `${fixed(requestBytes / 1024, 1)} KB`,
        requestBytes <= 16 * 1024,
      ],
      // Measured on PostgreSQL (its tables' sizes); the embedded database's files grow with its
      // write-ahead log too (issue #34).
      ...(databaseUrl
        ? [
            [
              `collections (N=${n}): database growth per save`,
              '≤ 3 × the item',
              `${fixed(growthPerSave / 1024, 1)} KB (item ${fixed(itemBytes / 1024, 1)} KB)`,
              growthPerSave <= 3 * itemBytes,
            ],
          ]
        : []),
    ].map(([name, ...rest]) => [name.replace(`(N=${n})`, `(N=${n}, ${on})`), ...rest]),
  };
}
