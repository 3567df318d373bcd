import { describe, expect, it } from 'vitest';
import { stampTranslations, translatableTexts, translationStatus } from './translation-status.ts';

const T1 = '2026-01-01T10:00:00.000Z';
const T2 = '2026-01-02T10:00:00.000Z';
const T3 = '2026-01-03T10:00:00.000Z';

const hero = (title: unknown, extra: Record<string, unknown> = {}) => ({ title, ...extra });
const advantages = (...titles: Array<{ en: string; ar: string }>) => ({
  title: { en: 'Why us', ar: 'لماذا نحن' },
  advantages: titles.map((title) => ({ title, description: { en: '', ar: '' } })),
});

describe('translatableTexts', () => {
  it('lists the localized texts by the paths the editor uses; a plain string is both languages', () => {
    const texts = translatableTexts('HERO', hero('Same', { subtitle: { en: 'Hi' } }));
    expect(texts.map(({ at, en, ar }) => ({ at, en, ar }))).toEqual([
      { at: 'title', en: 'Same', ar: 'Same' },
      { at: 'subtitle', en: 'Hi', ar: '' },
    ]);
    expect(translatableTexts('NO_SUCH_BLOCK', {})).toEqual([]);
  });

  it('reads a list of lines in both languages', () => {
    const job = { detailContent: { requirements: { items: { en: ['a', 'b'], ar: [] } } } };
    const [text] = translatableTexts('VACANCIES', { jobs: [job] }).filter((t) => t.key.endsWith('.items'));
    expect(text).toMatchObject({ at: 'jobs.0.detailContent.requirements.items', en: 'a\nb', ar: '' });
  });
});

describe('stampTranslations', () => {
  it('stamps both languages of every text of a new block', () => {
    expect(stampTranslations('HERO', undefined, hero({ en: 'A', ar: 'أ' }, { subtitle: { en: 'S' } }), {}, T1)).toEqual(
      { title: { en: T1, ar: T1 }, subtitle: { en: T1, ar: T1 } },
    );
  });

  it('stamps only the language that changed; the other keeps its stamp', () => {
    const before = hero({ en: 'A', ar: 'أ' });
    const stamps = stampTranslations('HERO', before, hero({ en: 'B', ar: 'أ' }), { title: { en: T1, ar: T1 } }, T2);
    expect(stamps).toEqual({ title: { en: T2, ar: T1 } });
  });

  it('stamps a seeded text (no stamps yet) on its first change, the other language stays unstamped', () => {
    const stamps = stampTranslations('HERO', hero({ en: 'A', ar: 'أ' }), hero({ en: 'B', ar: 'أ' }), {}, T2);
    expect(stamps).toEqual({ title: { en: T2 } });
  });

  it('a language written while behind catches up: both are stamped, in step again', () => {
    const stale = { title: { en: T2, ar: T1 } };
    const caughtUp = stampTranslations('HERO', hero({ en: 'B', ar: 'أ' }), hero({ en: 'B', ar: 'ب' }), stale, T3);
    expect(caughtUp).toEqual({ title: { en: T3, ar: T3 } });
    // Written again while the other is behind: the other stays behind.
    const again = stampTranslations('HERO', hero({ en: 'B', ar: 'أ' }), hero({ en: 'C', ar: 'أ' }), stale, T3);
    expect(again).toEqual({ title: { en: T3, ar: T1 } });
    // An empty language that gets its text catches up too.
    const filled = stampTranslations('HERO', hero({ en: 'B', ar: '' }), hero({ en: 'B', ar: 'ب' }), stale, T3);
    expect(filled).toEqual({ title: { en: T3, ar: T3 } });
  });

  it('drops paths that hold no text any more', () => {
    const before = advantages({ en: 'One', ar: 'واحد' }, { en: 'Two', ar: 'اثنان' });
    const previous = { title: { en: T1, ar: T1 }, 'advantages.0.title': { en: T1 }, 'advantages.1.title': { en: T2 } };
    const stamps = stampTranslations('ADVANTAGES', before, advantages({ en: 'One', ar: 'واحد' }), previous, T3);
    expect(stamps).toEqual({ title: { en: T1, ar: T1 }, 'advantages.0.title': { en: T1 } });
  });

  it('moves the stamps of an item that moved in its list', () => {
    const one = { en: 'One', ar: 'واحد' };
    const two = { en: 'Two', ar: 'اثنان' };
    const previous = { 'advantages.0.title': { en: T2, ar: T1 }, 'advantages.1.title': { en: T1, ar: T3 } };
    const stamps = stampTranslations('ADVANTAGES', advantages(one, two), advantages(two, one), previous, T3);
    expect(stamps['advantages.0.title']).toEqual({ en: T1, ar: T3 });
    expect(stamps['advantages.1.title']).toEqual({ en: T2, ar: T1 });
  });
});

describe('translationStatus', () => {
  it('reads the other language as stale when only one was written since', () => {
    const content = hero({ en: 'B', ar: 'أ' });
    expect(translationStatus('HERO', content, { title: { en: T2, ar: T1 } })).toEqual([
      { path: ['title'], at: 'title', language: 'ar', state: 'stale' },
    ]);
    expect(translationStatus('HERO', content, { title: { en: T2 } })).toMatchObject([
      { language: 'ar', state: 'stale' },
    ]);
    expect(translationStatus('HERO', content, { title: { en: T1, ar: T2 } })).toMatchObject([
      { language: 'en', state: 'stale' },
    ]);
    expect(translationStatus('HERO', content, { title: { en: T2, ar: T2 } })).toEqual([]);
  });

  it('counts seeded texts without stamps as in step, but a missing language is missing', () => {
    expect(translationStatus('HERO', hero({ en: 'A', ar: 'أ' }), {})).toEqual([]);
    expect(translationStatus('HERO', hero({ en: 'A', ar: '  ' }), undefined)).toMatchObject([
      { at: 'title', language: 'ar', state: 'missing' },
    ]);
    expect(translationStatus('HERO', hero({ ar: 'أ' }), undefined)).toMatchObject([
      { language: 'en', state: 'missing' },
    ]);
  });

  it('ignores texts empty in both languages and fields the variant does not show', () => {
    // No video: the “Watch video” text is not shown, so its missing Arabic is no issue.
    const content = hero({ en: 'A', ar: 'أ' }, { subtitle: { en: '', ar: '' }, watchVideoText: { en: 'Watch' } });
    expect(translationStatus('HERO', content, {})).toEqual([]);
  });

  it('follows a text through a change of its English and then of its Arabic', () => {
    const v1 = hero({ en: 'A', ar: 'أ' });
    const s1 = stampTranslations('HERO', undefined, v1, undefined, T1);
    const v2 = hero({ en: 'B', ar: 'أ' });
    const s2 = stampTranslations('HERO', v1, v2, s1, T2);
    expect(translationStatus('HERO', v2, s2)).toMatchObject([{ at: 'title', language: 'ar', state: 'stale' }]);
    const v3 = hero({ en: 'B', ar: 'ب' });
    const s3 = stampTranslations('HERO', v2, v3, s2, T3);
    expect(translationStatus('HERO', v3, s3)).toEqual([]);
    // A change of the Arabic alone, while in step, puts the English out of date.
    const v4 = hero({ en: 'B', ar: 'بب' });
    const s4 = stampTranslations('HERO', v3, v4, s3, '2026-01-04T10:00:00.000Z');
    expect(translationStatus('HERO', v4, s4)).toMatchObject([{ at: 'title', language: 'en', state: 'stale' }]);
  });
});

describe('menu labels', () => {
  const entry = (id: string, label: { en: string; ar: string }, children?: unknown[]) => ({
    id,
    label,
    path: '#',
    ...(children ? { children } : {}),
  });
  const header = (items: unknown[]) => ({ productName: { en: 'P', ar: 'ب' }, menuItems: items });
  const company = (about: { en: string; ar: string }) =>
    header([entry('company', { en: 'Company', ar: 'الشركة' }, [entry('about', about)])]);

  it('reads every level’s labels as texts, keyed alike', () => {
    const texts = translatableTexts('HEADER', company({ en: 'About', ar: 'من نحن' })).filter((t) =>
      t.at.startsWith('menuItems'),
    );
    expect(texts.map(({ at, key }) => ({ at, key }))).toEqual([
      { at: 'menuItems.0.label', key: 'menuItems[].label' },
      { at: 'menuItems.0.children.0.label', key: 'menuItems[].label' },
    ]);
  });

  it('a label whose Arabic is written as a copy of the English needs Arabic until it is written', () => {
    const before = company({ en: 'About', ar: 'من نحن' });
    const copied = company({ en: 'Fair', ar: 'Fair' });
    const at = 'menuItems.0.children.0.label';
    let stamps = stampTranslations('HEADER', before, copied, {}, T1);
    expect(stamps[at]).toEqual({ en: T1 });
    expect(translationStatus('HEADER', copied, stamps)).toEqual([
      { path: ['menuItems', 0, 'children', 0, 'label'], at, language: 'ar', state: 'missing' },
    ]);
    // Typing on in English keeps the copy a copy; the Arabic written puts the two in step.
    const still = company({ en: 'Fairs', ar: 'Fairs' });
    stamps = stampTranslations('HEADER', copied, still, stamps, T2);
    expect(translationStatus('HEADER', still, stamps)).toHaveLength(1);
    const written = company({ en: 'Fairs', ar: 'المعارض' });
    stamps = stampTranslations('HEADER', still, written, stamps, T3);
    expect(translationStatus('HEADER', written, stamps)).toEqual([]);
  });

  it('seeded labels that are the same in both languages (brand names) stay in step', () => {
    const seeded = company({ en: 'Totara Learn', ar: 'Totara Learn' });
    expect(translationStatus('HEADER', seeded, {})).toEqual([]);
  });
});

describe('stampTranslations on a restore', () => {
  it('puts each text the restore changes in step; the others keep their stamps', () => {
    const previous = { title: { en: T2, ar: T1 } };
    const now = stampTranslations('HERO', hero({ en: 'B', ar: 'أ' }), hero({ en: 'A', ar: 'أ' }), previous, T3, true);
    expect(now).toEqual({ title: { en: T3, ar: T3 } });
    const untouched = stampTranslations(
      'HERO',
      hero({ en: 'B', ar: 'أ' }),
      hero({ en: 'B', ar: 'أ' }),
      previous,
      T3,
      true,
    );
    expect(untouched).toEqual(previous);
  });
});
