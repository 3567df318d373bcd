import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText } from '../../fields.ts';
import { logoCardEditFields, logoCardItem } from '../../kits/logo-cards/card-item.ts';

/** Awards grid (spec 000 §2 "Awards", §3 "Award"): cards cycling through 6 colours, each opening a modal. */
export const awards = defineBlock({
  type: 'AWARDS',
  label: { en: 'Awards', ar: 'الجوائز' },
  description: {
    en: 'Awards on coloured cards, each opening its details.',
    ar: 'الجوائز على بطاقات ملوّنة، تفتح كلٌّ منها تفاصيل الجائزة.',
  },
  group: 'people',
  schema: z.strictObject({
    title: localizedText.optional(),
    subtitle: localizedText.optional(),
    /** Its collection's items, filled when read (ADR 0040): as many as the collection holds. */
    awards: z.array(logoCardItem),
  }),
  parts: {
    awards: { label: { en: 'Awards', ar: 'الجوائز' } },
  },
  fields: {
    title: 'localized',
    subtitle: 'localized',
    ...logoCardEditFields('awards'),
  },
  defaults: {
    title: { en: 'Our awards', ar: 'جوائزنا' },
    awards: [
      {
        id: 'award-new',
        name: { en: 'Award name', ar: 'اسم الجائزة' },
        description: { en: 'Who gave it, and when.', ar: 'الجهة المانحة وتاريخ المنح.' },
        details: { en: 'What the award recognises.', ar: 'ما تُكرّمه هذه الجائزة.' },
      },
    ],
  },
});
