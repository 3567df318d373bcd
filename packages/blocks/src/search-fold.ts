/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits, each as its value 0–9. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * Text as search compares it, in the browser and in the database alike (issue #32, ADR 0047):
 * lower case, Latin letters without their accents, Arabic without its vowel marks and tatweel, one
 * form of alef (أ إ آ ٱ → ا), ya (ى → ي) and ta marbuta (ة → ه), and Arabic digits as 0–9.
 */
export function foldForSearch(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f\u064b-\u0655\u0670\u0640]/g, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه')
      // ۰ (U+06F0) is ٠ (U+0660) + 0x90: both runs of ten give their digit's value.
      .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
  );
}

/** Longest query search takes (issue #32): longer is refused by the API and cut on the results page. */
export const MAX_QUERY_LENGTH = 200;

/** Words a query may have; the rest are not searched for. */
export const MAX_QUERY_WORDS = 12;

/**
 * A text's words as search folds them: runs of letters, marks and digits; everything else (spaces,
 * punctuation, operators of SQL, text search or regular expressions) only separates them.
 */
export function searchWords(text: string): string[] {
  return foldForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A query as search shows and stores it: control characters (NUL among them) dropped and lone
 * surrogates made U+FFFD, so that any text a visitor sends is plain text, never an error.
 */
export function plainQuery(text: string): string {
  return text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
