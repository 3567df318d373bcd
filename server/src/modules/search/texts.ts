import { type Language, localize } from '@site/blocks/localized';

/**
 * Keys whose values are never read as text by a visitor: addresses, media, ids, choices, and the
 * detail pages' own labels ("Back to stories", "Contents", "Share"), which every item repeats.
 */
const NOT_TEXT = new Set([
  'id',
  'slug',
  'href',
  'link',
  'url',
  'path',
  'image',
  'introImage',
  'icon',
  'logo',
  'photoCard',
  'photoModal',
  'video',
  'poster',
  'color',
  'alt',
  'type',
  'categories',
  'backLinkText',
  'tocTitle',
  'shareTitle',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ en, ar }` of texts (or of lists of texts, one per line): one of the site's localized values. */
function isLocalized(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every((key) => key === 'en' || key === 'ar') &&
    Object.values(value).every(
      (v) => v === undefined || typeof v === 'string' || (Array.isArray(v) && v.every((s) => typeof s === 'string')),
    )
  );
}

/** An address or a media file's path stored as text, which nobody reads. */
const isAddress = (text: string) => /^(\/|https?:|mailto:|tel:|#)/.test(text.trim());

/**
 * The texts of `content` a visitor reads in `lang`, in order: each localized value in that language
 * (falling back to English as the site does), and plain texts that are words rather than settings
 * (they hold a space or a letter outside ASCII: a name, a sentence).
 */
export function visibleTexts(content: unknown, lang: Language, out: string[] = []): string[] {
  if (Array.isArray(content)) {
    for (const entry of content) visibleTexts(entry, lang, out);
  } else if (isRecord(content)) {
    if (isLocalized(content)) {
      const value = content[lang];
      const chosen = (Array.isArray(value) ? value.length : value) ? value : content.en;
      for (const text of Array.isArray(chosen) ? chosen : [chosen ?? ''])
        if (typeof text === 'string' && text.trim() && !isAddress(text)) out.push(text.trim());
    } else {
      for (const [key, value] of Object.entries(content)) if (!NOT_TEXT.has(key)) visibleTexts(value, lang, out);
    }
  } else if (typeof content === 'string' && /[\s\u0080-\uffff]/.test(content.trim()) && !isAddress(content)) {
    out.push(content.trim());
  }
  return out;
}

/** A title in `lang`, falling back as the site does. */
export const titleIn = (title: unknown, lang: Language): string =>
  localize(title as Parameters<typeof localize>[0], lang).trim();
