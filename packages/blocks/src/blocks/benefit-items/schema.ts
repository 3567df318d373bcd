import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, itemId, localizedText, mediaPath } from '../../fields.ts';

/** Why-choose-us page, block 3 (spec 000 §2): benefits, each an image, title and text on its own colour. */
export const benefitItems = defineBlock({
  type: 'BENEFIT_ITEMS',
  label: { en: 'Benefits with pictures', ar: 'مزايا مع الصور' },
  description: {
    en: 'Benefits, each a picture, a title and a text on its own colour.',
    ar: 'مزايا، لكلٍّ منها صورة وعنوان ونص على لون خاص بها.',
  },
  group: 'lists',
  schema: z.strictObject({
    subtitle: localizedText.optional(),
    title: localizedText.optional(),
    items: z
      .array(
        z.strictObject({
          id: itemId,
          title: localizedText,
          description: localizedText.optional(),
          /** An illustration; decorative (the title says what it is about). */
          image: mediaPath.optional(),
          backgroundColor: cssColor.optional(),
        }),
      )
      .max(30),
  }),
  fields: {
    subtitle: 'localized',
    title: 'localized',
    'items[].title': 'localized',
    'items[].description': 'localized',
    'items[].image': 'media',
    'items[].backgroundColor': 'color',
  },
  defaults: {
    title: { en: 'What you gain', ar: 'ما الذي تكسبه' },
    items: [
      {
        id: 'benefit-1',
        title: { en: 'A new benefit', ar: 'ميزة جديدة' },
        description: { en: 'Describe it here.', ar: 'صِفها هنا.' },
        image: '/data/uploads/seed/why-benefit-1.svg',
        backgroundColor: '#e6f4f1',
      },
    ],
  },
});
