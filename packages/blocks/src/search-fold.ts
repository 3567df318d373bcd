/**
 * Text as search compares it, in the browser and in the database alike: lower case, Arabic without
 * its vowel marks and tatweel, one form of alef, ya and ta marbuta.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u0655\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}
