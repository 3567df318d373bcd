import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { galleryImage, localizedText } from '../../fields.ts';

/**
 * Why-choose-us page, block 2 (spec 000 §2, §9): a title over a looping gallery that glides on by
 * itself (autoplay delay 0, one slide per 8000 ms), pausable, still for reduced motion.
 */
export const gallerySlider = defineBlock({
  type: 'GALLERY_SLIDER',
  label: { en: 'Picture slider', ar: 'شريط صور متحرك' },
  description: { en: 'A title over pictures that glide by on their own.', ar: 'عنوان فوق صور تنساب تلقائيًا.' },
  group: 'content',
  schema: z.strictObject({
    subtitle: localizedText.optional(),
    title: localizedText.optional(),
    images: z.array(galleryImage).max(40),
  }),
  fields: {
    subtitle: 'localized',
    title: 'localized',
    'images[].src': { kind: 'media', alt: 'alt' },
    'images[].alt': 'localized',
  },
  defaults: {
    title: { en: 'Life at our company', ar: 'الحياة في شركتنا' },
    images: [
      {
        id: 'image-1',
        src: '/data/uploads/seed/why-gallery-1.svg',
        alt: { en: 'Our team at work', ar: 'فريقنا أثناء العمل' },
      },
    ],
  },
});
