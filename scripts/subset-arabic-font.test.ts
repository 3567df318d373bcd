import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, no types
import { ARABIC_RANGES } from './subset-arabic-font.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Code points of the Arabic script (and its presentation forms) in a text. */
const arabicIn = (text: string) =>
  [...new Set(text)].filter((c) => /\p{Script=Arabic}/u.test(c)).map((c) => c.codePointAt(0) as number);

const covered = (point: number) =>
  (ARABIC_RANGES as Array<[number, number]>).some(([first, last]) => point >= first && point <= last);

describe('the cut Arabic font', () => {
  it('has every Arabic letter and mark of the seed content and the interface strings', () => {
    const seed = readdirSync(path.join(root, 'content/seed'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => read(`content/seed/${f}`));
    const text = [...seed, read('web/public/locales/ar/translation.json')].join('');
    const points = arabicIn(text);
    expect(points.length).toBeGreaterThan(30);
    expect(points.filter((p) => !covered(p)).map((p) => `U+${p.toString(16).toUpperCase()}`)).toEqual([]);
  });

  it('is declared in app.css with the same ranges it was cut to', () => {
    const css = read('web/app/styles/app.css');
    const face = css.match(/@font-face\s*{[^}]*noto-sans-arabic-core[^}]*}/)?.[0] ?? '';
    const declared = face.match(/unicode-range:([^;]+);/)?.[1]?.replace(/\s+/g, '') ?? '';
    const expected = (ARABIC_RANGES as Array<[number, number]>)
      .map(([a, b]) => {
        const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
        return a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`;
      })
      .join(',');
    expect(declared).toBe(expected);
    expect(statSync(path.join(root, 'web/app/styles/fonts/noto-sans-arabic-core-wght-normal.woff2')).size).toBeLessThan(
      80_000,
    );
  });
});
