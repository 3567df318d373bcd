// Writes web/app/styles/fonts/noto-sans-arabic-core-wght-normal.woff2: Noto Sans Arabic (variable
// weight, from @fontsource-variable) cut down to the letters Arabic, Persian and Urdu text uses.
// fontsource's "arabic" file (166 KB) also carries the Arabic Supplement and Extended-A blocks and
// the presentation forms A, which this site's text does not use; the cut keeps every glyph the
// kept letters can turn into when shaped (HarfBuzz's closure over the font's substitutions), at
// about 40% of the size. Run after upgrading the font package: `node scripts/subset-arabic-font.mjs`.
// app.css's @font-face for it declares the same ranges (ARABIC_RANGES); ADR 0016.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/** [first, last] code points kept; the same list as the unicode-range in app.css. */
export const ARABIC_RANGES = [
  [0x0600, 0x06ff], // Arabic
  [0x200c, 0x200f], // zero-width non-joiner and joiner, direction marks
  [0x2010, 0x2011], // hyphens
  [0xfdf2, 0xfdf2], // the word Allah as one sign
  [0xfdfc, 0xfdfc], // rial sign
  [0xfe70, 0xfe74], // presentation forms B: marks
  [0xfe76, 0xfefc], // presentation forms B: letters
];

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2');
const target = path.resolve(import.meta.dirname, '../web/app/styles/fonts/noto-sans-arabic-core-wght-normal.woff2');

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = ARABIC_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  ).join('');
  const font = readFileSync(source);
  const subset = await subsetFont(font, text, { targetFormat: 'woff2' });
  writeFileSync(target, subset);
  console.log(`${path.relative(process.cwd(), target)}: ${subset.length} bytes (from ${font.length})`);
}
