import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, itemId, localizedText, mediaPath } from '../../fields.ts';

const offset = z.strictObject({ x: z.number().min(-2000).max(2000), y: z.number().min(-2000).max(2000) });
const devices = <T extends z.ZodType>(value: T) =>
  z.strictObject({ desktop: value.optional(), tablet: value.optional(), mobile: value.optional() });

export const solutionCard = z.strictObject({
  /** Known ids link to their solution page; any other id links to '#'. */
  id: itemId,
  title: localizedText,
  description: localizedText.optional(),
  buttonLearnMore: localizedText.optional(),
  buttonContactUs: localizedText.optional(),
  color: cssColor.optional(),
  layout: z.enum(['image-right', 'image-left', 'image-top', 'image-bottom']).optional(),
  imageAlignment: z.enum(['start', 'center', 'end']).optional(),
  images: devices(mediaPath).optional(),
  imageOffset: devices(offset).optional(),
});

export const solutionsGrid = defineBlock({
  type: 'SOLUTIONS_GRID',
  schema: z.strictObject({
    subtitle: localizedText.optional(),
    title: localizedText,
    backgroundColor: cssColor.optional(),
    cards: z.array(solutionCard).max(30),
  }),
  fields: {
    subtitle: 'localized',
    title: 'localized',
    'cards[].title': 'localized',
    'cards[].description': 'localized',
    'cards[].buttonLearnMore': 'localized',
    'cards[].buttonContactUs': 'localized',
    'cards[].images.desktop': 'media',
    'cards[].images.tablet': 'media',
    'cards[].images.mobile': 'media',
  },
  defaults: { title: { en: 'Our solutions', ar: 'حلولنا' }, cards: [] },
});
