import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { choice, cssColor, itemId, localizedText, mediaPath } from '../../fields.ts';

/** Pixels along the line of text (x, mirrored in Arabic) and down (y); a missing one is 0. */
const px = z.number().min(-2000).max(2000).optional();
const offset = z.strictObject({ x: px, y: px });
const devices = <T extends z.ZodType>(value: T) =>
  z.strictObject({ desktop: value.optional(), tablet: value.optional(), mobile: value.optional() });

export const CARD_LAYOUTS = ['image-right', 'image-left', 'image-top', 'image-bottom'] as const;
export const IMAGE_ALIGNMENTS = ['start', 'center', 'end'] as const;

export const solutionCard = z.strictObject({
  /** Known ids link to their solution page; any other id links to '#'. */
  id: itemId,
  title: localizedText,
  description: localizedText.optional(),
  buttonLearnMore: localizedText.optional(),
  buttonContactUs: localizedText.optional(),
  color: cssColor.optional(),
  layout: z.enum(CARD_LAYOUTS).optional(),
  imageAlignment: z.enum(IMAGE_ALIGNMENTS).optional(),
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
    backgroundColor: 'color',
    'cards[].title': 'localized',
    'cards[].description': 'localized',
    'cards[].buttonLearnMore': 'localized',
    'cards[].buttonContactUs': 'localized',
    'cards[].images.desktop': 'media',
    'cards[].images.tablet': 'media',
    'cards[].images.mobile': 'media',
    'cards[].color': 'color',
    'cards[].layout': choice(CARD_LAYOUTS),
    'cards[].imageAlignment': choice(IMAGE_ALIGNMENTS),
    'cards[].imageOffset.desktop.x': 'number',
    'cards[].imageOffset.desktop.y': 'number',
    'cards[].imageOffset.tablet.x': 'number',
    'cards[].imageOffset.tablet.y': 'number',
    'cards[].imageOffset.mobile.x': 'number',
    'cards[].imageOffset.mobile.y': 'number',
  },
  defaults: { title: { en: 'Our solutions', ar: 'حلولنا' }, cards: [] },
});
