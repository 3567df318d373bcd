import type { Language } from '../localized.ts';

const formats = new Map<Language, Intl.DateTimeFormat>();
/** Dates already formatted, per language and date: formatting one costs more than a whole card's markup. */
const formatted = new Map<string, string>();

/**
 * A post's date as resource cards and the home page's insights show it: '20 January 2026',
 * '20 يناير 2026'. One formatter per language, built once rather than once per card and render.
 */
export function formatPostDate(date: string, lang: Language): string {
  const key = `${lang} ${date}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = formatterFor(lang).format(new Date(date));
    // A site has some hundreds of post dates; the bound only keeps odd input from growing it forever.
    if (formatted.size >= 2000) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

function formatterFor(lang: Language): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(lang, format);
  }
  return format;
}

/** Sorts posts newest first. ISO dates order as text: `<` rather than localeCompare, whose collator costs more than the sort. */
export const newestFirst = (a: { date: string }, b: { date: string }) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0;
