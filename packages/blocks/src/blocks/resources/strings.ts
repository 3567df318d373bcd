import type { Language } from '../../localized.ts';

/** The resources list's and resource page's own words. */
export const strings: Record<
  Language,
  {
    listLabel: string;
    pagesLabel: string;
    count: (n: number) => string;
    backLink: string;
  }
> = {
  en: {
    listLabel: 'Resources',
    pagesLabel: 'Resources pages',
    count: (n) => (n === 1 ? '1 resource' : `${n} resources`),
    backLink: 'Back to resources',
  },
  ar: {
    listLabel: 'الموارد',
    pagesLabel: 'صفحات الموارد',
    count: (n) => `عدد الموارد: ${n}`,
    backLink: 'العودة إلى الموارد',
  },
};
