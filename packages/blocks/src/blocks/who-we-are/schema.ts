import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { galleryImage, localizedText } from '../../fields.ts';

/**
 * About page, block 2 (spec 000 §2): who we are, with an auto-scrolling gallery that loops (the
 * images are drawn twice), pauses on hover, focus or its button, and stands still for reduced motion.
 */
export const whoWeAre = defineBlock({
  type: 'WHO_WE_ARE',
  label: { en: 'Who we are', ar: 'من نحن' },
  description: {
    en: 'An introduction to the company over a gallery of pictures that scrolls by itself.',
    ar: 'تعريف بالشركة فوق معرض صور يتحرك تلقائيًا.',
  },
  group: 'content',
  schema: z.strictObject({
    subtitle: localizedText.optional(),
    title: localizedText,
    /** Line breaks separate paragraphs. */
    description: localizedText.optional(),
    images: z.array(galleryImage).max(40).optional(),
  }),
  fields: {
    subtitle: 'localized',
    title: 'localized',
    description: 'localized',
    'images[].src': { kind: 'media', alt: 'alt' },
    'images[].alt': 'localized',
  },
  defaults: {
    title: { en: 'Who we are', ar: 'من نحن' },
    description: { en: 'Tell visitors who you are.', ar: 'عرّف الزوار بمؤسستك.' },
    images: [
      {
        id: 'image-1',
        src: '/data/uploads/seed/about-gallery-1.svg',
        alt: { en: 'A workshop in progress', ar: 'ورشة عمل قيد الانعقاد' },
      },
    ],
  },
});
