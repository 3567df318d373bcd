import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, itemId, localizedText, mediaPath } from '../../fields.ts';

export const successStories = defineBlock({
  type: 'SUCCESS_STORIES',
  schema: z.strictObject({
    title: localizedText,
    subtitle: localizedText.optional(),
    buttonText: localizedText.optional(),
    backgroundColor: cssColor.optional(),
    stories: z
      .array(
        z.strictObject({
          id: itemId,
          name: localizedText,
          company: localizedText.optional(),
          quote: localizedText,
          image: mediaPath.optional(),
        }),
      )
      .max(50),
  }),
  fields: {
    title: 'localized',
    subtitle: 'localized',
    buttonText: 'localized',
    backgroundColor: 'color',
    'stories[].name': 'localized',
    'stories[].company': 'localized',
    'stories[].quote': 'localized',
    'stories[].image': 'media',
  },
  defaults: { title: { en: 'Success stories', ar: 'قصص النجاح' }, stories: [] },
});
