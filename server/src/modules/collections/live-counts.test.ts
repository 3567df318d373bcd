import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../../../test/app.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { sql } from '../../db/client.ts';
import { countKey, countKeys } from './live-counts.ts';

/** Issue #30 (ADR 0040): the live counts a list page reads are always what counting the live items gives. */

describe('count keys', () => {
  it('counts an item under all, each value and each pair, the values sorted', () => {
    expect(countKeys(['category:totara', 'category:banking'])).toEqual([
      '',
      'category:banking',
      'category:banking\ncategory:totara',
      'category:totara',
    ]);
    expect(countKey(['b', 'a', 'b'])).toBe('a\nb');
    expect(countKeys([])).toEqual(['']);
  });
});

describe.each(testDatabaseKinds())('live counts on %s', (kind) => {
  const seeded = useSeededApp(kind);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    seeded.app.inject({
      method,
      url: `/v1/collections/${url}`,
      headers: seeded.editor,
      ...(payload ? { payload } : {}),
    });
  const rows = async (query: ReturnType<typeof sql>) =>
    (
      (await seeded.database.db.execute(query)) as unknown as {
        rows: Array<{ collection: string; filters: string; n: number }>;
      }
    ).rows
      .map((r) => `${r.collection} ${JSON.stringify(r.filters)} ${r.n}`)
      .sort();
  /** The kept counts, and the same counted from the live releases (the migration's query). */
  const kept = () => rows(sql`select collection, filters, n from live_counts where n <> 0`);
  const recounted = () =>
    rows(sql`select collection, key as filters, count(*)::int as n from (
      select r.collection, '' as key from item_releases r where r.live
      union all select r.collection, v from item_releases r, unnest(r.filter_values) v where r.live
      union all select r.collection, a || E'\\n' || b from item_releases r, unnest(r.filter_values) a, unnest(r.filter_values) b
        where r.live and a collate "C" < b collate "C"
    ) s group by collection, key`);

  it('starts from the seeded site’s live items', async () => {
    expect(await kept()).toEqual(await recounted());
    expect(await kept()).toContain('stories "" 22');
  });

  it('follows publishing, a change of categories, a deletion and a rollback', async () => {
    const story = (categories: string[]) => ({
      title: { en: 'Counted', ar: 'محسوبة' },
      categories,
      detailContent: { body: [{ id: 'p', type: 'paragraph', content: { en: 'Body.', ar: 'متن.' } }] },
    });
    const made = await call('POST', 'stories/items', { content: story(['banking', 'totara']) });
    const slug = made.json().slug as string;
    expect((await call('POST', `stories/items/${slug}/publish`, {})).statusCode).toBe(200);
    expect(await kept()).toContain('stories "" 23');
    expect(await kept()).toEqual(await recounted());

    const item = (await call('GET', `stories/items/${slug}`)).json();
    await call('PUT', `stories/items/${slug}`, { content: story(['healthcare']), version: item.version });
    await call('POST', `stories/items/${slug}/publish`, {});
    expect(await kept()).toEqual(await recounted());

    const releases = (await call('GET', `stories/items/${slug}/releases`)).json().releases as Array<{ id: number }>;
    const first = releases.at(-1) as { id: number };
    expect((await call('POST', `stories/items/${slug}/releases/${first.id}/rollback`)).statusCode).toBe(200);
    expect(await kept()).toEqual(await recounted());

    const current = (await call('GET', `stories/items/${slug}`)).json();
    expect(
      (
        await seeded.app.inject({
          method: 'DELETE',
          url: `/v1/collections/stories/items/${slug}`,
          headers: { ...seeded.editor, 'if-match': `"${current.version}"` },
        })
      ).statusCode,
    ).toBe(204);
    await call('POST', `stories/items/${slug}/publish`, {});
    expect(await kept()).toContain('stories "" 22');
    expect(await kept()).toEqual(await recounted());

    // Visitors' list reads them: the banking stories' page count is the counted one.
    const banking = (
      await rows(sql`select collection, filters, n from live_counts where filters = 'category:banking'`)
    )[0];
    expect(banking).toBeDefined();
    expect(kind).toBeTruthy();
  });

  it('follows a publish of 1,200 items at once (three batches), changed, new and deleted among them', async () => {
    const { items: stored } = (await call('GET', 'stories/items?per_page=100')).json() as {
      items: Array<{ slug: string }>;
    };
    const [changedOne, deletedOne] = stored as [{ slug: string }, { slug: string }];
    const current = (await call('GET', `stories/items/${changedOne.slug}`)).json();
    await call('PUT', `stories/items/${changedOne.slug}`, {
      content: { ...current.content, categories: ['government'] },
      version: current.version,
    });
    const gone = (await call('GET', `stories/items/${deletedOne.slug}`)).json();
    await seeded.app.inject({
      method: 'DELETE',
      url: `/v1/collections/stories/items/${deletedOne.slug}`,
      headers: { ...seeded.editor, 'if-match': `"${gone.version}"` },
    });
    // 1,198 new posts straight into the table, as an import would leave them: drafts, never published.
    await seeded.database.db.execute(sql`insert into items (collection, slug, content, position, sort_date, sort_title, search_text, filter_values)
      select 'resources', 'bulk-post-' || n,
        jsonb_build_object('type', 'blog', 'date', '2020-01-01', 'title', jsonb_build_object('en', 'Post ' || n, 'ar', 'منشور ' || n)),
        100000 + n, '2020-01-01', 'post ' || n, 'post ' || n, array['type:blog']
      from generate_series(0, 1197) as n`);
    // The pages showing them publish their collections' changes with them.
    const published = await seeded.app.inject({
      method: 'POST',
      url: '/v1/pages/publish',
      headers: seeded.editor,
      payload: { slugs: ['resources', 'customer-stories'] },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await kept()).toEqual(await recounted());
    const live = await rows(
      sql`select collection, '' as filters, count(*)::int as n from item_releases where live and slug like 'bulk-post-%' group by collection`,
    );
    expect(live).toEqual(['resources "" 1198']);
    // Nothing is left to publish among them, and each has one release, numbered 1.
    const pending = (await call('GET', 'changes')).json().items as Array<{ slug: string }>;
    expect(
      pending.filter((p) => p.slug.startsWith('bulk-') || [changedOne.slug, deletedOne.slug].includes(p.slug)),
    ).toEqual([]);
    const numbers = await rows(
      sql`select 'resources' as collection, number::text as filters, count(*)::int as n from item_releases where slug like 'bulk-post-%' group by number`,
    );
    expect(numbers).toEqual(['resources "1" 1198']);
  });
});
