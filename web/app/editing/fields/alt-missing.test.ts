import { describe, expect, it } from 'vitest';
import { altMissing } from './media.tsx';

const library = (alt: { en?: string; ar?: string }) => ({ alt });

describe('altMissing (the "No alt text" flag)', () => {
  it('reads the picture’s own description first, the library’s where it has none', () => {
    expect(altMissing({ en: 'Our team', ar: 'فريقنا' }, library({}))).toEqual([]);
    expect(altMissing({ en: 'Our team' }, library({ ar: 'فريقنا' }))).toEqual([]);
    expect(altMissing({ en: 'Our team', ar: ' ' }, null)).toEqual(['ar']);
    expect(altMissing({}, library({ en: 'Harbour' }))).toEqual(['ar']);
    expect(altMissing({}, library({}))).toEqual(['en', 'ar']);
  });

  it('flags nothing about a picture it knows nothing of (no description field, not in the library)', () => {
    expect(altMissing(null, null)).toEqual([]);
    expect(altMissing(null, library({}))).toEqual(['en', 'ar']);
  });
});
