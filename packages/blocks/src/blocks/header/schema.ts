import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { href, itemId, localizedText, mediaPath } from '../../fields.ts';

const leaf = z.strictObject({ id: itemId, label: localizedText, path: href });
const level2 = leaf.extend({ children: z.array(leaf).max(50).optional() });
/** The menu tree goes at most three levels deep (spec 000 §2 Header). */
export const MENU_DEPTH = 3;
const menuItem = leaf.extend({ children: z.array(level2).max(50).optional() });
export type MenuItem = z.infer<typeof menuItem>;

export const header = defineBlock({
  type: 'HEADER',
  label: { en: 'Header', ar: 'ترويسة الموقع' },
  description: {
    en: 'The logo, the main menu and the contact button at the top of every page.',
    ar: 'الشعار والقائمة الرئيسية وزر التواصل في أعلى كل صفحة.',
  },
  group: 'site',
  schema: z.strictObject({
    /** Shown in every document title ('{page name} - {product name}'). */
    productName: localizedText,
    logo: mediaPath.optional(),
    /** Optional light logo for the transparent header over the dark home hero; without it the logo is drawn white. */
    logoLight: mediaPath.optional(),
    menuItems: z.array(menuItem).max(50),
    contactButtonText: localizedText.optional(),
  }),
  fields: {
    productName: { kind: 'localized', label: { en: 'Product name', ar: 'اسم المنتج' } },
    logo: 'media',
    logoLight: { kind: 'media', label: { en: 'Logo on dark backgrounds', ar: 'الشعار على الخلفيات الداكنة' } },
    menuItems: { kind: 'menu', depth: MENU_DEPTH, label: { en: 'Menu', ar: 'القائمة' } },
    contactButtonText: { kind: 'localized', label: { en: '“Contact” button', ar: 'زر «تواصل معنا»' } },
  },
  defaults: { productName: { en: 'Gulf Learning', ar: 'الخليج للتعلّم' }, menuItems: [] },
});
