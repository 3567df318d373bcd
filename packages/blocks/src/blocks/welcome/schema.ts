import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { href, localizedText, mediaPath } from '../../fields.ts';

export const welcome = defineBlock({
  type: 'WELCOME',
  schema: z.strictObject({
    subtitle: localizedText.optional(),
    title: localizedText,
    description: localizedText.optional(),
    buttonLearnMore: localizedText.optional(),
    learnMoreLink: href.optional(),
    buttonWatchVideo: localizedText.optional(),
    /** The 'watch video' button is optional; the home page keeps it hidden. */
    showWatchVideo: z.boolean().optional(),
    videoUrl: mediaPath.optional(),
    imageUrl: mediaPath.optional(),
  }),
  fields: {
    subtitle: 'localized',
    title: 'localized',
    description: 'localized',
    buttonLearnMore: 'localized',
    learnMoreLink: 'text',
    buttonWatchVideo: 'localized',
    showWatchVideo: 'boolean',
    videoUrl: 'media',
    imageUrl: 'media',
  },
  defaults: { title: { en: 'A new section', ar: 'قسم جديد' } },
});
