import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText, mediaPath } from '../../fields.ts';

/** The confirmation after a contact message, an application or a demo request (spec 000 §2 "Success"). */
export const success = defineBlock({
  type: 'SUCCESS',
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
    message: 'localized',
    assistance_title: 'localized',
    assistance_call: 'localized',
    phone: 'text',
    assistance_email: 'localized',
    email: 'text',
    conclusion: 'localized',
    button: 'localized',
    image: 'media',
    image_alt: 'localized',
  },
  defaults: {
    title: { en: 'Thank you!', ar: 'شكرًا لك!' },
    message: { en: 'We have received your message.', ar: 'لقد تلقّينا رسالتك.' },
    button: { en: 'Back to home', ar: 'العودة إلى الرئيسية' },
  },
});
