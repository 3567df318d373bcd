import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { itemId, localizedText, mediaPath } from '../../fields.ts';

export const showcaseLogo = z.strictObject({
  id: itemId,
  src: mediaPath,
  /** The company or product's name, read out in place of the logo. */
  alt: localizedText,
});

export const logoGroup = z.strictObject({
  id: itemId,
  title: localizedText,
  logos: z.array(showcaseLogo).max(60),
});

/** Logos in named groups (spec 001 §3: the integrations page's connectors, by kind). */
export const logoShowcase = defineBlock({
  type: 'LOGO_SHOWCASE',
  label: { en: 'Logos by group', ar: 'شعارات في مجموعات' },
  description: {
    en: 'Logos arranged under named groups, such as integrations by kind.',
    ar: 'شعارات مرتّبة تحت مجموعات مسمّاة، مثل أدوات التكامل حسب نوعها.',
  },
  group: 'lists',
  schema: z.strictObject({
    mainTitle: localizedText,
    logoGroups: z.array(logoGroup).max(20),
  }),
  parts: {
    logoGroups: { label: { en: 'Logo groups', ar: 'مجموعات الشعارات' } },
    'logoGroups[].logos': { label: { en: 'Logos', ar: 'الشعارات' } },
  },
  fields: {
    mainTitle: 'localized',
    'logoGroups[].title': 'localized',
    'logoGroups[].logos[].src': { kind: 'media', alt: 'alt' },
    'logoGroups[].logos[].alt': 'localized',
  },
  defaults: {
    mainTitle: { en: 'Works with the tools you use', ar: 'يعمل مع الأدوات التي تستخدمها' },
    logoGroups: [{ id: 'group-1', title: { en: 'Group', ar: 'مجموعة' }, logos: [] }],
  },
});
