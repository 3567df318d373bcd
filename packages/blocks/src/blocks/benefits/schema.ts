import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, itemId, localizedText } from '../../fields.ts';

/**
 * Benefits (spec 001 §3): a title, a subtitle, cards with an icon on the card's colour, and an
 * optional button (no button text → no button) to the page's demo form.
 */
export const benefits = defineBlock({
  type: 'BENEFITS',
  label: { en: 'Benefit cards', ar: 'بطاقات المزايا' },
  description: {
    en: 'Cards with an icon, a title and a text, and an optional button to the demo form.',
    ar: 'بطاقات بأيقونة وعنوان ونص، مع زر اختياري إلى نموذج طلب العرض.',
  },
  group: 'lists',
  schema: z.strictObject({
    mainTitle: localizedText,
    mainSubtitle: localizedText.optional(),
    buttonText: localizedText.optional(),
    benefits: z
      .array(
        z.strictObject({
          id: itemId,
          title: localizedText,
          description: localizedText.optional(),
          iconBackgroundColor: cssColor.optional(),
        }),
      )
      .max(30),
  }),
  parts: {
    benefits: { label: { en: 'Benefits', ar: 'المزايا' } },
  },
  fields: {
    mainTitle: 'localized',
    mainSubtitle: 'localized',
    buttonText: 'localized',
    'benefits[].title': 'localized',
    'benefits[].description': 'localized',
    'benefits[].iconBackgroundColor': 'color',
  },
  defaults: {
    mainTitle: { en: 'Benefits', ar: 'المزايا' },
    benefits: [
      {
        id: 'benefit-1',
        title: { en: 'A clear benefit', ar: 'ميزة واضحة' },
        description: { en: 'Explain what it changes.', ar: 'اشرح ما الذي تغيره.' },
      },
    ],
  },
});
