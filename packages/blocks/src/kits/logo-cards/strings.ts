import type { Language } from '../../localized.ts';

/** Words of the logo card grids (partners, clients, awards). */
export const strings: Record<
  Language,
  { readMore: string; partners: string; clients: string; awards: string; clientPages: string }
> = {
  en: {
    readMore: 'Read more',
    partners: 'Partners',
    clients: 'Clients',
    awards: 'Awards',
    clientPages: 'Client pages',
  },
  ar: {
    readMore: 'اقرأ المزيد',
    partners: 'الشركاء',
    clients: 'العملاء',
    awards: 'الجوائز',
    clientPages: 'صفحات العملاء',
  },
};
