import { useLanguage } from '../../ui/use-language.ts';

/**
 * The header's own UI strings (menu buttons), in both languages. They live beside the block rather
 * than in the locale files so the block stays self-contained; `{{label}}` is replaced by `format`.
 */
export const en = {
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  submenuOf: 'Submenu of {{label}}',
};

export const ar: typeof en = {
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  menu: 'القائمة',
  submenuOf: 'القائمة الفرعية: {{label}}',
};

export type HeaderStrings = typeof en;

/** Fills `{{name}}` placeholders. */
export function format(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The header strings in the language the page is shown in. */
export function useHeaderStrings(): HeaderStrings {
  return useLanguage() === 'ar' ? ar : en;
}
