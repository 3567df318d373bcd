import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText } from '../../fields.ts';
import { logoCardEditFields, logoCardItem } from '../../kits/logo-cards/card-item.ts';

/**
 * Partners grid (spec 000 §2 "Partners", §3 "Partner"): cards cycling through 4 colours, each
 * opening a modal with the partner's logo, name and details.
 */
export const partners = defineBlock({
  type: 'PARTNERS',
  label: { en: 'Partners', ar: 'الشركاء' },
  description: {
    en: 'Partner logos on coloured cards, each opening the partner’s details.',
    ar: 'شعارات الشركاء على بطاقات ملوّنة، تفتح كلٌّ منها تفاصيل الشريك.',
  },
  group: 'people',
  schema: z.strictObject({
    title: localizedText.optional(),
    subtitle: localizedText.optional(),
    /** Its collection's items, filled when read (ADR 0040): as many as the collection holds. */
    partners: z.array(logoCardItem),
  }),
  parts: {
    partners: { label: { en: 'Partners', ar: 'الشركاء' } },
  },
  fields: {
    title: 'localized',
    subtitle: 'localized',
    ...logoCardEditFields('partners'),
  },
  defaults: {
    title: { en: 'Our partners', ar: 'شركاؤنا' },
    partners: [
      {
        id: 'partner-new',
        name: { en: 'Partner name', ar: 'اسم الشريك' },
        description: { en: 'What we do together.', ar: 'ما نقدّمه معًا.' },
        details: { en: 'More about this partnership.', ar: 'مزيد من التفاصيل عن هذه الشراكة.' },
      },
    ],
  },
});
