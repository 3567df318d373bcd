import { readFileSync } from 'node:fs';
import { collectionRegistry } from '@site/blocks/collections';
import { describe, expect, it } from 'vitest';
import { isFindKey } from './find-button.tsx';
import { dayIn } from './report-dialog.tsx';
import { editHref, foundRows, itemHref, itemToOpen, LIST_PAGE_OF, titlesOf } from './results.ts';
import { FIND_STRINGS, searchesOf } from './strings.ts';

const answer = {
  pages: [
    { slug: 'about', path: '/about', title: { en: 'About us', ar: 'من نحن' }, published: true },
    { slug: 'summer', path: '/summer-offer', title: { en: 'Summer offer', ar: '' }, published: false },
  ],
  items: [
    { collection: 'stories', slug: 'lulua-bank', title: { en: 'Lulua Bank', ar: 'بنك لؤلؤة' }, published: true },
    { collection: 'team', slug: 'member-1', title: { en: 'Sara', ar: 'Sara' }, published: false },
    { collection: 'unknown', slug: 'x', title: 'X', published: true },
  ],
  media: [
    { path: '/data/uploads/a.webp', fileName: 'harbour.webp', kind: 'image', alt: {} as Record<string, string> },
    { path: '/data/uploads/b.pdf', fileName: 'brochure.pdf', kind: 'document', alt: { en: 'Brochure', ar: 'كتيّب' } },
  ],
};

describe('find anything’s results', () => {
  it('names each result in the interface’s language, the other beside it when different', () => {
    const en = foundRows(answer, 'en');
    expect(en.map((row) => [row.group, row.title, row.other, row.kind, row.note])).toEqual([
      ['pages', 'About us', 'من نحن', 'Page', ''],
      ['pages', 'Summer offer', '', 'Page', 'Not published'],
      ['items', 'Lulua Bank', 'بنك لؤلؤة', 'Story', ''],
      ['items', 'Sara', '', 'Team member', 'Draft'],
      ['media', 'harbour.webp', '', 'Image', 'No alt text'],
      ['media', 'brochure.pdf', 'Brochure · كتيّب', 'Document', ''],
    ]);
    const ar = foundRows(answer, 'ar');
    expect(ar[0]).toMatchObject({ title: 'من نحن', other: 'About us', otherLang: 'en', kind: 'صفحة' });
    // No Arabic title: the English one, nothing beside it.
    expect(ar[1]).toMatchObject({ title: 'Summer offer', other: '', note: 'غير منشورة' });
    expect(ar[2]).toMatchObject({
      title: 'بنك لؤلؤة',
      other: 'Lulua Bank',
      kind: collectionRegistry.stories?.label.one.ar,
    });
    expect(ar[3]?.note).toBe('مسودة');
  });

  it('opens pages and items in edit mode, keeping the Arabic interface, and files in the library', () => {
    const [about, , story] = foundRows(answer, 'ar');
    expect(about?.open).toEqual({ to: 'address', href: '/about?edit=true&lng=ar' });
    expect(story?.open).toEqual({ to: 'address', href: '/customer-stories?edit=true&item=stories/lulua-bank&lng=ar' });
    expect(foundRows(answer, 'en').at(-1)?.open).toEqual({
      to: 'media',
      path: '/data/uploads/b.pdf',
      fileName: 'brochure.pdf',
    });
    expect(editHref('/', 'en')).toBe('/?edit=true');
    expect(itemHref('quotes', 'quote-1', 'en')).toBe('/?edit=true&item=quotes/quote-1');
    expect(itemHref('nowhere', 'x', 'en')).toBeUndefined();
  });

  it('reads the item an address asks to open, for known collections only', () => {
    expect(itemToOpen(new URLSearchParams('edit=true&item=stories/lulua-bank'))).toEqual({
      collection: 'stories',
      slug: 'lulua-bank',
    });
    for (const bad of ['', 'item=stories', 'item=stories/', 'item=/x', 'item=toString/x'])
      expect(itemToOpen(new URLSearchParams(bad))).toBeNull();
  });

  it('picks titles: a plain string as it is, an empty language falling back to the other', () => {
    expect(titlesOf('home', 'ar')).toEqual({ title: 'home', other: '' });
    expect(titlesOf({ en: '', ar: 'الرئيسية' }, 'en')).toEqual({ title: 'الرئيسية', other: '' });
    expect(titlesOf({ en: 'Same', ar: 'Same' }, 'ar')).toEqual({ title: 'Same', other: '' });
  });

  it('knows the page holding each collection’s list, as the seed has it', () => {
    expect(Object.keys(LIST_PAGE_OF).sort()).toEqual(Object.keys(collectionRegistry).sort());
    for (const [name, slug] of Object.entries(LIST_PAGE_OF)) {
      const page = JSON.parse(readFileSync(new URL(`../../../../content/seed/${slug}.json`, import.meta.url), 'utf8'));
      const types = (page.blocks as Array<{ block_type: string }>).map((b) => b.block_type);
      expect(types, name).toContain(collectionRegistry[name]?.heldBy.block);
    }
  });
});

describe('find anything’s words and keys', () => {
  it('has every English word in Arabic too, in Arabic script', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, item]) =>
        typeof item === 'object' ? keys(item).map((k) => `${key}.${k}`) : [key],
      );
    expect(keys(FIND_STRINGS.ar)).toEqual(keys(FIND_STRINGS.en));
    for (const key of keys(FIND_STRINGS.ar)) {
      const text = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], FIND_STRINGS.ar);
      expect(text, key).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('counts searches with Arabic’s dual and plural forms', () => {
    expect([1, 2, 3, 11, 100].map((n) => searchesOf(n, 'ar'))).toEqual([
      'عملية بحث واحدة',
      'عمليتا بحث',
      '3 عمليات بحث',
      '11 عملية بحث',
      '100 عملية بحث',
    ]);
    expect([1, 5].map((n) => searchesOf(n, 'en'))).toEqual(['1 search', '5 searches']);
  });

  it('writes the report’s first day in the interface’s language', () => {
    expect(dayIn('2025-11-01', 'en')).toBe('1 November 2025');
    expect(dayIn('2025-11-01', 'ar')).toMatch(/نوفمبر 2025/);
    expect(dayIn('nonsense', 'en')).toBe('nonsense');
  });

  it('opens Find with Ctrl+K, or Cmd+K on Apple devices, and nothing else', () => {
    const key = (init: Partial<KeyboardEvent>) => ({
      key: 'k',
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      ...init,
    });
    expect(isFindKey(key({ ctrlKey: true }), false)).toBe(true);
    expect(isFindKey(key({ key: 'K', ctrlKey: true }), false)).toBe(true);
    expect(isFindKey(key({ metaKey: true }), true)).toBe(true);
    expect(isFindKey(key({ metaKey: true }), false)).toBe(false);
    expect(isFindKey(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isFindKey(key({}), false)).toBe(false);
  });
});
