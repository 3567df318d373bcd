// Writes the two cuts of Noto Sans Arabic (variable weight, from @fontsource-variable) in
// web/app/styles/fonts/: "core", the letters, marks, digits and signs Arabic text is written with
// (U+0600–U+0671), and "extended", the letters Persian, Urdu and other languages add (U+0672–U+06FF).
// fontsource's "arabic" file (166 KB) holds both and the Arabic Supplement and Extended-A blocks;
// an Arabic page now loads only the core (47 KB), and the extended cut (48 KB) only when its text
// has such a letter: app.css declares each face with the ranges it was cut to (ARABIC_FACES), so the
// browser fetches a file only for characters on the page. Each cut keeps every glyph its letters
// can turn into when shaped (HarfBuzz's closure over the font's substitutions).
// Run after upgrading the font package: `node scripts/subset-arabic-font.mjs`. ADR 0016.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Each cut: its file and the [first, last] code points it keeps, the unicode-range of its @font-face. */
export const ARABIC_FACES = {
  core: {
    file: 'noto-sans-arabic-core-wght-normal.woff2',
    ranges: [
      [0x0600, 0x0671], // Arabic letters, marks, digits and punctuation, up to alef wasla
      [0x200c, 0x200f], // zero-width non-joiner and joiner, direction marks
      [0x2010, 0x2011], // hyphens
      [0xfdf2, 0xfdf2], // the word Allah as one sign
      [0xfdfc, 0xfdfc], // rial sign
      [0xfe70, 0xfe74], // presentation forms B: marks
      [0xfe76, 0xfefc], // presentation forms B: letters
    ],
  },
  extended: {
    file: 'noto-sans-arabic-extended-wght-normal.woff2',
    ranges: [[0x0672, 0x06ff]], // letters of Persian, Urdu, Pashto, Sindhi…; Quranic marks
  },
};

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2');
const fonts = path.resolve(import.meta.dirname, '../web/app/styles/fonts');

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = readFileSync(source);
  for (const { file, ranges } of Object.values(ARABIC_FACES)) {
    const text = ranges
      .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
      .join('');
    const subset = await subsetFont(font, text, { targetFormat: 'woff2' });
    writeFileSync(path.join(fonts, file), subset);
    console.log(`web/app/styles/fonts/${file}: ${subset.length} bytes (from ${font.length})`);
  }
}
