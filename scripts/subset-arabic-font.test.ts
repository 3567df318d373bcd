import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, no types
import { ARABIC_FACES } from './subset-arabic-font.mjs';

type Face = { file: string; ranges: Array<[number, number]> };
const { core, extended } = ARABIC_FACES as Record<'core' | 'extended', Face>;

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Code points of the Arabic script (and its presentation forms) in a text. */
const arabicIn = (text: string) =>
  [...new Set(text)].filter((c) => /\p{Script=Arabic}/u.test(c)).map((c) => c.codePointAt(0) as number);

const covers = (face: Face, point: number) => face.ranges.some(([first, last]) => point >= first && point <= last);
const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

describe('the cut Arabic font', () => {
  it('draws every Arabic letter and mark of the seed content and the interface strings from its core file', () => {
    const seed = readdirSync(path.join(root, 'content/seed'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => read(`content/seed/${f}`));
    const text = [...seed, read('web/public/locales/ar/translation.json')].join('');
    const points = arabicIn(text);
    expect(points.length).toBeGreaterThan(30);
    expect(points.filter((p) => !covers(core, p)).map((p) => `U+${hex(p)}`)).toEqual([]);
  });

  it('has every character of the Arabic block in one of its two files', () => {
    for (let point = 0x0600; point <= 0x06ff; point++) {
      expect(covers(core, point) !== covers(extended, point), `U+${hex(point)} in exactly one file`).toBe(true);
    }
  });

  for (const face of [core, extended]) {
    it(`is declared in app.css with the ranges ${face.file} was cut to`, () => {
      const css = read('web/app/styles/app.css');
      const name = face.file.replace('.woff2', '');
      const declaration = css.match(new RegExp(`@font-face\\s*{[^}]*${name}[^}]*}`))?.[0] ?? '';
      const declared = declaration.match(/unicode-range:([^;]+);/)?.[1]?.replace(/\s+/g, '') ?? '';
      const expected = face.ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
      expect(declared).toBe(expected);
      expect(statSync(path.join(root, 'web/app/styles/fonts', face.file)).size).toBeLessThan(52_000);
    });
  }
});
