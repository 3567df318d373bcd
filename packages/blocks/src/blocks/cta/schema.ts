import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { href, localizedText, mediaPath } from '../../fields.ts';

export const cta = defineBlock({
  type: 'CTA',
  label: { en: 'Call to action', ar: 'دعوة إلى التواصل' },
  description: {
    en: 'A closing invitation with a button, a picture or video and an e-mail address.',
    ar: 'دعوة ختامية مع زر وصورة أو فيديو وعنوان بريد إلكتروني.',
  },
  group: 'forms',
  schema: z.strictObject({
    title: localizedText,
    subtitle: localizedText.optional(),
    buttonText: localizedText.optional(),
    /** Defaults to /contact. */
    buttonLink: href.optional(),
    videoUrl: mediaPath.optional(),
    imageUrl: mediaPath.optional(),
    email: z.email().max(254).optional(),
    text_before: localizedText.optional(),
    text_after: localizedText.optional(),
  }),
  fields: {
    title: 'localized',
    subtitle: 'localized',
    buttonText: 'localized',
    buttonLink: 'text',
    videoUrl: 'media',
    imageUrl: 'media',
    text_before: { kind: 'localized', label: { en: 'Text before the e-mail', ar: 'النص قبل البريد الإلكتروني' } },
    email: 'text',
    text_after: { kind: 'localized', label: { en: 'Text after the e-mail', ar: 'النص بعد البريد الإلكتروني' } },
  },
  defaults: {
    title: { en: 'Ready to talk?', ar: 'هل أنت مستعد للحديث؟' },
    buttonText: { en: 'Contact us', ar: 'تواصل معنا' },
    buttonLink: '/contact',
  },
});
