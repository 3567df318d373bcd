import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, itemId, localizedText, mediaPath } from '../../fields.ts';

/**
 * About page, block 4 (spec 000 §2): sections of image, title and text (line breaks separate
 * paragraphs) on their own background colour; the image changes side from one section to the next.
 */
export const vision = defineBlock({
  type: 'VISION',
  label: { en: 'Picture and text sections', ar: 'أقسام بالصور والنصوص' },
  description: {
    en: 'Sections of picture, title and text; the picture changes sides from one section to the next.',
    ar: 'أقسام من صورة وعنوان ونص، وتتبدّل جهة الصورة من قسم إلى الذي يليه.',
  },
  group: 'content',
  schema: z.strictObject({
    sections: z
      .array(
        z.strictObject({
          id: itemId,
          title: localizedText,
          description: localizedText.optional(),
          image: mediaPath.optional(),
          /** What the image shows; none means it is decorative. */
          image_alt: localizedText.optional(),
          backgroundColor: cssColor.optional(),
        }),
      )
      .max(20),
  }),
  parts: {
    sections: { label: { en: 'Sections', ar: 'الأقسام' } },
  },
  fields: {
    'sections[].title': 'localized',
    'sections[].description': 'localized',
    'sections[].image': { kind: 'media', alt: 'image_alt' },
    'sections[].image_alt': 'localized',
    'sections[].backgroundColor': 'color',
  },
  defaults: {
    sections: [
      {
        id: 'vision',
        title: { en: 'Our vision', ar: 'رؤيتنا' },
        description: { en: 'Where we are going.', ar: 'إلى أين نمضي.' },
        image: '/data/uploads/seed/about-vision.svg',
        backgroundColor: '#eef6f4',
      },
    ],
  },
});
