import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText, mediaPath } from '../../fields.ts';

/** About page, block 3 (spec 000 §2): a title over two columns of text and a wide image. */
export const learnThrive = defineBlock({
  type: 'LEARN_THRIVE',
  label: { en: 'Two columns of text', ar: 'نص في عمودين' },
  description: {
    en: 'A title over two columns of text and a wide picture.',
    ar: 'عنوان فوق عمودين من النص وصورة عريضة.',
  },
  group: 'content',
  schema: z.strictObject({
    subtitle: localizedText.optional(),
    title: localizedText,
    /** Line breaks separate paragraphs (both columns). */
    descriptionLeft: localizedText.optional(),
    descriptionRight: localizedText.optional(),
    image: mediaPath.optional(),
    /** What the image shows; none means it is decorative. */
    image_alt: localizedText.optional(),
  }),
  fields: {
    subtitle: 'localized',
    title: 'localized',
    descriptionLeft: { kind: 'localized', label: { en: 'First column', ar: 'العمود الأول' } },
    descriptionRight: { kind: 'localized', label: { en: 'Second column', ar: 'العمود الثاني' } },
    image: { kind: 'media', alt: 'image_alt' },
    image_alt: 'localized',
  },
  defaults: {
    title: { en: 'Learn and thrive', ar: 'تعلّم وازدهر' },
    descriptionLeft: { en: 'The first column.', ar: 'العمود الأول.' },
    descriptionRight: { en: 'The second column.', ar: 'العمود الثاني.' },
  },
});
