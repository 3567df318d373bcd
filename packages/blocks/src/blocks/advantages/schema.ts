import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, href, itemId, localizedText, mediaPath } from '../../fields.ts';

export const advantages = defineBlock({
  type: 'ADVANTAGES',
  schema: z.strictObject({
    subtitle: localizedText.optional(),
    title: localizedText.optional(),
    buttonText: localizedText.optional(),
    /** Defaults to /contact. */
    buttonLink: href.optional(),
    videoUrl: mediaPath.optional(),
    imageUrl: mediaPath.optional(),
    showYellowBlob: z.boolean().optional(),
    showGreenBlob: z.boolean().optional(),
    advantages: z
      .array(
        z.strictObject({
          id: itemId,
          title: localizedText,
          description: localizedText.optional(),
          /** Icon name; aliases are resolved by the view, unknown names show 'expertise'. */
          iconId: z.string().max(50).optional(),
          icon: z.string().max(50).optional(),
          iconBackgroundColor: cssColor.optional(),
        }),
      )
      .max(30)
      .optional(),
  }),
  fields: {
    subtitle: 'localized',
    title: 'localized',
    buttonText: 'localized',
    buttonLink: 'text',
    videoUrl: 'media',
    imageUrl: 'media',
    'advantages[].title': 'localized',
    'advantages[].description': 'localized',
    'advantages[].iconId': 'text',
    'advantages[].iconBackgroundColor': 'text',
  },
  defaults: { title: { en: 'Why choose us', ar: 'لماذا تختارنا' }, advantages: [] },
});
