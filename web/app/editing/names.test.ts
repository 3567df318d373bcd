import { blockRegistry, expandFields, expandLists } from '@site/blocks';
import { describe, expect, it } from 'vitest';
import { foldForSearch, matchBlocks } from './block-picker.tsx';
import {
  blockDescription,
  blockName,
  blockWords,
  fieldName,
  groupName,
  onPageName,
  pathLabel,
  pathName,
} from './names.ts';

describe('what the editor calls blocks and fields', () => {
  it('names blocks by their label, never their type id', () => {
    expect(blockName('HERO', 'en')).toBe('Page banner');
    expect(blockName('hero', 'ar')).toBe('لافتة الصفحة');
    expect(blockDescription('FAQ', 'en')).toMatch(/questions/i);
    expect(groupName('people', 'ar')).toBe('الأشخاص والمؤسسات');
    for (const type of Object.keys(blockRegistry))
      for (const lang of ['en', 'ar'] as const) expect(blockName(type, lang)).not.toContain(type);
  });

  it('gives a block’s first words for the outline: its title first, in the language asked, else the other', () => {
    const content = { subtitle: { en: 'How we work', ar: 'كيف نعمل' }, title: { en: '<b>Helping</b> people', ar: '' } };
    expect(blockWords(content, 'en')).toBe('Helping people');
    // The title has no Arabic: the Arabic interface shows its English rather than a lesser text.
    expect(blockWords(content, 'ar')).toBe('Helping people');
    expect(blockWords({ items: [], count: 3 }, 'en')).toBe('');
    expect(blockWords({ text: { en: 'x'.repeat(80), ar: '' } }, 'en')).toHaveLength(60);
  });

  it('names fields, bare keys and lists from the definitions', () => {
    expect(fieldName('HERO', 'title', 'en')).toBe('Title');
    expect(fieldName('TEAM', 'position', 'ar')).toBe('المنصب');
    expect(fieldName('VACANCIES', 'jobs[].title', 'en')).toBe('Job title');
    expect(fieldName('VACANCIES', 'jobs', 'en')).toBe('Jobs');
    expect(pathName('SOLUTIONS_GRID', ['cards', 2, 'title'], 'en')).toBe('Cards › Title');
    expect(pathLabel('LOGO_STRIP', ['items', 0, 'name'], 'ar', (n) => `العنصر ${n}`)).toBe(
      'الشعارات › العنصر 1 › الاسم',
    );
  });

  it('names a field on the page by its item’s own title, else by the item’s place, never “Item 2”', () => {
    const place = (list: string, n: number) => `${list}, no. ${n}`;
    const content = {
      image: '/a.webp',
      cards: [
        { title: { en: 'Totara Learn', ar: 'توتارا' } },
        { title: { en: '', ar: 'بطاقة' } },
        { image: '/c.webp' },
      ],
    };
    const name = (path: (string | number)[], lang: 'en' | 'ar') =>
      onPageName('SOLUTIONS_GRID', path, content, lang, place);
    expect(name(['cards', 0, 'images', 'desktop'], 'en')).toEqual({ field: 'Desktop picture', item: 'Totara Learn' });
    expect(name(['cards', 0, 'title'], 'ar')).toEqual({ field: 'العنوان', item: 'توتارا' });
    // No English title: the Arabic one rather than a number.
    expect(name(['cards', 1, 'title'], 'en').item).toBe('بطاقة');
    expect(name(['cards', 2, 'images', 'desktop'], 'en').item).toBe('Cards, no. 3');
    expect(name(['title'], 'en')).toEqual({ field: 'Title' });
  });

  it('never falls back to a name made from the key for any field or list of any block', () => {
    // A made-up name would be English in the Arabic interface: every path must be named.
    for (const def of Object.values(blockRegistry)) {
      const content = def.defaults;
      const paths = [...expandFields(def.fields, content).map((f) => f.path), ...expandLists(def.fields, content)];
      for (const path of paths)
        expect(pathName(def.type, path, 'ar'), `${def.type} ${path.join('.')}`).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});

describe('the block picker’s search', () => {
  it('matches labels and descriptions in both languages, every word, ignoring case and Arabic letter variants', () => {
    expect(matchBlocks('')).toHaveLength(Object.keys(blockRegistry).length - 2);
    expect(matchBlocks('')).not.toContain('HEADER');
    expect(matchBlocks('faq')).toEqual([]);
    expect(matchBlocks('QUESTIONS')).toContain('FAQ');
    expect(matchBlocks('أسئلة')).toContain('FAQ');
    expect(matchBlocks('اسئله')).toContain('FAQ');
    expect(matchBlocks('team photo')).toEqual([]);
    expect(matchBlocks('short form demo')).toEqual(['DEMO_FORM']);
    expect(foldForSearch('إضافةٌ')).toBe('اضافه');
  });
});
