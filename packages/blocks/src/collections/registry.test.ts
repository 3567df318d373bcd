import { describe, expect, it } from 'vitest';
import { INSIGHTS_COUNT } from '../blocks/insights/newest.ts';
import { getBlockDefinition } from '../registry.ts';
import { translatableTexts } from '../translation-status.ts';
import { COLLECTION_NAMES, collectionRegistry, getCollection, itemTitle, referencesOf } from './registry.ts';

describe('the collection registry', () => {
  it('names each collection once, by the name it is stored under', () => {
    expect(COLLECTION_NAMES).toEqual([
      'stories',
      'resources',
      'vacancies',
      'team',
      'partners',
      'clients',
      'awards',
      'quotes',
    ]);
    for (const [name, collection] of Object.entries(collectionRegistry)) expect(collection.name).toBe(name);
    expect(getCollection('toString')).toBeUndefined();
    expect(getCollection('stories')?.label.one).toEqual({ en: 'Story', ar: 'قصة' });
  });

  it('feeds the home insights the resources’ newest listed posts, as many as the slider shows, and the highlights the newest featured', () => {
    expect(getCollection('resources')?.feeds?.map(({ moved: _moved, ...feed }) => feed)).toEqual([
      { block: 'INSIGHTS', list: 'posts', newest: INSIGHTS_COUNT, without: ['unlisted'] },
      { block: 'RESOURCE_HIGHLIGHTS', list: 'posts', newest: 3, with: ['featured'] },
    ]);
    // What the feeds and the list choose by are filter values the collection gives its items.
    const values = getCollection('resources')?.filterValues?.({
      type: 'blog',
      date: '2026-01-01',
      title: { en: 'A post', ar: 'منشور' },
      featured: true,
      unlisted: true,
    });
    expect(values).toEqual(['type:blog', 'featured', 'unlisted']);
    expect(getCollection('resources')?.heldBy.without).toEqual(['unlisted']);
    for (const collection of Object.values(collectionRegistry))
      for (const feed of collection.feeds ?? []) expect(getBlockDefinition(feed.block), feed.block).toBeDefined();
  });

  it('describes each item’s fields, so its texts are kept in both languages', () => {
    const samples: Record<string, unknown> = {
      stories: { title: { en: 'A story', ar: 'قصة' }, categories: [] },
      resources: { type: 'blog', date: '2026-01-01', title: { en: 'A post', ar: 'منشور' } },
      vacancies: { title: { en: 'A role', ar: 'وظيفة' } },
      team: { name: { en: 'Layla', ar: 'ليلى' } },
      partners: { name: { en: 'Totara', ar: 'توتارا' } },
      clients: { name: { en: 'Qamar', ar: 'قمر' }, categories: [] },
      awards: { name: { en: 'Best LMS', ar: 'أفضل نظام' } },
      quotes: {
        name: { en: 'Fatima', ar: 'فاطمة' },
        quote: { en: 'It works.', ar: 'إنه يعمل.' },
        story: 'ramlah-holding',
      },
    };
    for (const [name, collection] of Object.entries(collectionRegistry)) {
      const content = samples[name];
      expect(collection.schema.safeParse(content).success, name).toBe(true);
      // The readable id is kept beside the content, never inside it.
      expect(collection.schema.safeParse({ ...(content as object), id: 'x' }).success, name).toBe(false);
      expect(itemTitle(collection, content, 'ar'), name).not.toBe('');
      const texts = translatableTexts(collection, content).map((text) => text.at);
      expect(texts, name).toContain(
        name === 'stories' || name === 'resources' || name === 'vacancies' ? 'title' : 'name',
      );
    }
  });

  it('knows which fields name another collection’s item: a quote’s story', () => {
    expect(referencesOf(getCollection('quotes') as never)).toEqual([{ field: 'story', collection: 'stories' }]);
    for (const collection of Object.values(collectionRegistry))
      for (const ref of referencesOf(collection)) expect(getCollection(ref.collection), ref.collection).toBeDefined();
    expect(referencesOf(getCollection('stories') as never)).toEqual([]);
  });

  it('names the list block that held each collection, whose list items are the collection’s items with an id', () => {
    for (const collection of Object.values(collectionRegistry)) {
      const block = getBlockDefinition(collection.heldBy.block);
      if (!block) throw new Error(`${collection.name}: no block ${collection.heldBy.block}`);
      const shape = (block.schema as unknown as { shape: Record<string, unknown> }).shape;
      expect(Object.keys(shape), collection.name).toContain(collection.heldBy.list);
    }
  });
});
