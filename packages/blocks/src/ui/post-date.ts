import type { Language } from '../localized.ts';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A post's date as resource cards and the home page's insights show it: '20 January 2026',
 * '20 يناير 2026'. One formatter per language, built once rather than once per card and render.
 */
export function formatPostDate(date: string, lang: Language): string {
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
  return format.format(new Date(date));
}

/** Sorts posts newest first. ISO dates order as text: `<` rather than localeCompare, whose collator costs more than the sort. */
export const newestFirst = (a: { date: string }, b: { date: string }) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0;
