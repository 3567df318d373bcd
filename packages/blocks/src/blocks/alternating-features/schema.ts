import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, itemId, localizedText, mediaPath } from '../../fields.ts';

export const alternatingFeature = z.strictObject({
  id: itemId,
  title: localizedText,
  /** Line breaks separate paragraphs. */
  description: localizedText,
  imageSrc: mediaPath.optional(),
  imageAlt: localizedText.optional(),
});

const blob = z.strictObject({ color: cssColor });

/**
 * Features with their pictures, the picture's side alternating row by row (spec 001 §3), on a
 * coloured band with three decorative blobs: behind the title, at the end side and at the start side.
 */
export const alternatingFeatures = defineBlock({
  type: 'ALTERNATING_FEATURES',
  label: { en: 'Features, alternating sides', ar: 'ميزات بجهات متبادلة' },
  description: {
    en: 'Features with their pictures on a coloured band, the picture switching sides row by row.',
    ar: 'ميزات مع صورها على شريط ملوّن، وتتبدّل جهة الصورة من صف إلى آخر.',
  },
  group: 'content',
  schema: z.strictObject({
    mainTitle: localizedText,
    backgroundColor: cssColor.optional(),
    features: z.array(alternatingFeature).max(20),
    titleBlob: blob.optional(),
    rightBlob: blob.optional(),
    leftBlob: blob.optional(),
  }),
  parts: {
    features: { label: { en: 'Features', ar: 'الميزات' } },
    titleBlob: { label: { en: 'Shape behind the title', ar: 'الشكل خلف العنوان' } },
    rightBlob: { label: { en: 'Shape on the end side', ar: 'الشكل في جهة النهاية' } },
    leftBlob: { label: { en: 'Shape on the start side', ar: 'الشكل في جهة البداية' } },
  },
  fields: {
    mainTitle: 'localized',
    backgroundColor: 'color',
    'features[].title': 'localized',
    'features[].description': 'localized',
    'features[].imageSrc': { kind: 'media', alt: 'imageAlt' },
    'features[].imageAlt': 'localized',
    'titleBlob.color': 'color',
    'rightBlob.color': 'color',
    'leftBlob.color': 'color',
  },
  defaults: {
    mainTitle: { en: 'Features', ar: 'الميزات' },
    features: [
      {
        id: 'feature-1',
        title: { en: 'A feature', ar: 'ميزة' },
        description: { en: 'Describe this feature.', ar: 'صف هذه الميزة.' },
      },
    ],
  },
});
