import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, moveItem, summarize } from './item-summary.ts';

describe('summaries of list items (issue #18)', () => {
  it("shows a story's own title in the editor's language, and its picture", () => {
    const story = {
      id: 'barq-solar',
      title: { en: 'Barq Solar trains contractors', ar: 'برق للطاقة الشمسية تدرّب المقاولين' },
      image: '/data/uploads/seed/story-barq-solar.svg',
      categories: [],
    };
    expect(summarize(story, 'en')).toMatchObject({
      title: 'Barq Solar trains contractors',
      picture: '/data/uploads/seed/story-barq-solar.svg',
    });
    expect(summarize(story, 'ar').title).toBe('برق للطاقة الشمسية تدرّب المقاولين');
  });

  it('names a team member by name (not position) and pictures them by their card photo', () => {
    const member = {
      id: 'm',
      name: { en: 'Latifa Al Dhaheri', ar: 'لطيفة الظاهري' },
      position: { en: 'Producer', ar: 'منتجة' },
      photoCard: '/data/uploads/seed/team-card-default.svg',
    };
    expect(summarize(member, 'ar')).toMatchObject({
      title: 'لطيفة الظاهري',
      picture: '/data/uploads/seed/team-card-default.svg',
    });
  });

  it('falls back to the other language, then to any text, never to a number', () => {
    expect(summarize({ title: { en: '', ar: 'عنوان فقط' } }, 'en').title).toBe('عنوان فقط');
    expect(summarize({ question: { en: 'Do you host it?', ar: 'هل تستضيفونه؟' } }, 'en').title).toBe('Do you host it?');
    expect(summarize({ id: 'x', answer: { en: 'Yes, we do.', ar: 'نعم.' } }, 'en').title).toBe('Yes, we do.');
    expect(summarize({ id: 'x' }, 'en').title).toBe('');
  });

  it('an image body piece is pictured by its content and named by its alt text, and a video is no picture', () => {
    const piece = { id: 'p', type: 'image', content: '/data/uploads/a.png', alt: { en: 'A classroom', ar: 'فصل' } };
    expect(summarize(piece, 'en')).toMatchObject({ title: 'A classroom', picture: '/data/uploads/a.png' });
    expect(summarize({ title: 'Hero', videoUrl: '/v.mp4', image: '/v.mp4' }, 'en').picture).toBeUndefined();
  });

  it('cuts a long text to one line', () => {
    const title = summarize({ content: { en: `${'word '.repeat(40)}\nsecond line`, ar: '' } }, 'en').title;
    expect(title.length).toBeLessThanOrEqual(90);
    expect(title).not.toContain('\n');
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('search in a long list', () => {
  const summary = summarize(
    { id: 'qamar-health', title: { en: 'Qamar Health trains nurses', ar: 'قمر الصحية تدرّب الممرضين' } },
    'en',
  );
  it('finds an item by words of either language, in any case', () => {
    expect(matchesSearch(summary, 'qamar NURSES')).toBe(true);
    expect(matchesSearch(summary, 'الصحية')).toBe(true);
    expect(matchesSearch(summary, 'aviation')).toBe(false);
    expect(matchesSearch(summary, '  ')).toBe(true);
  });
  it('compares Arabic without vowel marks and with one alef', () => {
    expect(foldForSearch('تُدرِّب')).toBe(foldForSearch('تدرب'));
    expect(matchesSearch(summarize({ name: { en: 'x', ar: 'أحمد' } }, 'ar'), 'احمد')).toBe(true);
  });
});

describe('moving an item', () => {
  it('moves forwards and backwards, leaving the original alone', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
  it('ignores moves out of the list', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
