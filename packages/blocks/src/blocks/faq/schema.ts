import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, itemId, localizedText } from '../../fields.ts';

export const faqItem = z.strictObject({
  id: itemId,
  question: localizedText,
  /** Line breaks separate paragraphs. */
  answer: localizedText,
});

/** Questions and answers (spec 001 §3, §4): an accordion with one answer open at a time. */
export const faq = defineBlock({
  type: 'FAQ',
  label: { en: 'Questions and answers', ar: 'أسئلة وأجوبة' },
  description: {
    en: 'Frequently asked questions that open one answer at a time.',
    ar: 'أسئلة شائعة تُفتح إجابتها واحدةً تلو الأخرى.',
  },
  group: 'content',
  schema: z.strictObject({
    mainTitle: localizedText,
    /** Background of each question's card; defaults to the site's light surface. */
    itemBackgroundColor: cssColor.optional(),
    items: z.array(faqItem).max(50),
  }),
  parts: {
    items: { label: { en: 'Questions', ar: 'الأسئلة' } },
  },
  fields: {
    mainTitle: 'localized',
    itemBackgroundColor: { kind: 'color', label: { en: 'Question background colour', ar: 'لون خلفية السؤال' } },
    'items[].question': { kind: 'localized', label: { en: 'Question', ar: 'السؤال' } },
    'items[].answer': { kind: 'localized', label: { en: 'Answer', ar: 'الإجابة' } },
  },
  defaults: {
    mainTitle: { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
    items: [
      {
        id: 'faq-1',
        question: { en: 'How do we get started?', ar: 'كيف نبدأ؟' },
        answer: {
          en: 'Request a demo and our team will walk you through the next steps.',
          ar: 'اطلب عرضًا توضيحيًا وسيرشدك فريقنا إلى الخطوات التالية.',
        },
      },
    ],
  },
});
