import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { href, localizedText, mediaPath } from '../../fields.ts';

export const hero = defineBlock({
  type: 'HERO',
  schema: z.strictObject({
    title: localizedText,
    /** Line breaks separate paragraphs. */
    subtitle: localizedText.optional(),
    buttonText: localizedText.optional(),
    /** Where the button goes; defaults to the home page's solutions grid (#solutions-grid). */
    buttonLink: href.optional(),
    watchVideoText: localizedText.optional(),
    videoUrl: mediaPath.optional(),
    imageUrl: mediaPath.optional(),
    mainImage: mediaPath.optional(),
    backgroundImage: mediaPath.optional(),
    teamImage: mediaPath.optional(),
    /** Alternative text of the foreground image (teamImage or mainImage); none means decorative. */
    image_alt: localizedText.optional(),
  }),
  fields: {
    title: 'localized',
    subtitle: 'localized',
    buttonText: 'localized',
    buttonLink: 'text',
    watchVideoText: 'localized',
    videoUrl: 'media',
    imageUrl: 'media',
    mainImage: 'media',
    backgroundImage: 'media',
    teamImage: 'media',
    image_alt: 'localized',
  },
  defaults: { title: { en: 'A new headline', ar: 'عنوان جديد' } },
});
