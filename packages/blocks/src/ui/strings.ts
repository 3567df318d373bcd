import type { Language } from '../localized.ts';

/** Words of the shared UI components, in both languages. */
export const uiStrings: Record<
  Language,
  {
    close: string;
    previous: string;
    next: string;
    page: (n: number) => string;
    currentPage: (n: number) => string;
    morePages: string;
    slide: (n: number, total: number) => string;
    goToSlide: (n: number) => string;
    noResults: string;
    applyFilters: string;
    pause: string;
    play: string;
  }
> = {
  en: {
    close: 'Close',
    previous: 'Previous',
    next: 'Next',
    page: (n) => `Page ${n}`,
    currentPage: (n) => `Page ${n}, current page`,
    morePages: 'More pages',
    slide: (n, total) => `${n} of ${total}`,
    goToSlide: (n) => `Go to slide ${n}`,
    noResults: 'No results found',
    applyFilters: 'Show results',
    pause: 'Pause the moving slides',
    play: 'Play the moving slides',
  },
  ar: {
    close: 'إغلاق',
    previous: 'السابق',
    next: 'التالي',
    page: (n) => `الصفحة ${n}`,
    currentPage: (n) => `الصفحة ${n}، الصفحة الحالية`,
    morePages: 'صفحات أخرى',
    slide: (n, total) => `${n} من ${total}`,
    goToSlide: (n) => `الانتقال إلى الشريحة ${n}`,
    noResults: 'لم يتم العثور على نتائج',
    applyFilters: 'عرض النتائج',
    pause: 'إيقاف حركة الشرائح',
    play: 'تشغيل حركة الشرائح',
  },
};
