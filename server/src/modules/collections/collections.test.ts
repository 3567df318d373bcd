import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { itemHistory } from '../../db/schema.ts';

/** Issue #30 (ADR 0040): each item of a collection on its own, written one at a time with its version. */

const story = (en: string, ar: string, categories: string[] = ['healthcare']) => ({
  title: { en, ar },
  categories,
  detailContent: { body: [{ id: 'summary', type: 'paragraph', content: { en: `${en}.`, ar: `${ar}.` } }] },
});

describe.each(testDatabaseKinds())('collection items on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await test.open();
    await database.migrate();
    app = await testApp(database);
    editor = await signedInHeaders(app, database);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
    app.inject({ method, url: `/v1/collections/${url}`, headers: { ...editor, ...headers }, payload });

  it('adds a story with a slug made from its English title, reads it back, and keeps its history', async () => {
    const created = await call('POST', 'stories/items', {
      content: story('Qamar Health trains 4,000 nurses', 'قمر الصحية تدرّب ٤٬٠٠٠ ممرضة'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      collection: 'stories',
      slug: 'qamar-health-trains-4-000-nurses',
      version: 1,
    });
    expect(created.headers.etag).toBe('"1"');

    const read = await call('GET', 'stories/items/qamar-health-trains-4-000-nurses');
    expect(read.json().content).toEqual(story('Qamar Health trains 4,000 nurses', 'قمر الصحية تدرّب ٤٬٠٠٠ ممرضة'));
    const history = await database.db.select().from(itemHistory).where(eq(itemHistory.itemId, created.json().id));
    expect(history).toMatchObject([{ action: 'create', version: 1 }]);

    // The same name again: the next free slug; and two editors adding the same name at once both get one.
    const again = await call('POST', 'stories/items', { content: story('Qamar Health trains 4,000 nurses', 'نسخة') });
    expect(again.json().slug).toBe('qamar-health-trains-4-000-nurses-2');
    const together = await Promise.all(
      [1, 2, 3].map(() => call('POST', 'stories/items', { content: story('Same name at once', 'الاسم نفسه') })),
    );
    expect(together.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(together.map((response) => response.json().slug).sort()).toEqual([
      'same-name-at-once',
      'same-name-at-once-2',
      'same-name-at-once-3',
    ]);
  });

  it('refuses a taken slug, an unknown collection, content that does not fit and a bad list query', async () => {
    await call('POST', 'team/items', { slug: 'member-layla', content: { name: { en: 'Layla', ar: 'ليلى' } } });
    const taken = await call('POST', 'team/items', {
      slug: 'member-layla',
      content: { name: { en: 'Other', ar: 'أخرى' } },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'slug_taken', details: { slug: 'member-layla' } });

    const unknown = await call('GET', 'spaceships/items');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('collection_not_found');

    const unfit = await call('POST', 'stories/items', { content: { categories: [] } });
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json().error.code).toBe('invalid_content');
    expect(unfit.json().error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'title' })]));
    const tooMany = await call('POST', 'stories/items', {
      content: story(
        'Many',
        'كثير',
        Array.from({ length: 51 }, (_, i) => `c${i}`),
      ),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0].path).toBe('categories');

    for (const [query, field] of [
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
      ['sort=random', 'sort'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ] as const) {
      const response = await call('GET', `stories/items?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details[0].path, query).toBe(field);
    }
    const badSlug = await call('POST', 'stories/items', { slug: 'has space', content: story('X', 'س') });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().error.details[0].path).toBe('slug');
  });

  it('saves one item at its version; a stale version answers 409 with the item as it is', async () => {
    const { slug, version } = (
      await call('POST', 'stories/items', { content: story('Version one', 'الإصدار الأول') })
    ).json();
    const saved = await call('PUT', `stories/items/${slug}`, {
      content: story('Version two', 'الإصدار الثاني'),
      version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ slug, version: 2 });
    const stale = await call('PUT', `stories/items/${slug}`, { content: story('Lost', 'ضائع'), version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'version_conflict', details: { current: { version: 2 } } });
    expect((await call('GET', `stories/items/${slug}`)).json().content.title.en).toBe('Version two');
    // A failed save leaves the item as it was, and writes no history.
    const unfit = await call('PUT', `stories/items/${slug}`, { content: { title: 42 }, version: 2 });
    expect(unfit.statusCode).toBe(400);
    const read = (await call('GET', `stories/items/${slug}`)).json();
    expect(read).toMatchObject({ version: 2, content: { title: { en: 'Version two' } } });
    const history = await database.db.select().from(itemHistory).where(eq(itemHistory.itemId, read.id));
    expect(history.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('keeps when each language of each text was written: an English-only change needs Arabic', async () => {
    const { slug, version } = (
      await call('POST', 'team/items', {
        content: { name: { en: 'Omar Saleh', ar: 'عمر صالح' }, position: { en: 'Consultant', ar: 'مستشار' } },
      })
    ).json();
    const listed = async () =>
      (await call('GET', `team/items?q=${slug}`)).json().items.find((item: { slug: string }) => item.slug === slug);
    expect((await listed()).needs).toEqual({ en: 0, ar: 0 });
    const saved = await call('PUT', `team/items/${slug}`, {
      content: { name: { en: 'Omar Saleh', ar: 'عمر صالح' }, position: { en: 'Lead consultant', ar: 'مستشار' } },
      version,
    });
    expect(saved.json().translations.position.en > saved.json().translations.position.ar).toBe(true);
    expect((await listed()).needs).toEqual({ en: 0, ar: 1 });
    await call('PUT', `team/items/${slug}`, {
      content: { name: { en: 'Omar Saleh', ar: 'عمر صالح' }, position: { en: 'Lead consultant', ar: 'مستشار أول' } },
      version: version + 1,
    });
    expect((await listed()).needs).toEqual({ en: 0, ar: 0 });
  });

  it('lists a page at a time, searched in both languages (Arabic folded), filtered and sorted', async () => {
    for (let n = 1; n <= 23; n++) {
      const response = await call('POST', 'clients/items', {
        content: {
          name: { en: `Client ${String(n).padStart(2, '0')}`, ar: n === 7 ? 'مؤسسة الإمارات للتعليم' : `عميل ${n}` },
          categories: n % 2 ? ['healthcare'] : ['government', 'totara'],
        },
      });
      expect(response.statusCode).toBe(201);
    }
    const first = (await call('GET', 'clients/items?per_page=10')).json();
    expect(first).toMatchObject({ total: 23, page: 1, per_page: 10 });
    // Logos go last: the list's own order is the order they were added.
    expect(first.items.map((item: { title: { en: string } }) => item.title.en).slice(0, 3)).toEqual([
      'Client 01',
      'Client 02',
      'Client 03',
    ]);
    const third = (await call('GET', 'clients/items?per_page=10&page=3')).json();
    expect(third.items).toHaveLength(3);
    expect((await call('GET', 'clients/items?per_page=10&page=4')).json()).toMatchObject({ items: [], total: 23 });

    // Typed with another hamza form, without ta marbuta, with a vowel mark.
    const arabic = (await call('GET', `clients/items?q=${encodeURIComponent('مؤسسه الامارات لِلتعليم')}`)).json();
    expect(arabic.items.map((item: { slug: string }) => item.slug)).toEqual(['client-client-07']);
    expect((await call('GET', 'clients/items?q=client%2011')).json().total).toBe(1);
    // LIKE's own characters are plain text.
    expect((await call('GET', 'clients/items?q=%25')).json().total).toBe(0);

    const both = (await call('GET', 'clients/items?filter=category:government&filter=category:totara')).json();
    expect(both.total).toBe(11);
    expect((await call('GET', 'clients/items?filter=category:nowhere')).json()).toMatchObject({ total: 0, items: [] });

    const byTitle = (await call('GET', 'clients/items?sort=title&per_page=2')).json();
    expect(byTitle.items.map((item: { title: { en: string } }) => item.title.en)).toEqual(['Client 01', 'Client 02']);
  });

  it('puts new stories first and new posts by their date, newest first', async () => {
    const older = await call('POST', 'resources/items', {
      content: { type: 'blog', date: '2025-01-10', title: { en: 'Older post', ar: 'منشور أقدم' } },
    });
    const newer = await call('POST', 'resources/items', {
      content: { type: 'event', date: '2026-06-01', title: { en: 'Newer event', ar: 'فعالية أحدث' } },
    });
    expect([older.statusCode, newer.statusCode]).toEqual([201, 201]);
    const posts = (await call('GET', 'resources/items')).json();
    expect(posts.items.map((item: { title: { en: string } }) => item.title.en)).toEqual(['Newer event', 'Older post']);
    expect((await call('GET', 'resources/items?filter=type:blog')).json().total).toBe(1);

    await call('POST', 'vacancies/items', { content: { title: { en: 'First opening', ar: 'الوظيفة الأولى' } } });
    await call('POST', 'vacancies/items', { content: { title: { en: 'Second opening', ar: 'الوظيفة الثانية' } } });
    const jobs = (await call('GET', 'vacancies/items')).json();
    expect(jobs.items.map((item: { title: { en: string } }) => item.title.en)).toEqual([
      'Second opening',
      'First opening',
    ]);
  });

  it('deletes an item, leaves it out of reads and lists, and brings it back as a new version', async () => {
    const { slug, version } = (
      await call('POST', 'awards/items', { content: { name: { en: 'Best LMS', ar: 'أفضل نظام' } } })
    ).json();
    expect(
      (await call('DELETE', `awards/items/${slug}`, undefined, { 'if-match': `"${version + 1}"` })).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `awards/items/${slug}`, undefined, { 'if-match': `"${version}"` })).statusCode).toBe(
      204,
    );
    expect((await call('GET', `awards/items/${slug}`)).statusCode).toBe(404);
    expect((await call('GET', 'awards/items')).json().total).toBe(0);
    // Its slug stays its own: restore, not a new item, brings it back.
    expect(
      (await call('POST', 'awards/items', { slug, content: { name: { en: 'Other', ar: 'أخرى' } } })).statusCode,
    ).toBe(409);
    const restored = await call('POST', `awards/items/${slug}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ slug, version: version + 1 });
    expect((await call('GET', 'awards/items')).json().total).toBe(1);
    expect((await call('POST', `awards/items/${slug}/restore`)).statusCode).toBe(404);
  });

  it('brings back an earlier version as a new one, checked as a save is, a deleted item with it', async () => {
    const created = (await call('POST', 'stories/items', { content: story('First words', 'الكلمات الأولى') })).json();
    const path = `stories/items/${created.slug}`;
    const saved = await call('PUT', path, { content: story('Second words', 'الكلمات الثانية'), version: 1 });
    expect(saved.json().version).toBe(2);

    const restored = await call('POST', `${path}/restore`, { version: 1 });
    expect(restored.statusCode).toBe(200);
    expect(restored.headers.etag).toBe('"3"');
    expect(restored.json()).toMatchObject({ version: 3, content: story('First words', 'الكلمات الأولى') });
    const history = (await call('GET', `${path}/history`)).json().history;
    expect(
      history.map((entry: { action: string; version: number; fields: string[] }) => [
        entry.action,
        entry.version,
        entry.fields,
      ]),
    ).toEqual([
      ['restore', 3, ['detailContent', 'title']],
      ['update', 2, ['detailContent', 'title']],
      ['create', 1, []],
    ]);
    // A stale form saving after the restore meets a conflict, not a silent overwrite.
    expect((await call('PUT', path, { content: story('Late', 'متأخر'), version: 2 })).statusCode).toBe(409);

    // Deleted, then a version brought back: the item returns with that content.
    expect((await call('DELETE', path)).statusCode).toBe(204);
    const back = await call('POST', `${path}/restore`, { version: 2 });
    expect(back.json()).toMatchObject({ version: 4, content: { title: { en: 'Second words' } } });
    expect((await call('GET', path)).statusCode).toBe(200);

    const missing = await call('POST', `${path}/restore`, { version: 99 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('version_not_found');
    expect((await call('POST', `${path}/restore`, { version: 0 })).statusCode).toBe(400);
    expect((await call('POST', 'stories/items/no-such-story/restore', { version: 1 })).statusCode).toBe(404);
  });

  it('moves an item of a hand-ordered list, writing only the moved one, and says where a dated list cannot', async () => {
    const names = ['Aisha', 'Badr', 'Dana', 'Faisal'];
    for (const name of names)
      await call('POST', 'partners/items', {
        slug: `partner-${name.toLowerCase()}`,
        content: { name: { en: name, ar: name }, logo: `/data/uploads/${name.toLowerCase()}.png` },
      });
    const order = async () =>
      (await call('GET', 'partners/items')).json().items.map((item: { slug: string }) => item.slug.slice(8));
    const versions = async () =>
      Object.fromEntries(
        (await call('GET', 'partners/items'))
          .json()
          .items.map((item: { slug: string; version: number }) => [item.slug.slice(8), item.version]),
      );
    expect(await order()).toEqual(['aisha', 'badr', 'dana', 'faisal']);
    // The list's rows carry each item's picture.
    expect((await call('GET', 'partners/items?per_page=1')).json().items[0].picture).toBe('/data/uploads/aisha.png');

    const moved = await call('POST', 'partners/items/partner-faisal/move', { after: 'partner-aisha' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ slug: 'partner-faisal', version: 2 });
    expect(await order()).toEqual(['aisha', 'faisal', 'badr', 'dana']);
    expect(await versions()).toEqual({ aisha: 1, faisal: 2, badr: 1, dana: 1 });

    expect((await call('POST', 'partners/items/partner-dana/move', { after: null })).statusCode).toBe(200);
    expect(await order()).toEqual(['dana', 'aisha', 'faisal', 'badr']);

    // Many moves into the same gap (halved each time): the places spread out again, the order stays right.
    for (let n = 0; n < 14; n++) {
      const before = await order();
      const last = before.at(-1) as string;
      const moved = await call('POST', `partners/items/partner-${last}/move`, { after: `partner-${before[0]}` });
      expect(moved.statusCode).toBe(200);
      expect(await order()).toEqual([before[0], last, ...before.slice(1, -1)]);
    }

    const nowhere = await call('POST', 'partners/items/partner-badr/move', { after: 'partner-nobody' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error).toMatchObject({ code: 'invalid_input', details: [{ path: 'after' }] });
    expect((await call('POST', 'partners/items/partner-nobody/move', { after: null })).statusCode).toBe(404);
    expect((await call('POST', 'partners/items/partner-badr/move', {})).statusCode).toBe(400);
    const dated = await call('POST', 'resources/items', {
      content: { type: 'blog', date: '2025-02-01', title: { en: 'Dated', ar: 'مؤرخ' } },
    });
    const refused = await call('POST', `resources/items/${dated.json().slug}/move`, { after: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('not_hand_ordered');
  });

  it('answers only editors', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/v1/collections/stories/items' });
    expect(anonymous.statusCode).toBe(401);
  });
});
