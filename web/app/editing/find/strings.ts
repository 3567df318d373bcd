import type { Language } from '@site/blocks';

/**
 * The words of "Find anything" and of the search report (issue #32), in their own table so they never
 * clash with edits to the shared editing strings. Read with `findStrings(lang)` in the editor's
 * interface language.
 */
const en = {
  open: 'Find',
  openHint: 'Find a page, item or file ({{keys}})',
  title: 'Find anything',
  search: 'Pages, items and media files',
  hint: 'A word in English or Arabic. Up and Down move through the results, Enter opens one, Escape closes.',
  results: 'Results',
  empty: 'Type a word of a title, a text or a file name.',
  searching: 'Searching…',
  none: 'Nothing holds “{{query}}”.',
  found: '{{count}} found',
  foundOne: '1 found',
  failed: 'That did not work: {{message}}',
  pages: 'Pages',
  items: 'Items',
  media: 'Media files',
  page: 'Page',
  notPublished: 'Not published',
  draft: 'Draft',
  kinds: { image: 'Image', video: 'Video', document: 'Document' },
  noAlt: 'No alt text',
  report: 'What visitors searched…',
  reportTitle: 'What visitors searched',
  reportSince: 'Since {{date}}: {{searches}}.',
  reportNobody: 'Nobody has searched the site in the last {{days}} days.',
  top: 'Most frequent searches',
  foundNothing: 'Found nothing',
  foundNothingHint: 'What visitors looked for and did not find: a page or a word may be missing.',
  allFound: 'Every search found something.',
  query: 'Search',
  language: 'Language',
  count: 'Times',
  resultCount: 'Results',
  english: 'English',
  arabic: 'Arabic',
  close: 'Close',
  loading: 'Loading…',
};

type FindStrings = typeof en;

const ar: FindStrings = {
  open: 'بحث',
  openHint: 'ابحث عن صفحة أو عنصر أو ملف ({{keys}})',
  title: 'البحث عن أي شيء',
  search: 'الصفحات والعناصر وملفات الوسائط',
  hint: 'كلمة بالعربية أو بالإنجليزية. تنقّل بين النتائج بسهمَي الأعلى والأسفل، ويفتح Enter النتيجة، ويغلق Escape.',
  results: 'النتائج',
  empty: 'اكتب كلمة من عنوان أو نص أو اسم ملف.',
  searching: 'جارٍ البحث…',
  none: 'لا شيء يحتوي «{{query}}».',
  found: 'النتائج: {{count}}',
  foundOne: 'نتيجة واحدة',
  failed: 'لم ينجح ذلك: {{message}}',
  pages: 'الصفحات',
  items: 'العناصر',
  media: 'ملفات الوسائط',
  page: 'صفحة',
  notPublished: 'غير منشورة',
  draft: 'مسودة',
  kinds: { image: 'صورة', video: 'فيديو', document: 'مستند' },
  noAlt: 'بلا نص بديل',
  report: 'عمّ بحث الزوار…',
  reportTitle: 'عمّ بحث الزوار',
  reportSince: 'منذ {{date}}: {{searches}}.',
  reportNobody: 'لم يبحث أحد في الموقع خلال آخر {{days}} يومًا.',
  top: 'أكثر عمليات البحث تكرارًا',
  foundNothing: 'لم تجد شيئًا',
  foundNothingHint: 'ما بحث عنه الزوار ولم يجدوه: قد تنقص صفحة أو كلمة.',
  allFound: 'وجدت كل عمليات البحث شيئًا.',
  query: 'البحث',
  language: 'اللغة',
  count: 'المرات',
  resultCount: 'النتائج',
  english: 'الإنجليزية',
  arabic: 'العربية',
  close: 'إغلاق',
  loading: 'جارٍ التحميل…',
};

export const FIND_STRINGS: Record<Language, FindStrings> = { en, ar };

export function findStrings(lang: Language): FindStrings {
  return FIND_STRINGS[lang] ?? en;
}

/** A number of searches in words, with Arabic's dual and plural forms. */
export function searchesOf(n: number, lang: Language): string {
  if (lang === 'en') return `${n} ${n === 1 ? 'search' : 'searches'}`;
  if (n === 1) return 'عملية بحث واحدة';
  if (n === 2) return 'عمليتا بحث';
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return `${n} عمليات بحث`;
  if (rest >= 11) return `${n} عملية بحث`;
  return `${n} عملية بحث`;
}

export { fill } from '../media-library/strings.ts';
