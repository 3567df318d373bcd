import type { Language } from '../../localized.ts';

/** A post's date as the home page's insights show it: '20 January 2026', '20 يناير 2026'. */
export function formatPostDate(date: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(date));
}
