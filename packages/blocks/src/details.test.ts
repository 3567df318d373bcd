import { describe, expect, it } from 'vitest';
import { detailKindForPath, findDetailItem } from './details.ts';
import { emptyPage } from './empty-page.ts';
import type { Page } from './page.ts';

const page = (slug: string, blocks: Array<{ id: string; order: number; content: unknown }>): Page => ({
  ...emptyPage(slug),
  blocks: blocks.map((b) => ({ ...b, block_type: 'X', version: 1 })),
});

describe('detail pages', () => {
  it('know their kind from the first path segment', () => {
    expect(detailKindForPath('/customer-stories/abc')).toBe('story');
    expect(detailKindForPath('/vacancy-details/7')).toBe('vacancy');
    expect(detailKindForPath('/resources/x')).toBe('resource');
    expect(detailKindForPath('/about')).toBeUndefined();
  });

  it('find an item in the first block, by order, that holds one of their arrays', () => {
    const resources = page('resources', [
      { id: 'list', order: 3, content: { resources: [{ id: 'a', title: 'Later list', detailContent: {} }] } },
      { id: 'highlights', order: 2, content: { posts: [{ id: 'a', title: 'Highlight', detailContent: {} }] } },
    ]);
    expect(findDetailItem('resource', resources, 'a')).toEqual({
      item: { id: 'a', title: 'Highlight', detailContent: {} },
      source: { slug: 'resources', blockId: 'highlights', blockType: 'X', array: 'posts' },
    });
    const stories = page('customer-stories', [
      { id: 'g', order: 1, content: { stories: [{ id: 'one' }, { id: 'two', detailContent: { body: [] } }] } },
    ]);
    expect(findDetailItem('story', stories, 'two')?.source.array).toBe('stories');
  });

  it('treat an unknown id, an item without detail content, or a missing page as not found', () => {
    const careers = page('careers', [{ id: 'v', order: 1, content: { jobs: [{ id: 'j1' }] } }]);
    expect(findDetailItem('vacancy', careers, 'nope')).toBeUndefined();
    expect(findDetailItem('vacancy', careers, 'j1')).toBeUndefined();
    expect(findDetailItem('vacancy', null, 'j1')).toBeUndefined();
    // Arrays of another kind do not count: stories are not looked up among jobs.
    expect(findDetailItem('story', careers, 'j1')).toBeUndefined();
  });
});
