import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText, mediaPath } from '../../fields.ts';

export const hero = defineBlock({
  type: 'HERO',
  schema: z.strictObject({
    title: localizedText,
    /** Line breaks separate paragraphs. */
    subtitle: localizedText.optional(),
    buttonText: localizedText.optional(),
    watchVideoText: localizedText.optional(),
    videoUrl: mediaPath.optional(),
    imageUrl: mediaPath.optional(),
    mainImage: mediaPath.optional(),
    backgroundImage: mediaPath.optional(),
    teamImage: mediaPath.optional(),
  }),
  fields: {
    title: 'localized',
    subtitle: 'localized',
    buttonText: 'localized',
    watchVideoText: 'localized',
    videoUrl: 'media',
    imageUrl: 'media',
    mainImage: 'media',
    backgroundImage: 'media',
    teamImage: 'media',
  },
  defaults: { title: { en: 'A new headline', ar: 'عنوان جديد' } },
});
