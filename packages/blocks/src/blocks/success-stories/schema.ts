import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, itemId, localizedText, mediaPath } from '../../fields.ts';

export const successStories = defineBlock({
  type: 'SUCCESS_STORIES',
  label: { en: 'Customer quotes', ar: 'أقوال العملاء' },
  description: {
    en: 'Quotes from customers with their name, company and photo.',
    ar: 'اقتباسات من العملاء مع أسمائهم وشركاتهم وصورهم.',
  },
  group: 'people',
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
  parts: {
    stories: { label: { en: 'Quotes', ar: 'الاقتباسات' } },
  },
  fields: {
    title: 'localized',
    subtitle: 'localized',
    buttonText: 'localized',
    backgroundColor: 'color',
    'stories[].name': 'localized',
    'stories[].company': { kind: 'localized', label: { en: 'Company', ar: 'الشركة' } },
    'stories[].quote': { kind: 'localized', label: { en: 'Quote', ar: 'الاقتباس' } },
    'stories[].image': 'media',
  },
  defaults: { title: { en: 'Success stories', ar: 'قصص النجاح' }, stories: [] },
});
