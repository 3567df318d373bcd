import type { Language } from '@site/blocks';

/**
 * The media library's words (issue #20, ADR 0032), in their own table so they never clash with edits
 * to the shared editing strings. Read with `libraryStrings(lang)` in the editor's interface language.
 */
const en = {
  title: 'Media library',
  chooseFromLibrary: 'Choose from library',
  openLibrary: 'Media library',
  search: 'Search by file name or alt text',
  kind: 'Kind',
  kinds: { all: 'All files', image: 'Images', video: 'Videos', document: 'Documents' },
  sort: 'Order',
  sorts: {
    'date-desc': 'Newest first',
    'date-asc': 'Oldest first',
    'size-desc': 'Largest first',
    'size-asc': 'Smallest first',
  },
  count: '{{files}}',
  nothing: 'No file matches.',
  loading: 'Loading…',
  more: 'Show more',
  noAlt: 'No alt text',
  noAltIn: 'Alt text missing in {{lang}}',
  english: 'English',
  arabic: 'Arabic',
  builtin: 'Comes with the site',
  details: 'File details',
  fileName: 'File name',
  size: 'Size',
  dimensions: 'Dimensions',
  uploaded: 'Added',
  altEn: 'Alt text (English)',
  altAr: 'Alt text (Arabic)',
  altHelp: 'What the picture shows, for people who cannot see it. Used wherever the file appears without its own.',
  saveAlt: 'Save alt text',
  altSaved: 'Alt text saved.',
  whereUsed: 'Where used',
  notUsed: 'Not used on any page.',
  inDraft: 'draft',
  inLive: 'live',
  inScheduled: 'scheduled',
  pageSettings: 'sharing image',
  use: 'Use this file',
  replace: 'Replace file…',
  replacing: 'Replacing… {{percent}}%',
  replaced: 'File replaced in {{places}}.',
  delete: 'Delete…',
  deleteTitle: 'Delete “{{name}}”?',
  deleteUnused: 'No page uses this file. It will be deleted for good.',
  deleteUsed: 'This file is used in these places. Deleting it removes it from each of them, on the live pages too:',
  deleteConfirm: 'Delete',
  deleteUsedConfirm: 'Remove from pages and delete',
  deleted: '“{{name}}” deleted.',
  cleanUp: 'Clean up unused…',
  cleanUpTitle: 'Delete unused files?',
  cleanUpNone: 'Every uploaded file is used on a page. Nothing to clean up.',
  cleanUpList: 'No page uses these files ({{files}}). They will be deleted for good:',
  cleanUpConfirm: 'Delete {{files}}',
  cleanedUp: 'Unused files deleted: {{files}}.',
  cancel: 'Cancel',
  close: 'Close',
  failed: 'That did not work: {{message}}',
  selected: 'Selected',
  back: 'Back to all files',
  detailsShort: 'Details',
  detailsOf: 'Details of {{name}}',
  pickHint: 'Choose a file to use it; Details shows its alt text and where it is used.',
  fromLibrary: 'From library',
  fromLibraryField: '{{field}} from library',
  fromLibraryItemField: '{{field}} from library: {{item}}',
};

type LibraryStrings = typeof en;

const ar: LibraryStrings = {
  title: 'مكتبة الوسائط',
  chooseFromLibrary: 'اختر من المكتبة',
  openLibrary: 'مكتبة الوسائط',
  search: 'ابحث باسم الملف أو بالنص البديل',
  kind: 'النوع',
  kinds: { all: 'كل الملفات', image: 'الصور', video: 'مقاطع الفيديو', document: 'المستندات' },
  sort: 'الترتيب',
  sorts: {
    'date-desc': 'الأحدث أولًا',
    'date-asc': 'الأقدم أولًا',
    'size-desc': 'الأكبر حجمًا أولًا',
    'size-asc': 'الأصغر حجمًا أولًا',
  },
  count: '{{files}}',
  nothing: 'لا يوجد ملف مطابق.',
  loading: 'جارٍ التحميل…',
  more: 'عرض المزيد',
  noAlt: 'بلا نص بديل',
  noAltIn: 'النص البديل ناقص في {{lang}}',
  english: 'الإنجليزية',
  arabic: 'العربية',
  builtin: 'مرفق مع الموقع',
  details: 'تفاصيل الملف',
  fileName: 'اسم الملف',
  size: 'الحجم',
  dimensions: 'الأبعاد',
  uploaded: 'أُضيف في',
  altEn: 'النص البديل (بالإنجليزية)',
  altAr: 'النص البديل (بالعربية)',
  altHelp: 'ما تُظهره الصورة لمن لا يستطيع رؤيتها. يُستخدم حيثما ظهر الملف دون نص بديل خاص به.',
  saveAlt: 'احفظ النص البديل',
  altSaved: 'حُفظ النص البديل.',
  whereUsed: 'أين يُستخدم',
  notUsed: 'لا تستخدمه أي صفحة.',
  inDraft: 'مسودة',
  inLive: 'منشور',
  inScheduled: 'مجدول',
  pageSettings: 'صورة المشاركة',
  use: 'استخدم هذا الملف',
  replace: 'استبدل الملف…',
  replacing: 'جارٍ الاستبدال… {{percent}}٪',
  replaced: 'استُبدل الملف في {{places}}.',
  delete: 'احذف…',
  deleteTitle: 'هل تريد حذف «{{name}}»؟',
  deleteUnused: 'لا تستخدم أي صفحة هذا الملف. سيُحذف نهائيًا.',
  deleteUsed: 'يُستخدم هذا الملف في المواضع التالية. حذفه يزيله من كل منها، ومن الصفحات المنشورة أيضًا:',
  deleteConfirm: 'احذف',
  deleteUsedConfirm: 'أزله من الصفحات واحذفه',
  deleted: 'حُذف «{{name}}».',
  cleanUp: 'نظّف الملفات غير المستخدمة…',
  cleanUpTitle: 'هل تريد حذف الملفات غير المستخدمة؟',
  cleanUpNone: 'كل الملفات المرفوعة مستخدمة في صفحة ما. لا شيء للتنظيف.',
  cleanUpList: 'لا تستخدم أي صفحة هذه الملفات ({{files}}). ستُحذف نهائيًا:',
  cleanUpConfirm: 'احذف {{files}}',
  cleanedUp: 'حُذفت الملفات غير المستخدمة: {{files}}.',
  cancel: 'إلغاء',
  close: 'إغلاق',
  failed: 'لم تنجح العملية: {{message}}',
  selected: 'محدد',
  back: 'العودة إلى كل الملفات',
  detailsShort: 'التفاصيل',
  detailsOf: 'تفاصيل {{name}}',
  pickHint: 'اختر ملفًا لاستخدامه؛ وتعرض «التفاصيل» نصه البديل وأين يُستخدم.',
  fromLibrary: 'من المكتبة',
  fromLibraryField: '{{field}} من المكتبة',
  fromLibraryItemField: '{{field}} من المكتبة: {{item}}',
};

export const LIBRARY_STRINGS: Record<Language, LibraryStrings> = { en, ar };

export function libraryStrings(lang: Language): LibraryStrings {
  return LIBRARY_STRINGS[lang] ?? en;
}

/** `{{name}}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** A number of files or places in words, with Arabic's dual and plural forms. */
export function countOf(n: number, what: 'files' | 'places', lang: Language): string {
  if (lang === 'en') {
    const word = what === 'files' ? (n === 1 ? 'file' : 'files') : n === 1 ? 'place' : 'places';
    return `${n} ${word}`;
  }
  const [one, two, few, many] =
    what === 'files' ? ['ملف واحد', 'ملفان', 'ملفات', 'ملفًا'] : ['موضع واحد', 'موضعان', 'مواضع', 'موضعًا'];
  if (n === 1) return one;
  if (n === 2) return two;
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return `${n} ${few}`;
  if (rest >= 11) return `${n} ${many}`;
  return `${n} ${what === 'files' ? 'ملف' : 'موضع'}`;
}
