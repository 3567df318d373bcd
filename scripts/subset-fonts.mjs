// Writes the site's seven font files in web/app/styles/fonts/, cut with HarfBuzz (`subset-font`) from
// @fontsource-variable's Noto Sans and Noto Sans Arabic (variable weight, woff2). ADR 0016.
//  - Each file keeps only the weights the stylesheets use (WEIGHTS, 400 to 800 of the fonts' 100 to
//    900): the weight axis is narrowed, not pinned, so every weight in between is drawn as before,
//    in about two thirds of the bytes.
//  - fontsource's "latin" files are cut in two: the everyday characters, and the accented letters and
//    rarer signs, fetched only for a page with one.
//  - fontsource's "arabic" file (166 KB) is cut in three: "core", the letters, vowel marks and
//    punctuation Arabic text is written with; "extended", the letters Persian, Urdu and other
//    languages add; and "other", the rest (Arabic-Indic digits, signs that span numbers, honorific and
//    rarer marks, presentation forms). The last two are fetched only for a page with such a
//    character. Each cut keeps every glyph its letters can turn into when shaped (HarfBuzz's closure
//    over the font's substitutions). Arabic pages preload the core and the Arabic font's everyday
//    Latin file (web/app/styles/fonts.ts): their first paint needs both, so the core is kept small.
//  - app.css declares each file with the ranges and weights here (checked by subset-fonts.test.ts),
//    so the browser fetches a file only for characters on the page.
// Run after upgrading a font package or changing WEIGHTS: `node scripts/subset-fonts.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/** The lightest and boldest weight any stylesheet asks for; app.css's faces declare this range. */
export const WEIGHTS = { min: 400, max: 800 };

/**
 * fontsource's "latin" subset, cut in two like the Arabic file. LATIN: the characters of everyday
 * English text, and of the digits, spaces and Latin words on Arabic pages: Basic Latin, Latin-1's
 * signs and punctuation (no letters), × and ÷, general punctuation, the euro, trade mark and minus
 * signs. LATIN_ACCENTED: the rest of fontsource's subset, the accented letters (é, ü, ñ…), dotless i,
 * œ, modifier letters, combining marks, arrows and the division slash, fetched only for a page that
 * has one (about a third of the bytes).
 */
const LATIN = [
  [0x0000, 0x00bf],
  [0x00d7, 0x00d7],
  [0x00f7, 0x00f7],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const LATIN_ACCENTED = [
  [0x00c0, 0x00d6],
  [0x00d8, 0x00f6],
  [0x00f8, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2215, 0x2215],
];

/**
 * Each file: the fontsource file it is cut from, the [first, last] code points it keeps (its
 * @font-face's unicode-range) and the font family it belongs to.
 */
export const FONT_FACES = {
  latin: {
    family: 'Noto Sans Variable',
    file: 'noto-sans-latin-wght-normal.woff2',
    source: '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
    ranges: LATIN,
  },
  latinAccented: {
    family: 'Noto Sans Variable',
    file: 'noto-sans-latin-accented-wght-normal.woff2',
    source: '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
    ranges: LATIN_ACCENTED,
  },
  /**
   * Preloaded by every Arabic page with its Latin file (web/app/styles/fonts.ts), so kept under 23 KB:
   * a file that fits in one round trip less on a new connection's first windows arrives ~150 ms
   * sooner on a slow phone connection (docs/performance.md, 2026-11-24 evening).
   */
  arabicCore: {
    family: 'Noto Sans Arabic Variable',
    file: 'noto-sans-arabic-core-wght-normal.woff2',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    ranges: [
      [0x060c, 0x060c], // Arabic comma
      [0x061b, 0x061c], // Arabic semicolon, Arabic letter mark
      [0x061f, 0x061f], // Arabic question mark
      [0x0621, 0x063a], // hamza and the letters alef to ghain
      [0x0640, 0x0655], // tatweel, the letters feh to yeh, the vowel marks (harakat), shadda, sukun, hamza marks
      [0x066a, 0x066d], // Arabic percent sign, decimal and thousands separators, five-pointed star
      [0x0670, 0x0671], // superscript alef, alef wasla
      [0x200c, 0x200f], // zero-width non-joiner and joiner, direction marks
      [0x2010, 0x2011], // hyphens
    ],
  },
  /** The letters Persian, Urdu, Pashto, Kashmiri, Sindhi… add, with their digits and Quranic marks. */
  arabicExtended: {
    family: 'Noto Sans Arabic Variable',
    file: 'noto-sans-arabic-extended-wght-normal.woff2',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    ranges: [
      [0x0620, 0x0620],
      [0x063b, 0x063f],
      [0x066e, 0x066f],
      [0x0672, 0x06ff],
    ],
  },
  /**
   * The rest of fontsource's Arabic file, fetched only by a page that writes one: Arabic-Indic digits
   * (the site writes 0–9), signs that span numbers (U+0600–0605), roots, per mille, the Afghani and
   * rial signs, poetic, honorific and rarer vowel marks, the word Allah as one sign, and the
   * presentation forms (letters already shaped, found in text copied from old PDFs).
   */
  arabicOther: {
    family: 'Noto Sans Arabic Variable',
    file: 'noto-sans-arabic-other-wght-normal.woff2',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    ranges: [
      [0x0600, 0x060b],
      [0x060d, 0x061a],
      [0x061d, 0x061e],
      [0x0656, 0x0669],
      [0xfdf2, 0xfdf2],
      [0xfdfc, 0xfdfc],
      [0xfe70, 0xfe74],
      [0xfe76, 0xfefc],
    ],
  },
  /** The spaces, digits and Latin words of Arabic pages, drawn to match the Arabic letters. */
  arabicLatin: {
    family: 'Noto Sans Arabic Variable',
    file: 'noto-sans-arabic-latin-wght-normal.woff2',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2',
    ranges: LATIN,
  },
  arabicLatinAccented: {
    family: 'Noto Sans Arabic Variable',
    file: 'noto-sans-arabic-latin-accented-wght-normal.woff2',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2',
    ranges: LATIN_ACCENTED,
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const require = createRequire(import.meta.url);
  const fonts = path.resolve(import.meta.dirname, '../web/app/styles/fonts');
  for (const { file, source, ranges } of Object.values(FONT_FACES)) {
    const font = readFileSync(require.resolve(source));
    const text = ranges
      .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
      .join('');
    const subset = await subsetFont(font, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
    writeFileSync(path.join(fonts, file), subset);
    console.log(`web/app/styles/fonts/${file}: ${subset.length} bytes (from ${font.length})`);
  }
}
