import { describe, expect, it } from 'vitest';
import { foldForSearch, plainQuery, searchWords } from './search-fold.ts';

/** Issue #32: Arabic as people type it, Latin without accents, digits as digits. */
describe('foldForSearch', () => {
  it('makes every form of alef one, and ى ي, ة ه', () => {
    expect(foldForSearch('أ إ آ ٱ ا')).toBe('ا ا ا ا ا');
    expect(foldForSearch('مستشفى')).toBe(foldForSearch('مستشفي'));
    expect(foldForSearch('مدرسة')).toBe(foldForSearch('مدرسه'));
    expect(foldForSearch('إدارة')).toBe('اداره');
  });

  it('drops vowel marks, shadda, sukun, the dagger alef and tatweel', () => {
    expect(foldForSearch('مُسْتَشْفَى')).toBe(foldForSearch('مستشفى'));
    expect(foldForSearch('صِحَّة')).toBe(foldForSearch('صحة'));
    expect(foldForSearch('هٰذا')).toBe('هذا');
    expect(foldForSearch('تـــدريب')).toBe('تدريب');
  });

  it('reads Arabic-Indic and Eastern Arabic-Indic digits as 0–9', () => {
    expect(foldForSearch('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(foldForSearch('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(foldForSearch('٤٠٠٠ ممرض')).toBe('4000 ممرض');
  });

  it('lowers Latin letters and takes their accents off', () => {
    expect(foldForSearch('Café ÉLAN Ö')).toBe('cafe elan o');
  });
});

describe('searchWords', () => {
  it('keeps letters and digits only: operators of SQL, regular expressions and text search separate words', () => {
    expect(searchWords("Totara'); DROP table--")).toEqual(['totara', 'drop', 'table']);
    expect(searchWords('tot.*ara[ & !learn | (x) <-> y:*')).toEqual(['tot', 'ara', 'learn', 'x', 'y']);
    expect(searchWords('تدريبُ الممرّضين، ٢٠٢٦')).toEqual(['تدريب', 'الممرضين', '2026']);
  });
});

describe('plainQuery', () => {
  it('makes NUL and other control characters spaces and lone surrogates U+FFFD', () => {
    expect(plainQuery('a\u0000b\u0007c')).toBe('a b c');
    expect(plainQuery('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz');
    expect(plainQuery('😀')).toBe('😀');
  });
});
