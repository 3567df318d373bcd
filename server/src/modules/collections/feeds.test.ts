import type { Page } from '@site/blocks';
import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../../../test/app.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';

/**
 * Issue #30 part 2 (ADR 0040): the home insights hold no posts of their own; they show the 6 newest
 * resources — the same items the resources list shows — published ones to visitors, drafts to editors.
 */

type Post = { id: string; date: string; title: { en: string; ar: string } };

const post = (title: string, date: string) => ({
  type: 'blog',
  tag: { en: 'Blog', ar: 'مدونة' },
  date,
  title: { en: title, ar: `مقال ${title}` },
  description: { en: `About ${title}.`, ar: `عن ${title}.` },
  image: '/data/uploads/seed/resource-arabic-content-quality.svg',
});

describe.each(testDatabaseKinds())('the home insights feed on %s', (kind) => {
  const seeded = useSeededApp(kind);

  const insightsOf = (page: Page) => {
    const block = page.blocks.find((b) => b.block_type === 'INSIGHTS');
    if (!block) throw new Error('no insights on the home page');
    return block as typeof block & { content: { posts: Post[] } & Record<string, unknown> };
  };
  const live = async () => insightsOf((await seeded.app.inject('/v1/pages/home')).json());
  const draft = async () =>
    insightsOf((await seeded.app.inject({ url: '/v1/pages/home?draft=true', headers: seeded.editor })).json());
  const liveResources = async () =>
    (
      (await seeded.app.inject('/v1/pages/resources'))
        .json()
        .blocks.find((b: { block_type: string }) => b.block_type === 'RESOURCES').content.resources as Post[]
    ).map((p) => p.id);

  it('shows the 6 newest published resources, newest first, in the spec’s shape', async () => {
    const { posts } = (await live()).content;
    const resources = (
      (await seeded.app.inject('/v1/pages/resources'))
        .json()
        .blocks.find((b: { block_type: string }) => b.block_type === 'RESOURCES').content.resources as Post[]
    ).sort((a, b) => b.date.localeCompare(a.date));
    expect(posts.map((p) => p.id)).toEqual(resources.slice(0, 6).map((p) => p.id));
    // Whole posts, as the resources list has them (their detail pages' content too).
    expect(posts[0]).toEqual(resources[0]);
  });

  it('shows a new post to editors at once and to visitors when it is published; the cached page follows', async () => {
    const before = (await live()).content.posts.map((p) => p.id);
    const created = await seeded.app.inject({
      method: 'POST',
      url: '/v1/collections/resources/items',
      headers: seeded.editor,
      payload: { content: post('Skills maps for 2031', '2031-01-05') },
    });
    expect(created.statusCode).toBe(201);
    const slug = created.json().slug as string;
    expect((await draft()).content.posts[0]?.id).toBe(slug);
    expect((await live()).content.posts.map((p) => p.id)).toEqual(before);

    const published = await seeded.app.inject({
      method: 'POST',
      url: `/v1/collections/resources/items/${slug}/publish`,
      headers: seeded.editor,
      payload: {},
    });
    expect(published.statusCode).toBe(200);
    expect((await live()).content.posts.map((p) => p.id)).toEqual([slug, ...before.slice(0, 5)]);
    expect(await liveResources()).toContain(slug);

    // One post, edited once, is the same post in both places.
    const read = await seeded.app.inject({ url: `/v1/collections/resources/items/${slug}`, headers: seeded.editor });
    const saved = await seeded.app.inject({
      method: 'PUT',
      url: `/v1/collections/resources/items/${slug}`,
      headers: seeded.editor,
      payload: {
        content: { ...read.json().content, title: { en: 'Skills maps for 2031, revised', ar: 'خرائط المهارات ٢٠٣١' } },
        version: read.json().version,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await draft()).content.posts[0]?.title.en).toBe('Skills maps for 2031, revised');
  });

  it('keeps only the block’s own settings when a save sends posts: the resources are neither read nor written', async () => {
    const block = await draft();
    const resourcesBefore = await liveResources();
    const saved = await seeded.app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${block.id}`,
      headers: seeded.editor,
      payload: {
        type: 'INSIGHTS',
        version: block.version,
        content: {
          ...block.content,
          title: { en: 'From our team', ar: 'من فريقنا' },
          posts: block.content.posts.slice(0, 1),
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    // The answer, like every read, shows the feed: still six posts.
    expect(saved.json().content.posts).toHaveLength(6);
    expect((await draft()).content).toMatchObject({ title: { en: 'From our team' } });
    expect((await draft()).content.posts).toHaveLength(6);
    expect(await liveResources()).toEqual(resourcesBefore);
    expect(kind).toBeTruthy();
  });

  // The highlights above the resources list show the newest featured resources; a post only in the
  // highlights (`unlisted`, as the three the block held before the move) is in neither the resources
  // list nor the home insights, and keeps its own page. Same installation, after the tests above.
  type Shown = Post & { featured?: boolean; unlisted?: boolean };
  const HIGHLIGHTED = [
    'gulf-learning-summit-2026',
    'gulf-workplace-learning-report-2026',
    'guide-bilingual-corporate-academy',
  ];

  const listOf = (page: Page, type: string, list: string) =>
    (
      (page.blocks.find((b) => b.block_type === type)?.content as Record<string, Shown[]> | undefined)?.[list] ?? []
    ).map((p) => p.id);
  const resourcesPage = async () => (await seeded.app.inject('/v1/pages/resources')).json() as Page;
  const highlights = async () => listOf(await resourcesPage(), 'RESOURCE_HIGHLIGHTS', 'posts');
  const listed = async () => listOf(await resourcesPage(), 'RESOURCES', 'resources');
  const insights = async () => listOf((await seeded.app.inject('/v1/pages/home')).json(), 'INSIGHTS', 'posts');
  const editor = () => seeded.editor;
  const publish = async (slug: string) =>
    expect(
      (
        await seeded.app.inject({
          method: 'POST',
          url: `/v1/collections/resources/items/${slug}/publish`,
          headers: editor(),
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
  const change = async (slug: string, changes: object) => {
    const read = await seeded.app.inject({ url: `/v1/collections/resources/items/${slug}`, headers: editor() });
    const saved = await seeded.app.inject({
      method: 'PUT',
      url: `/v1/collections/resources/items/${slug}`,
      headers: editor(),
      payload: { content: { ...read.json().content, ...changes }, version: read.json().version },
    });
    expect(saved.statusCode).toBe(200);
  };
  const page = async (filters: string[]) => {
    const { createLiveItems } = await import('./live-items.ts');
    return createLiveItems(seeded.database.db).page('resources', { filters, without: ['unlisted'], perPage: 500 });
  };

  it('shows the posts the block held, as before, and leaves them out of the list and the insights', async () => {
    expect(await highlights()).toEqual(HIGHLIGHTED);
    const inList = await listed();
    expect(inList.length).toBeGreaterThan(20);
    for (const slug of HIGHLIGHTED) {
      expect(inList).not.toContain(slug);
      expect(await insights()).not.toContain(slug);
      // Its own page stays.
      expect((await seeded.app.inject(`/v1/collections/resources/items/${slug}`)).statusCode).not.toBe(404);
    }
    // A visitor's page of the list counts what it shows (the kept counts less the posts left out).
    const all = await page([]);
    expect(all.total).toBe(inList.length);
    expect(all.items.map((item) => item.slug).sort()).toEqual([...inList].sort());
    const events = await page(['type:event']);
    expect(events.total).toBe(events.items.length);
    expect(events.items.map((item) => item.slug)).not.toContain('gulf-learning-summit-2026');
  });

  it('shows a post marked featured once it is published, newest first, and keeps it in the list', async () => {
    const created = await seeded.app.inject({
      method: 'POST',
      url: '/v1/collections/resources/items',
      headers: editor(),
      payload: { content: { ...post('Featured forum 2031', '2031-02-01'), featured: true } },
    });
    expect(created.statusCode).toBe(201);
    const slug = created.json().slug as string;
    expect(await highlights()).toEqual(HIGHLIGHTED);
    await publish(slug);
    expect(await highlights()).toEqual([slug, ...HIGHLIGHTED.slice(0, 2)]);
    expect(await listed()).toContain(slug);
    expect((await insights())[0]).toBe(slug);
  });

  it('takes a post marked as only in the highlights out of the list, its count and the insights once published', async () => {
    const [newest] = await insights();
    const before = (await page(['type:blog'])).total;
    await change(newest as string, { unlisted: true });
    expect(await listed()).toContain(newest);
    await publish(newest as string);
    expect(await listed()).not.toContain(newest);
    expect(await insights()).not.toContain(newest);
    expect((await page(['type:blog'])).total).toBe(before - 1);
  });

  it('keeps the posts the list leaves out when a spec client saves the list whole, as it read it', async () => {
    const read = (await seeded.app.inject({ url: '/v1/pages/resources?draft=true', headers: editor() })).json() as Page;
    const block = read.blocks.find((b) => b.block_type === 'RESOURCES') as Page['blocks'][number] & {
      version: number;
    };
    const saved = await seeded.app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${block.id}`,
      headers: editor(),
      payload: { type: 'RESOURCES', version: block.version, content: block.content },
    });
    expect(saved.statusCode).toBe(200);
    for (const slug of HIGHLIGHTED) {
      const item = await seeded.app.inject({ url: `/v1/collections/resources/items/${slug}`, headers: editor() });
      expect(item.statusCode, slug).toBe(200);
      expect(item.json().deleted_at ?? null, slug).toBeNull();
    }
    expect(await highlights()).toHaveLength(3);
    expect(kind).toBeTruthy();
  });
});
