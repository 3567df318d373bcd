/** A date and time in the page's language (Latin digits in Arabic, as on the rest of the site). */
export function dateTimeFormat(lang: string) {
  const format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}
