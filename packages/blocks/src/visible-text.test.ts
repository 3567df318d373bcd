import { describe, expect, it } from 'vitest';
import { hasVisibleText } from './visible-text.ts';

describe('hasVisibleText', () => {
  it.each([
    ['nothing', ''],
    ['spaces, tabs and line breaks', ' \t\r\n '],
    ['no-break and ideographic spaces', '\u00a0\u2007\u202f\u3000'],
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['zero-width joiners and direction marks', '\u200c\u200d\u200e\u200f\u061c'],
    ['word joiner and invisible operators', '\u2060\u2061\u2062\u2063\u2064'],
    ['byte-order marks', '\ufeff\ufeff'],
    ['the Mongolian vowel separator', '\u180e'],
    ['Hangul fillers', '\u3164\u115f\u1160\uffa0'],
    ['the soft hyphen and combining grapheme joiner', '\u00ad\u034f'],
    ['variation selectors', '\ufe0f\u{e0100}'],
    ['bidi embeddings and isolates', '\u202a\u202e\u2066\u2069'],
    ['tag characters', '\u{e0041}\u{e0042}'],
    ['the blank braille pattern', '\u2800'],
    ['control characters', '\u0000\u0007\u007f\u0085'],
    ['all of them together', ' \u200b\u3164\ufeff\u2060\u180e\u115f '],
  ])('is false for %s', (_, value) => {
    expect(hasVisibleText(value)).toBe(false);
  });

  it('is false for null and undefined', () => {
    expect(hasVisibleText(null)).toBe(false);
    expect(hasVisibleText(undefined)).toBe(false);
  });

  it.each(['A', ' Jane Doe ', 'سارة', '\u200bx\u200b', '李', '😀', '.', '0'])('is true for %j', (value) => {
    expect(hasVisibleText(value)).toBe(true);
  });
});
