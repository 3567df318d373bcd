import { describe, expect, it } from 'vitest';
import { countOf, LIBRARY_STRINGS } from './strings.ts';

describe('media library words', () => {
  it('count files and places with Arabic’s dual and plural forms', () => {
    expect([1, 2, 3, 10, 11, 100, 273].map((n) => countOf(n, 'files', 'ar'))).toEqual([
      'ملف واحد',
      'ملفان',
      '3 ملفات',
      '10 ملفات',
      '11 ملفًا',
      '100 ملف',
      '273 ملفًا',
    ]);
    expect(countOf(2, 'places', 'ar')).toBe('موضعان');
    expect([1, 2].map((n) => countOf(n, 'files', 'en'))).toEqual(['1 file', '2 files']);
  });

  it('has every English word in Arabic too', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, item]) =>
        typeof item === 'object' ? keys(item).map((k) => `${key}.${k}`) : [key],
      );
    expect(keys(LIBRARY_STRINGS.ar)).toEqual(keys(LIBRARY_STRINGS.en));
    for (const key of keys(LIBRARY_STRINGS.ar)) {
      const text = key
        .split('.')
        .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], LIBRARY_STRINGS.ar);
      expect(text, key).toMatch(/[\u0600-\u06ff]|^\{\{\w+\}\}$/);
    }
  });
});
