import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, no types
import { FONT_FACES, WEIGHTS } from './subset-fonts.mjs';

type Face = { family: string; file: string; source: string; ranges: Array<[number, number]> };
type FaceName =
  | 'latin'
  | 'latinAccented'
  | 'arabicCore'
  | 'arabicExtended'
  | 'arabicOther'
  | 'arabicLatin'
  | 'arabicLatinAccented';
const faces = FONT_FACES as Record<FaceName, Face>;
const { min, max } = WEIGHTS as { min: number; max: number };

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const appCss = read('web/app/styles/app.css');

/** Code points a text writes in Arabic: its letters, marks, digits and punctuation (the Arabic comma is Common). */
const ARABIC = /\p{Script_Extensions=Arabic}/u;
const arabicIn = (text: string) =>
  [...new Set(text)].filter((c) => ARABIC.test(c)).map((c) => c.codePointAt(0) as number);

const covers = (face: Face, point: number) => face.ranges.some(([first, last]) => point >= first && point <= last);
const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** The unicode-range of a fontsource package's face for a file, as [first, last] code points. */
function fontsourceRange(pkg: string, file: string): Array<[number, number]> {
  const css = readFileSync(createRequire(import.meta.url).resolve(`${pkg}/wght.css`), 'utf8');
  const range = css.match(new RegExp(`/files/${file}\\)[^}]*unicode-range:([^;]+);`))?.[1] ?? '';
  return range.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace('U+', '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

/** Every stylesheet under a folder, as paths from the project root. */
const stylesheets = (dir: string) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file));

/** The seed content and every interface string, English and Arabic (JSON decoded, so no \u escapes hide a character). */
function siteText(): string {
  const json = [
    ...readdirSync(path.join(root, 'content/seed'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `content/seed/${f}`),
    'web/public/locales/en/translation.json',
    'web/public/locales/ar/translation.json',
  ].map((file) => JSON.stringify(JSON.parse(read(file))));
  const strings = [
    ...readdirSync(path.join(root, 'packages/blocks/src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('strings.ts'))
      .map((f) => `packages/blocks/src/${f}`),
    'web/app/editing/strings.ts',
    'web/app/inbox/strings.ts',
  ].map(read);
  return [...json, ...strings].join('');
}

describe('the cut fonts', () => {
  it('draw every Arabic letter and mark of the seed content and the interface strings from the core file', () => {
    const points = arabicIn(siteText());
    expect(points.length).toBeGreaterThan(30);
    expect(points.filter((p) => !covers(faces.arabicCore, p)).map((p) => `U+${hex(p)}`)).toEqual([]);
  });

  it('have every character of the Arabic block in exactly one of the three Arabic files, and no other in two', () => {
    for (let point = 0; point <= 0xffff; point++) {
      const files = [faces.arabicCore, faces.arabicExtended, faces.arabicOther].filter((face) => covers(face, point));
      const expected = point >= 0x0600 && point <= 0x06ff ? 1 : Math.min(files.length, 1);
      expect(files.length, `U+${hex(point)} in exactly one file`).toBe(expected);
    }
  });

  it('keep the Arabic core small enough to arrive in one round trip less (Arabic pages preload it)', () => {
    // With the Latin file beside it, ~24 KB on the wire (with the response headers) is where Lighthouse's
    // simulated slow 4G needs another round trip: docs/performance.md, 2026-11-24 evening.
    expect(statSync(path.join(root, 'web/app/styles/fonts', faces.arabicCore.file)).size).toBeLessThan(23_000);
  });

  it('draw every other character of the seed content and the interface strings from the everyday Latin files', () => {
    const points = [...new Set(siteText())].filter((c) => !ARABIC.test(c)).map((c) => c.codePointAt(0) as number);
    expect(points.some((p) => p > 0x7f)).toBe(true);
    for (const face of [faces.latin, faces.arabicLatin])
      expect(points.filter((p) => !covers(face, p)).map((p) => `U+${hex(p)}`)).toEqual([]);
  });

  it("have every character of fontsource's Latin subset in exactly one of each font's two Latin files", () => {
    for (const [everyday, accented, pkg] of [
      [faces.latin, faces.latinAccented, '@fontsource-variable/noto-sans'],
      [faces.arabicLatin, faces.arabicLatinAccented, '@fontsource-variable/noto-sans-arabic'],
    ] as const) {
      const source = fontsourceRange(pkg, path.basename(everyday.source));
      expect(source.length).toBeGreaterThan(10);
      const inFontsource = (point: number) => source.some(([a, b]) => point >= a && point <= b);
      expect(everyday.ranges).toEqual(faces.latin.ranges);
      for (let point = 0; point <= 0xffff; point++) {
        const count = Number(covers(everyday, point)) + Number(covers(accented, point));
        expect(count, `U+${hex(point)}`).toBe(inFontsource(point) ? 1 : 0);
      }
    }
  });

  it(`keep every weight a stylesheet asks for (${min} to ${max})`, () => {
    const files = [...stylesheets('web/app'), ...stylesheets('packages/blocks/src')];
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const css = read(file).replace(/@font-face\s*{[^}]*}/g, '');
      for (const [, value] of css.matchAll(/font-weight:\s*([^;]+);/g)) {
        const weight = Number(value);
        expect(Number.isInteger(weight) && weight >= min && weight <= max, `${file}: font-weight: ${value}`).toBe(true);
      }
    }
  });

  for (const face of Object.values(faces)) {
    it(`declare ${face.file} in app.css with the family, ranges and weights it was cut to`, () => {
      const declaration = appCss.match(new RegExp(`@font-face\\s*{[^}]*/${face.file}[^}]*}`))?.[0] ?? '';
      expect(declaration).toContain(`font-family: "${face.family}";`);
      expect(declaration).toContain(`font-weight: ${min} ${max};`);
      const declared = declaration.match(/unicode-range:([^;]+);/)?.[1]?.replace(/\s+/g, '') ?? '';
      const expected = face.ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
      expect(declared).toBe(expected);
      expect(statSync(path.join(root, 'web/app/styles/fonts', face.file)).size).toBeLessThan(40_000);
    });
  }
});
