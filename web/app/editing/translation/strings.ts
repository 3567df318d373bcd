/**
 * The translation status's words (issue #19, ADR 0026), in their own `translation-status` namespace
 * (added to i18next by register-strings.ts), apart from the shared editing strings and from the
 * site's own default `translation` namespace, whose `page` is an object (issue #29: sharing it made
 * the Publish dialog say "key 'page (en)' returned an object"). Counts follow i18next's plural forms
 * (Arabic has six); `{{n}}` is the count written in the interface language's digits.
 */
export const TRANSLATION_NS = 'translation-status';

export const translationStrings = {
  en: {
    state: {
      ar: { missing: 'Needs Arabic', stale: 'Arabic out of date' },
      en: { missing: 'Needs English', stale: 'English out of date' },
    },
    needArabic_one: '{{n}} text needs Arabic',
    needArabic_other: '{{n}} texts need Arabic',
    needEnglish_one: '{{n}} text needs English',
    needEnglish_other: '{{n}} texts need English',
    allTranslated: 'Every text in both languages',
    summaryHint: 'Step through the texts that need translating',
    blockCount_one: '{{n}} to translate',
    blockCount_other: '{{n}} to translate',
    blockCountLabel_one: '{{n}} text in this block needs translating: go to it',
    blockCountLabel_other: '{{n}} texts in this block need translating: go to the first',
    filter: 'Texts that need translating',
    position: '{{pos}} of {{n}}',
    previous: 'Previous',
    next: 'Next',
    done: 'Done',
    nowAt: '{{pos}} of {{n}}: {{name}}, {{state}}',
    item: 'Item {{n}}',
    page: 'This page',
    warning_one: '{{page}} has {{n}} text that needs translating:',
    warning_other: '{{page}} has {{n}} texts that need translating:',
    warningArabic_one: '{{page}} has {{n}} text that needs Arabic:',
    warningArabic_other: '{{page}} has {{n}} texts that need Arabic:',
  },
  ar: {
    state: {
      ar: { missing: 'تحتاج إلى العربية', stale: 'العربية غير محدَّثة' },
      en: { missing: 'تحتاج إلى الإنجليزية', stale: 'الإنجليزية غير محدَّثة' },
    },
    needArabic_zero: 'لا نصوص تحتاج إلى العربية',
    needArabic_one: 'نص واحد يحتاج إلى العربية',
    needArabic_two: 'نصّان يحتاجان إلى العربية',
    needArabic_few: '{{n}} نصوص تحتاج إلى العربية',
    needArabic_many: '{{n}} نصًّا تحتاج إلى العربية',
    needArabic_other: '{{n}} نص يحتاج إلى العربية',
    needEnglish_zero: 'لا نصوص تحتاج إلى الإنجليزية',
    needEnglish_one: 'نص واحد يحتاج إلى الإنجليزية',
    needEnglish_two: 'نصّان يحتاجان إلى الإنجليزية',
    needEnglish_few: '{{n}} نصوص تحتاج إلى الإنجليزية',
    needEnglish_many: '{{n}} نصًّا تحتاج إلى الإنجليزية',
    needEnglish_other: '{{n}} نص يحتاج إلى الإنجليزية',
    allTranslated: 'كل النصوص باللغتين',
    summaryHint: 'التنقل بين النصوص التي تحتاج إلى ترجمة',
    blockCount_zero: 'لا شيء للترجمة',
    blockCount_one: 'نص واحد للترجمة',
    blockCount_two: 'نصّان للترجمة',
    blockCount_few: '{{n}} نصوص للترجمة',
    blockCount_many: '{{n}} نصًّا للترجمة',
    blockCount_other: '{{n}} نص للترجمة',
    blockCountLabel_zero: 'لا نصوص تحتاج إلى ترجمة في هذه الكتلة',
    blockCountLabel_one: 'نص واحد في هذه الكتلة يحتاج إلى ترجمة: انتقل إليه',
    blockCountLabel_two: 'نصّان في هذه الكتلة يحتاجان إلى ترجمة: انتقل إلى الأول',
    blockCountLabel_few: '{{n}} نصوص في هذه الكتلة تحتاج إلى ترجمة: انتقل إلى الأول',
    blockCountLabel_many: '{{n}} نصًّا في هذه الكتلة تحتاج إلى ترجمة: انتقل إلى الأول',
    blockCountLabel_other: '{{n}} نص في هذه الكتلة يحتاج إلى ترجمة: انتقل إلى الأول',
    filter: 'النصوص التي تحتاج إلى ترجمة',
    position: '{{pos}} من {{n}}',
    previous: 'السابق',
    next: 'التالي',
    done: 'تم',
    nowAt: '{{pos}} من {{n}}: {{name}}، {{state}}',
    item: 'العنصر {{n}}',
    page: 'هذه الصفحة',
    warning_zero: 'لا نصوص تحتاج إلى ترجمة في {{page}}',
    warning_one: 'في {{page}} نص واحد يحتاج إلى ترجمة:',
    warning_two: 'في {{page}} نصّان يحتاجان إلى ترجمة:',
    warning_few: 'في {{page}} {{n}} نصوص تحتاج إلى ترجمة:',
    warning_many: 'في {{page}} {{n}} نصًّا تحتاج إلى ترجمة:',
    warning_other: 'في {{page}} {{n}} نص يحتاج إلى ترجمة:',
    warningArabic_zero: 'لا نصوص تحتاج إلى العربية في {{page}}',
    warningArabic_one: 'في {{page}} نص واحد يحتاج إلى العربية:',
    warningArabic_two: 'في {{page}} نصّان يحتاجان إلى العربية:',
    warningArabic_few: 'في {{page}} {{n}} نصوص تحتاج إلى العربية:',
    warningArabic_many: 'في {{page}} {{n}} نصًّا تحتاج إلى العربية:',
    warningArabic_other: 'في {{page}} {{n}} نص يحتاج إلى العربية:',
  },
};

/** A count in the interface language's digits (٣ in Arabic), for `{{n}}`. */
export function numeral(count: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en').format(count);
}
