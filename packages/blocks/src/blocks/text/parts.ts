import { type Language, type LocalizedText, localize } from '../../localized.ts';

/** One piece of a TEXT block, in reading order. */
export type TextPart =
  | { kind: 'heading'; key: string; text: string }
  | { kind: 'list'; key: string; items: string[] }
  | { kind: 'date'; key: string; text: string }
  | { kind: 'email'; key: string; email: string }
  | { kind: 'paragraphs'; key: string; lines: string[] };

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Spec 001 §2 "Privacy policy": keys in order (`keyOrder` first, then any others in object
 * order); `title` is skipped (the view shows it as the page heading), `…Title` is a heading,
 * `…List` a bullet list split by line (blank lines dropped), `lastUpdated` a date line,
 * `contactUsEmail` a mail link, anything else paragraphs. Empty values are left out.
 */
export function textParts(content: Record<string, unknown>, lang: Language): TextPart[] {
  const order = Array.isArray(content.keyOrder) ? content.keyOrder.filter((k) => typeof k === 'string') : [];
  const keys = [...new Set([...order.filter((key) => Object.hasOwn(content, key)), ...Object.keys(content)])];
  const parts: TextPart[] = [];
  for (const key of keys) {
    if (key === 'title' || key === 'keyOrder') continue;
    const value = content[key];
    if (key === 'contactUsEmail') {
      if (typeof value === 'string' && value) parts.push({ kind: 'email', key, email: value });
      continue;
    }
    const text = localize(value as LocalizedText, lang).trim();
    if (!text) continue;
    if (key === 'lastUpdated') parts.push({ kind: 'date', key, text });
    else if (key.endsWith('Title')) parts.push({ kind: 'heading', key, text });
    else if (key.endsWith('List')) parts.push({ kind: 'list', key, items: lines(text) });
    else parts.push({ kind: 'paragraphs', key, lines: lines(text) });
  }
  return parts;
}
