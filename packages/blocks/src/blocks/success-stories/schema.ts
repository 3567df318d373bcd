import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, itemFrom, itemId, localizedText, mediaPath } from '../../fields.ts';

/** One customer's words: their name, company and photo, and the story they come from. */
export const quote = z.strictObject({
  id: itemId,
  name: localizedText,
  company: localizedText.optional(),
  quote: localizedText,
  image: mediaPath.optional(),
  /** The readable id of the customer story the quote comes from: the card links to it. */
  story: itemId.optional(),
});

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
    /** Its collection's items, filled when read (ADR 0040): as many as the collection holds. */
    stories: z.array(quote),
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
    'stories[].story': {
      ...itemFrom('stories'),
      label: { en: 'Customer story', ar: 'قصة العميل' },
      description: {
        en: 'The story this quote comes from: the quote links to it while it is published.',
        ar: 'القصة التي أُخذ منها هذا الاقتباس: يرتبط الاقتباس بها ما دامت منشورة.',
      },
    },
  },
  defaults: { title: { en: 'Success stories', ar: 'قصص النجاح' }, stories: [] },
});
