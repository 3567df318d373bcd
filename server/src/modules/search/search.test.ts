import { describe, expect, it } from 'vitest';
import { testApp, useSeededApp } from '../../../test/app.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';

/**
 * Issue #32: the site search over the seeded site, on both databases with the same answers —
 * Arabic as people type it, English stemmed, one typing mistake forgiven, titles first, drafts
 * never found until published, any text plain text, the report of what visitors searched.
 */

type Hit = {
  kind: string;
  title: string;
  path: string;
  date: string | null;
  snippet: Array<{ text: string; match?: true }>;
};
type Answer = { query: string; total: number; page: number; pages: number; results: Hit[] };

describe.each(testDatabaseKinds())('the site search on %s', (kind) => {
  const seeded = useSeededApp(kind);
  const search = async (q: string, lang = 'en', page = 1): Promise<Answer> => {
    const response = await seeded.app.inject({ url: '/v1/search', query: { q, lang, page: String(page) } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const paths = (answer: Answer) => answer.results.map((hit) => hit.path);

  it('puts the page whose title holds the words first, and marks the words in its snippet', async () => {
    const answer = await search('Totara Learn');
    expect(answer.results[0]).toMatchObject({ kind: 'page', title: 'Totara Learn', path: '/solutions/totara-learn' });
    const marked = answer.results
      .flatMap((hit) => hit.snippet)
      .filter((part) => part.match)
      .map((part) => part.text.toLowerCase());
    expect(marked).toContain('totara');
  });

  it('stems English: "governments", "government" and "governing" find the same', async () => {
    const government = await search('government');
    expect(government.total).toBeGreaterThan(0);
    expect(paths(await search('governments'))).toEqual(paths(government));
    expect((await search('Totara governments consultant')).results[0]?.path).toBe(
      '/vacancy-details/totara-lms-consultant',
    );
  });

  it('forgives one typing mistake: "nurces" finds what "nurses" finds', async () => {
    const right = await search('nurses');
    const wrong = await search('nurces');
    expect(right.total).toBeGreaterThan(0);
    expect(paths(wrong)).toEqual(paths(right));
  });

  it('reads Arabic as people type it: another hamza, ى for ي, ه for ة, vowel marks and tatweel', async () => {
    const written = await search('مستشفى صحة', 'ar');
    expect(written.results[0]?.path).toBe('/customer-stories/saha-hospital');
    for (const typed of ['مستشفي صحه', 'مُسْتَشْفَى صِحَّة', 'مستـشفى صحـة']) {
      expect(paths(await search(typed, 'ar')), typed).toEqual(paths(written));
    }
    // أ / إ / آ / ا are one letter: the same answers with the hamza written or not.
    const hamza = await search('إدارة التعلم', 'ar');
    expect(hamza.total).toBeGreaterThan(0);
    expect(paths(await search('اداره التعلم', 'ar'))).toEqual(paths(hamza));
    expect(hamza.results[0]?.title).toMatch(/[\u0600-\u06ff]/);
  });

  it('answers in the visitor’s language: the same item, titled in Arabic', async () => {
    const en = await search('Saha Hospital');
    const ar = await search('Saha Hospital', 'ar');
    const story = '/customer-stories/saha-hospital';
    expect(paths(en)).toContain(story);
    expect(ar.results.find((hit) => hit.path === story)?.title).toMatch(/مستشفى/);
  });

  it('finds a draft only once it is published, and forgets a deleted item once that is published', async () => {
    const word = 'Qorvalith';
    const created = await seeded.app.inject({
      method: 'POST',
      url: '/v1/collections/stories/items',
      headers: seeded.editor,
      payload: {
        slug: 'qorvalith-academy',
        content: {
          title: { en: `${word} Academy trains its tutors`, ar: 'أكاديمية قورفاليث تدرّب معلّميها' },
          categories: [],
          detailContent: { body: [{ id: 'p1', type: 'paragraph', content: { en: 'A new story.', ar: 'قصة جديدة.' } }] },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await search(word)).total).toBe(0);
    const item = (suffix: string, method: 'POST' | 'DELETE' = 'POST') =>
      seeded.app.inject({
        method,
        url: `/v1/collections/stories/items/qorvalith-academy${suffix}`,
        headers: seeded.editor,
        payload: method === 'POST' ? {} : undefined,
      });
    expect((await item('/publish')).statusCode).toBe(200);
    const found = await search(word);
    expect(found.results[0]).toMatchObject({ kind: 'stories', path: '/customer-stories/qorvalith-academy' });
    // In Arabic too, by its Arabic title typed without hamza.
    expect(paths(await search('اكاديميه قورفاليث', 'ar'))).toContain('/customer-stories/qorvalith-academy');
    expect((await item('', 'DELETE')).statusCode).toBe(204);
    expect((await search(word)).total).toBe(1);
    expect((await item('/publish')).statusCode).toBe(200);
    expect((await search(word)).total).toBe(0);
  });

  it('takes any text as plain text: SQL, regular expressions, text search operators, NUL', async () => {
    for (const q of [
      "totara'); drop table search_entries; --",
      'tot.*ara[',
      'totara & !learn | (',
      'totara\u0000learn',
    ]) {
      const response = await seeded.app.inject({ url: '/v1/search', query: { q } });
      expect(response.statusCode, q).toBe(200);
    }
    // The words were searched for (nothing holds them all), and the index is still there.
    expect((await search("totara'); drop table search_entries; --")).total).toBe(0);
    expect((await search('totara')).total).toBeGreaterThan(0);
  });

  it('refuses a query longer than 200 characters with the contract’s error', async () => {
    const response = await seeded.app.inject({ url: '/v1/search', query: { q: 'a'.repeat(201) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it('suggests titles for the start of a word', async () => {
    const response = await seeded.app.inject({ url: '/v1/search/suggestions', query: { q: 'totara le', lang: 'en' } });
    const { suggestions } = response.json() as { suggestions: Array<{ path: string }> };
    expect(suggestions.map((s) => s.path)).toContain('/solutions/totara-learn');
    expect(suggestions.length).toBeLessThanOrEqual(6);
  });

  it('suggests from the texts when too few titles hold the words, titles first', async () => {
    const found = await search('government');
    const titled = found.results.filter((hit) => /governm/i.test(hit.title));
    expect(titled.length).toBeLessThan(6);
    expect(found.total).toBeGreaterThanOrEqual(6);
    const response = await seeded.app.inject({ url: '/v1/search/suggestions', query: { q: 'governm', lang: 'en' } });
    const { suggestions } = response.json() as { suggestions: Array<{ path: string; title: string }> };
    expect(suggestions).toHaveLength(6);
    expect(suggestions.slice(0, titled.length).map((s) => s.path)).toEqual(titled.map((hit) => hit.path));
  });

  it('reports what visitors searched, most frequent first, and what found nothing, to editors only', async () => {
    await search('zzqxv nothing here', 'ar');
    await search('zzqxv nothing here', 'ar');
    await search('totara');
    expect((await seeded.app.inject('/v1/search/report')).statusCode).toBe(401);
    const report = (await seeded.app.inject({ url: '/v1/search/report', headers: seeded.editor })).json() as {
      top: Array<{ query: string; language: string; count: number; results: number }>;
      none: Array<{ query: string; language: string; count: number }>;
    };
    expect(report.none).toContainEqual(
      expect.objectContaining({ query: 'zzqxv nothing here', language: 'ar', count: 2 }),
    );
    expect(report.top.find((entry) => entry.query === 'totara')?.results).toBeGreaterThan(0);
  });

  it('finds any page, item or media file for editors, drafts and both languages included', async () => {
    const anything = await seeded.app.inject({
      url: '/v1/search/anything',
      query: { q: 'مستشفي' },
      headers: seeded.editor,
    });
    expect(anything.statusCode).toBe(200);
    expect(anything.json().items.map((item: { slug: string }) => item.slug)).toContain('saha-hospital');
  });

  it('limits searches per address', async () => {
    const app = await testApp(seeded.database, { config: { SEARCH_RATE_LIMIT: 2 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await app.inject({ url: '/v1/search', query: { q: `limit ${i}` }, remoteAddress: '10.9.8.7' })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
