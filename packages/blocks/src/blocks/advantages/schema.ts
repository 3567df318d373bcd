import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { choice, cssColor, href, itemId, localizedText, mediaPath, switchOnByDefault } from '../../fields.ts';

/** The icons an advantage can show (spec 000 §3); content may also use their aliases. */
export const ADVANTAGE_ICONS = [
  'expertise',
  'learner',
  'learner_centered',
  'scalable',
  'support',
  'full_service',
] as const;

export const advantages = defineBlock({
  type: 'ADVANTAGES',
  label: { en: 'Advantages with icons', ar: 'المزايا مع الأيقونات' },
  description: {
    en: 'Strengths, each with an icon, beside a picture or video and a button.',
    ar: 'نقاط القوة، لكلٍّ منها أيقونة، بجانب صورة أو فيديو وزر.',
  },
  group: 'content',
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
  parts: {
    advantages: { label: { en: 'Advantages', ar: 'المزايا' } },
  },
  fields: {
    subtitle: 'localized',
    title: 'localized',
    buttonText: 'localized',
    buttonLink: 'text',
    videoUrl: 'media',
    imageUrl: 'media',
    showYellowBlob: {
      ...switchOnByDefault,
      label: { en: 'Show the yellow shape', ar: 'إظهار الشكل الأصفر' },
      group: 'appearance',
    },
    showGreenBlob: {
      ...switchOnByDefault,
      label: { en: 'Show the green shape', ar: 'إظهار الشكل الأخضر' },
      group: 'appearance',
    },
    'advantages[].title': 'localized',
    'advantages[].description': 'localized',
    'advantages[].iconId': { ...choice(ADVANTAGE_ICONS), label: { en: 'Icon', ar: 'الأيقونة' } },
    'advantages[].iconBackgroundColor': 'color',
  },
  defaults: { title: { en: 'Why choose us', ar: 'لماذا تختارنا' }, advantages: [] },
});
