import type { Page } from '@site/blocks';
import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../../../test/app.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';

/**
 * Issue #30 part 2 (ADR 0040): the home slider's customer quotes are items of their own, and each
 * names the story it comes from; visitors get the link only while that story is published, and a
 * quote naming a story that does not exist is refused, naming the field.
 */

type Quote = { id: string; name: { en: string }; story?: string };

describe.each(testDatabaseKinds())('customer quotes naming their stories on %s', (kind) => {
  const seeded = useSeededApp(kind);

  const sliderOf = (page: Page) => {
    const block = page.blocks.find((b) => b.block_type === 'SUCCESS_STORIES');
    if (!block) throw new Error('no quotes on the home page');
    return block as typeof block & { content: { stories: Quote[] } & Record<string, unknown> };
  };
  const live = async () => sliderOf((await seeded.app.inject('/v1/pages/home')).json()).content.stories;
  const draftBlock = async () =>
    sliderOf((await seeded.app.inject({ url: '/v1/pages/home?draft=true', headers: seeded.editor })).json());
  const item = (slug: string) => `/v1/collections/quotes/items/${slug}`;

  it('moved the seeded quotes into items, each naming its story, in the spec’s shape', async () => {
    const quotes = await live();
    expect(quotes.map((q) => [q.id, q.story])).toEqual([
      ['story-ramlah', 'ramlah-holding'],
      ['story-sarab', 'sarab-aviation'],
      ['story-lulua', 'lulua-bank'],
    ]);
    expect(quotes[0]?.name.en).toBe('Fatima Al Mansoori');
    const listed = (await seeded.app.inject({ url: '/v1/collections/quotes/items', headers: seeded.editor })).json();
    expect(listed.total).toBe(3);
    // The block keeps its settings only.
    const stored = await seeded.app.inject({ url: '/v1/pages/home?draft=true&lists=none', headers: seeded.editor });
    expect(sliderOf(stored.json()).content.stories).toEqual([]);
  });

  it('refuses a story that does not exist, naming the field, from the item route and from the block’s save', async () => {
    const current = (await seeded.app.inject({ url: item('story-sarab'), headers: seeded.editor })).json();
    const refused = await seeded.app.inject({
      method: 'PUT',
      url: item('story-sarab'),
      headers: seeded.editor,
      payload: { version: current.version, content: { ...current.content, story: 'no-such-story' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'unknown_reference',
      details: [{ path: 'story', message: 'There is no story "no-such-story".' }],
    });
    expect((await seeded.app.inject({ url: item('story-sarab'), headers: seeded.editor })).json()).toMatchObject({
      version: current.version,
      content: { story: 'sarab-aviation' },
    });

    const block = await draftBlock();
    const stories = block.content.stories.map((q, i) => (i === 1 ? { ...q, story: 'no-such-story' } : q));
    const saved = await seeded.app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${block.id}`,
      headers: seeded.editor,
      payload: { type: 'SUCCESS_STORIES', content: { ...block.content, stories }, version: block.version },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.details).toEqual([
      { path: 'stories.1.story', message: 'There is no story "no-such-story".' },
    ]);
    expect((await draftBlock()).version).toBe(block.version);

    // Another story is taken, and the quote may name none.
    const other = await seeded.app.inject({
      method: 'PUT',
      url: item('story-sarab'),
      headers: seeded.editor,
      payload: { version: current.version, content: { ...current.content, story: 'najm-telecom' } },
    });
    expect(other.statusCode).toBe(200);
    const { story: _story, ...none } = current.content;
    const without = await seeded.app.inject({
      method: 'PUT',
      url: item('story-sarab'),
      headers: seeded.editor,
      payload: { version: other.json().version, content: none },
    });
    expect(without.statusCode).toBe(200);
  });

  it('links a quote to its story only while the story is published; the cached home page follows', async () => {
    expect((await live()).find((q) => q.id === 'story-lulua')?.story).toBe('lulua-bank');
    const removed = await seeded.app.inject({
      method: 'DELETE',
      url: '/v1/collections/stories/items/lulua-bank',
      headers: seeded.editor,
    });
    expect(removed.statusCode).toBe(204);
    // Still published: visitors still get the link.
    expect((await live()).find((q) => q.id === 'story-lulua')?.story).toBe('lulua-bank');
    const published = await seeded.app.inject({
      method: 'POST',
      url: '/v1/collections/stories/items/lulua-bank/publish',
      headers: seeded.editor,
      payload: {},
    });
    expect(published.statusCode).toBe(200);
    const quote = (await live()).find((q) => q.id === 'story-lulua');
    expect(quote?.name.en).toBe('Noura Al Suwaidi');
    expect(quote).not.toHaveProperty('story');
    // Editors still see what the quote names, and a save naming the deleted story is refused.
    expect((await draftBlock()).content.stories.find((q) => q.id === 'story-lulua')?.story).toBe('lulua-bank');
  });
});
