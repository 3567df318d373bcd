import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { href, localizedText } from '../../fields.ts';

/**
 * The closing band of a solution page (spec 001 §3): a title, a subtitle and an optional button
 * (no button text → no button) to `buttonLink`, by default the page's demo form (#request-demo-form).
 * The integrations page seeds '/contact' (its button always goes there, spec 001 §2).
 */
export const closing = defineBlock({
  type: 'CLOSING',
  label: { en: 'Closing band', ar: 'الشريط الختامي' },
  description: {
    en: 'A title, a subtitle and a button at the end of a solution page.',
    ar: 'عنوان وعنوان فرعي وزر في نهاية صفحة الحل.',
  },
  group: 'forms',
  schema: z.strictObject({
    title: localizedText,
    subtitle: localizedText.optional(),
    buttonText: localizedText.optional(),
    buttonLink: href.optional(),
  }),
  fields: {
    title: 'localized',
    subtitle: 'localized',
    buttonText: 'localized',
    buttonLink: 'text',
  },
  defaults: {
    title: { en: 'Ready to get started?', ar: 'هل أنت مستعد للبدء؟' },
    buttonText: { en: 'Request a demo', ar: 'اطلب عرضًا توضيحيًا' },
  },
});
