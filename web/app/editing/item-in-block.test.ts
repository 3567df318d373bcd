import type { Block } from '@site/blocks';
import type { StoredItem } from '@site/blocks/api';
import { describe, expect, it } from 'vitest';
import { collectionShownBy, detailPath, itemAsBlock } from './item-in-block.ts';

const settings: Block = {
  id: '00000000-0000-4000-8000-000000000001',
  block_type: 'GALLERY',
  order: 2,
  version: 7,
  content: { filters: { industry: [{ id: 'healthcare' }] }, stories: [] },
};
const item: StoredItem = {
  id: '00000000-0000-4000-8000-000000000002',
  collection: 'stories',
  slug: 'ramlah',
  content: { title: { en: 'Ramlah', ar: 'رملة' }, categories: ['healthcare'] },
  version: 3,
  translations: { title: { en: '2026-11-01T00:00:00.000Z' } },
  position: 1024,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('an item edited in its list block’s form', () => {
  it('is the block’s settings with the item as the list’s only entry, at the item’s version and stamps', () => {
    expect(itemAsBlock(settings, 'stories', item)).toEqual({
      ...settings,
      id: item.id,
      version: 3,
      content: {
        filters: settings.content && (settings.content as { filters: unknown }).filters,
        stories: [{ id: 'ramlah', title: { en: 'Ramlah', ar: 'رملة' }, categories: ['healthcare'] }],
      },
      translations: { 'stories.0.title': { en: '2026-11-01T00:00:00.000Z' } },
    });
  });

  it('knows which lists are collections: the gallery’s stories and the feeds’ posts are, a block’s own posts are not', () => {
    expect(collectionShownBy('GALLERY', 'stories')).toBe('stories');
    expect(collectionShownBy('VACANCIES', 'jobs')).toBe('vacancies');
    expect(collectionShownBy('INSIGHTS', 'posts')).toBe('resources');
    expect(collectionShownBy('GALLERY', 'posts')).toBeUndefined();
    expect(collectionShownBy('RESOURCE_HIGHLIGHTS', 'posts')).toBe('resources');
    expect(collectionShownBy('TEXT', 'posts')).toBeUndefined();
  });

  it('finds the item’s place by id, as the draft may order the list otherwise than visitors see it', () => {
    const source = { slug: 'customer-stories', blockId: settings.id, blockType: 'GALLERY', array: 'stories' };
    const draft = { stories: [{ id: 'new' }, { id: 'one' }, { id: 'ramlah' }] };
    expect(detailPath(draft, source, 'ramlah')).toEqual(['stories', 2]);
    expect(detailPath({ stories: [] }, source, 'ramlah')).toBeUndefined();
    expect(detailPath(null, source, 'ramlah')).toBeUndefined();
  });
});
