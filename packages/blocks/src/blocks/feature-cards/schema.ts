import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, href, itemId, localizedText, mediaPath } from '../../fields.ts';

/**
 * Feature cards (spec 001 §3): product cards with a logo, a description and a button to another
 * solution page (`linkTo`), each on its own background colour.
 */
export const featureCards = defineBlock({
  type: 'FEATURE_CARDS',
  label: { en: 'Product cards', ar: 'بطاقات المنتجات' },
  description: {
    en: 'Cards with a product logo, a description and a button to its page.',
    ar: 'بطاقات بشعار المنتج ووصفه وزر إلى صفحته.',
  },
  group: 'lists',
  schema: z.strictObject({
    mainTitle: localizedText.optional(),
    cards: z
      .array(
        z.strictObject({
          id: itemId,
          logo: mediaPath.optional(),
          /** Names the logo for assistive technology (the product's name). */
          logoAlt: localizedText.optional(),
          description: localizedText.optional(),
          buttonText: localizedText.optional(),
          linkTo: href.optional(),
          backgroundColor: cssColor.optional(),
        }),
      )
      .max(12),
  }),
  fields: {
    mainTitle: 'localized',
    'cards[].logo': { kind: 'media', alt: 'logoAlt' },
    'cards[].logoAlt': { kind: 'localized', label: { en: 'Logo description', ar: 'وصف الشعار' } },
    'cards[].description': 'localized',
    'cards[].buttonText': 'localized',
    'cards[].linkTo': { kind: 'text', label: { en: 'Button link', ar: 'رابط الزر' } },
    'cards[].backgroundColor': 'color',
  },
  defaults: {
    mainTitle: { en: 'Explore more solutions', ar: 'اكتشف المزيد من الحلول' },
    cards: [
      {
        id: 'card-1',
        description: { en: 'Describe the product.', ar: 'صف المنتج.' },
        buttonText: { en: 'Learn more', ar: 'اعرف المزيد' },
        linkTo: '/solutions/totara-suite',
      },
    ],
  },
});
