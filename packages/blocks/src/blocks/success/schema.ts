import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText, mediaPath } from '../../fields.ts';

/** The confirmation after a contact message, an application or a demo request (spec 000 §2 "Success"). */
export const success = defineBlock({
  type: 'SUCCESS',
  label: { en: 'Thank-you message', ar: 'رسالة الشكر' },
  description: {
    en: 'The confirmation shown after a message, an application or a demo request.',
    ar: 'التأكيد الذي يظهر بعد إرسال رسالة أو طلب توظيف أو طلب عرض توضيحي.',
  },
  group: 'forms',
  schema: z.strictObject({
    title: localizedText,
    message: localizedText.optional(),
    assistance_title: localizedText.optional(),
    /** Text before the phone number. */
    assistance_call: localizedText.optional(),
    phone: z
      .string()
      .max(40)
      .regex(/^\+?[0-9 ()-]*$/, 'Digits, spaces, hyphens, parentheses and an optional leading +')
      .optional(),
    /** Text before the e-mail address. */
    assistance_email: localizedText.optional(),
    email: z.email().max(254).optional(),
    conclusion: localizedText.optional(),
    /** The button back to the home page. */
    button: localizedText.optional(),
    image: mediaPath.optional(),
    image_alt: localizedText.optional(),
  }),
  fields: {
    title: 'localized',
    message: { kind: 'localized', label: { en: 'Message', ar: 'الرسالة' } },
    assistance_title: { kind: 'localized', label: { en: 'Help heading', ar: 'عنوان المساعدة' } },
    assistance_call: { kind: 'localized', label: { en: '“Call us” text', ar: 'نص «اتصل بنا»' } },
    phone: 'text',
    assistance_email: { kind: 'localized', label: { en: '“Write to us” text', ar: 'نص «راسلنا»' } },
    email: 'text',
    conclusion: { kind: 'localized', label: { en: 'Closing text', ar: 'النص الختامي' } },
    button: { kind: 'localized', label: { en: 'Button text', ar: 'نص الزر' } },
    image: { kind: 'media', alt: 'image_alt' },
    image_alt: 'localized',
  },
  defaults: {
    title: { en: 'Thank you!', ar: 'شكرًا لك!' },
    message: { en: 'We have received your message.', ar: 'لقد تلقّينا رسالتك.' },
    button: { en: 'Back to home', ar: 'العودة إلى الرئيسية' },
  },
});
