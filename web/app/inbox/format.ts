/** Dates and sizes in the page's language (Latin digits in Arabic, as on the rest of the site). */

const locale = (lang: string) => (lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB');

export function dateTimeFormat(lang: string) {
  const format = new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

/** "12.4 kB", "1.2 MB"; below a kilobyte, `bytes` words the count (browsers' ICU data disagree on "byte"). */
/** A date and a time of day, apart (the list shows them on two lines). */
export function dateAndTime(lang: string) {
  const date = new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium' });
  const time = new Intl.DateTimeFormat(locale(lang), { timeStyle: 'short' });
  return { date: (iso: string) => date.format(new Date(iso)), time: (iso: string) => time.format(new Date(iso)) };
}

export function formatSize(size: number, lang: string, bytes: (count: number) => string): string {
  if (size < 1024) return bytes(size);
  const [value, unit] = size >= 1024 * 1024 ? [size / (1024 * 1024), 'megabyte'] : [size / 1024, 'kilobyte'];
  return new Intl.NumberFormat(locale(lang), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
