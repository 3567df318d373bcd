import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { href, localizedText, mediaPath } from '../../fields.ts';

export const cta = defineBlock({
  type: 'CTA',
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
    text_before: 'localized',
    email: 'text',
    text_after: 'localized',
  },
  defaults: {
    title: { en: 'Ready to talk?', ar: 'هل أنت مستعد للحديث؟' },
    buttonText: { en: 'Contact us', ar: 'تواصل معنا' },
    buttonLink: '/contact',
  },
});
