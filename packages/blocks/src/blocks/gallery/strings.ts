import type { Language } from '../../localized.ts';

/** The stories list's and story page's own words. */
export const strings: Record<
  Language,
  {
    listLabel: string;
    pagesLabel: string;
    count: (n: number) => string;
    readStory: string;
    backLink: string;
    toc: string;
    share: string;
    shareLinkedIn: string;
    shareEmail: string;
    newTab: string;
  }
> = {
  en: {
    listLabel: 'Customer stories',
    pagesLabel: 'Customer stories pages',
    count: (n) => (n === 1 ? '1 story' : `${n} stories`),
    readStory: 'Read the story',
    backLink: 'Back to customer stories',
    toc: 'Contents',
    share: 'Share this story',
    shareLinkedIn: 'LinkedIn',
    shareEmail: 'Email',
    newTab: '(opens in a new tab)',
  },
  ar: {
    listLabel: 'قصص العملاء',
    pagesLabel: 'صفحات قصص العملاء',
    count: (n) => `عدد القصص: ${n}`,
    readStory: 'اقرأ القصة',
    backLink: 'العودة إلى قصص العملاء',
    toc: 'المحتويات',
    share: 'شارك هذه القصة',
    shareLinkedIn: 'لينكدإن',
    shareEmail: 'البريد الإلكتروني',
    newTab: '(يُفتح في علامة تبويب جديدة)',
  },
};
