export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(lang: Language): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** `{ en, ar }`, or a plain string shown as it is in both languages. Schema: fields.ts. */
export type LocalizedText = string | { en?: string | undefined; ar?: string | undefined };

/** A list edited one item per line, kept separately per language. */
export type LocalizedList = { en?: string[] | undefined; ar?: string[] | undefined };

/** Current language, then English, then the empty string. */
export function localize(value: LocalizedText | undefined | null, lang: string): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  return value[lang as Language] || value.en || '';
}

export function localizeList(value: LocalizedList | undefined | null, lang: string): string[] {
  if (!value) return [];
  const items = value[lang as Language];
  return items?.length ? items : (value.en ?? []);
}
