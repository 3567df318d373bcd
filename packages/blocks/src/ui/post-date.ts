import type { Language } from '../localized.ts';

const formats = new Map<Language, Intl.DateTimeFormat>();
/** Dates already formatted, per language and date: formatting one costs more than a whole card's markup. */
const formatted = new Map<string, string>();

/**
 * A post's date as resource cards and the home page's insights show it: '20 January 2026',
 * '20 يناير 2026'. One formatter per language, built once rather than once per card and render.
 */
export function formatPostDate(date: string, lang: Language): string {
  if (!serverDatesRead) readServerDates();
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

/**
 * In the browser, the dates the server wrote into the page are taken from it rather than formatted
 * again: hydration shows the same text, and a phone is spared its first Intl.DateTimeFormat, some
 * 20 ms of its start-up in one task (issue #33, docs/performance.md j). A `<time>`'s `datetime` is
 * a post's date only where formatPostDate wrote its text (the inbox's times carry the hour too).
 */
let serverDatesRead = typeof document === 'undefined';
function readServerDates() {
  serverDatesRead = true;
  for (const time of document.querySelectorAll('time')) {
    const lang = time.closest('[lang]')?.getAttribute('lang');
    if (lang && time.textContent) formatted.set(`${lang} ${time.dateTime}`, time.textContent);
  }
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
