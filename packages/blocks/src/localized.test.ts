import { describe, expect, it } from 'vitest';
import { directionOf, isLanguage, localize, localizeList } from './localized.ts';

describe('localize', () => {
  it('reads the current language, then English, then the empty string', () => {
    expect(localize({ en: 'Hello', ar: 'مرحبا' }, 'ar')).toBe('مرحبا');
    expect(localize({ en: 'Hello', ar: 'مرحبا' }, 'en')).toBe('Hello');
    expect(localize({ en: 'Hello' }, 'ar')).toBe('Hello');
    expect(localize({ en: 'Hello', ar: '' }, 'ar')).toBe('Hello');
    expect(localize({ ar: 'مرحبا' }, 'en')).toBe('');
    expect(localize(undefined, 'en')).toBe('');
    expect(localize(null, 'ar')).toBe('');
  });

  it('shows a plain string as it is in both languages', () => {
    expect(localize('Totara', 'en')).toBe('Totara');
    expect(localize('Totara', 'ar')).toBe('Totara');
  });

  it('falls back to the English list when the current one is empty', () => {
    expect(localizeList({ en: ['a', 'b'], ar: ['أ'] }, 'ar')).toEqual(['أ']);
    expect(localizeList({ en: ['a', 'b'], ar: [] }, 'ar')).toEqual(['a', 'b']);
    expect(localizeList(undefined, 'en')).toEqual([]);
  });
});

describe('languages', () => {
  it('knows en and ar and their directions', () => {
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage('<script>')).toBe(false);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
