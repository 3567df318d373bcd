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
  label: { en: 'Solutions grid', ar: 'شبكة الحلول' },
  description: {
    en: 'Large coloured cards presenting the solutions, with a picture for each screen size.',
    ar: 'بطاقات ملوّنة كبيرة تعرض الحلول، مع صورة لكل حجم شاشة.',
  },
  group: 'lists',
  schema: z.strictObject({
    subtitle: localizedText.optional(),
    title: localizedText,
    backgroundColor: cssColor.optional(),
    cards: z.array(solutionCard).max(30),
  }),
  parts: {
    'cards[].images': { label: { en: 'Pictures by screen size', ar: 'الصور حسب حجم الشاشة' } },
    'cards[].imageOffset': { label: { en: 'Image offset (pixels)', ar: 'إزاحة الصورة (بالبكسل)' } },
    'cards[].imageOffset.desktop': { label: { en: 'Desktop', ar: 'سطح المكتب' } },
    'cards[].imageOffset.tablet': { label: { en: 'Tablet', ar: 'الجهاز اللوحي' } },
    'cards[].imageOffset.mobile': { label: { en: 'Phone', ar: 'الجوال' } },
  },
  fields: {
    subtitle: 'localized',
    title: 'localized',
    backgroundColor: 'color',
    'cards[].title': 'localized',
    'cards[].description': 'localized',
    'cards[].buttonLearnMore': 'localized',
    'cards[].buttonContactUs': { kind: 'localized', label: { en: '“Contact us” button', ar: 'زر «تواصل معنا»' } },
    // Named whole: the page's Replace button shows this name alone ('Replace desktop picture: Totara Suite').
    'cards[].images.desktop': { kind: 'media', label: { en: 'Desktop picture', ar: 'صورة سطح المكتب' } },
    'cards[].images.tablet': { kind: 'media', label: { en: 'Tablet picture', ar: 'صورة الجهاز اللوحي' } },
    'cards[].images.mobile': { kind: 'media', label: { en: 'Phone picture', ar: 'صورة الجوال' } },
    'cards[].color': { kind: 'color', label: { en: 'Card colour', ar: 'لون البطاقة' } },
    'cards[].layout': { ...choice(CARD_LAYOUTS), label: { en: 'Layout', ar: 'التخطيط' }, group: 'appearance' },
    'cards[].imageAlignment': {
      ...choice(IMAGE_ALIGNMENTS),
      label: { en: 'Image alignment', ar: 'محاذاة الصورة' },
      group: 'appearance',
    },
    'cards[].imageOffset.desktop.x': { kind: 'number', label: { en: 'Across', ar: 'أفقيًا' }, group: 'appearance' },
    'cards[].imageOffset.desktop.y': { kind: 'number', label: { en: 'Down', ar: 'عموديًا' }, group: 'appearance' },
    'cards[].imageOffset.tablet.x': { kind: 'number', label: { en: 'Across', ar: 'أفقيًا' }, group: 'appearance' },
    'cards[].imageOffset.tablet.y': { kind: 'number', label: { en: 'Down', ar: 'عموديًا' }, group: 'appearance' },
    'cards[].imageOffset.mobile.x': { kind: 'number', label: { en: 'Across', ar: 'أفقيًا' }, group: 'appearance' },
    'cards[].imageOffset.mobile.y': { kind: 'number', label: { en: 'Down', ar: 'عموديًا' }, group: 'appearance' },
  },
  defaults: { title: { en: 'Our solutions', ar: 'حلولنا' }, cards: [] },
});
