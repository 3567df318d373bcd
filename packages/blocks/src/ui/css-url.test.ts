import { describe, expect, it } from 'vitest';
import { cssUrl } from './css-url.ts';

/** One CSS string token inside url(): no unescaped quote, backslash or line break. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: an unescaped control character would end the string.
const ONE_STRING = /^url\("(?:[^"\\\u0000-\u001f\u007f]|\\[0-9a-f]{1,6} |\\[^0-9a-f\n])*"\)$/i;

/** What a CSS parser reads back from the string token (CSS Syntax §4.3.7, escapes). */
function readBack(token: string): string {
  return token
    .slice(5, -2)
    .replace(/\\([0-9a-f]{1,6}) |\\(.)/gi, (_, hex: string | undefined, char: string) =>
      hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
    );
}

describe('cssUrl', () => {
  it('quotes an ordinary address as the views always wrote it', () => {
    expect(cssUrl('/data/uploads/seed/careers-hero.svg')).toBe('url("/data/uploads/seed/careers-hero.svg")');
  });

  it.each([
    '/x")',
    '/x");background:url(//evil.example/a.png',
    "/x');background:url('//evil",
    '/x\\");color:red;--a:("',
    '/x\n);background:red',
    '/x\r\f\t\u0000\u007f',
    '/x\\',
  ])('keeps %j inside one string that reads back unchanged', (url) => {
    const value = cssUrl(url);
    expect(value).toMatch(ONE_STRING);
    expect(readBack(value)).toBe(url);
  });
});
