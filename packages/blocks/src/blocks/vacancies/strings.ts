import type { Language } from '../../localized.ts';

/** Words of the careers list, the vacancy page and its form that are not content. */
export const strings: Record<
  Language,
  {
    viewPosition: string;
    backToCareers: string;
    location: string;
    type: string;
    applyTitle: string;
    applyNow: string;
    applyForm: (job: string) => string;
  }
> = {
  en: {
    viewPosition: 'View position',
    backToCareers: 'Back to careers',
    location: 'Location',
    type: 'Employment type',
    applyTitle: 'Apply for this position',
    applyNow: 'Apply now',
    applyForm: (job) => `Application for ${job}`,
  },
  ar: {
    viewPosition: 'عرض الوظيفة',
    backToCareers: 'العودة إلى الوظائف',
    location: 'الموقع',
    type: 'نوع التوظيف',
    applyTitle: 'قدّم على هذه الوظيفة',
    applyNow: 'قدّم الآن',
    applyForm: (job) => `طلب التقديم على وظيفة ${job}`,
  },
};
