import type { Language } from '../../localized.ts';

export const strings: Record<Language, { notFound: string; lastUpdated: string }> = {
  en: { notFound: 'Privacy Policy content not found!', lastUpdated: 'Last updated:' },
  ar: { notFound: 'لم يُعثر على محتوى سياسة الخصوصية!', lastUpdated: 'آخر تحديث:' },
};
