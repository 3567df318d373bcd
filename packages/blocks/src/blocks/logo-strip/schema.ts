import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { itemId, localizedText, mediaPath } from '../../fields.ts';

export const logoStrip = defineBlock({
  type: 'LOGO_STRIP',
  label: { en: 'Logo strip', ar: 'شريط الشعارات' },
  description: { en: 'A row of logos that glides across the page.', ar: 'صفّ من الشعارات ينساب عبر الصفحة.' },
  group: 'lists',
  schema: z.strictObject({
    title: localizedText.optional(),
    items: z
      .array(
        z.strictObject({ id: itemId, logo: mediaPath, /** Also the logo's alt text. */ name: z.string().max(200) }),
      )
      .max(60)
      .optional(),
  }),
  parts: {
    items: { label: { en: 'Logos', ar: 'الشعارات' } },
  },
  fields: { title: 'localized', 'items[].logo': 'media', 'items[].name': 'text' },
  defaults: { title: { en: 'Trusted by', ar: 'يثق بنا' }, items: [] },
});
