import type { Language } from '@site/blocks/localized';
import { LANGUAGES } from '@site/blocks/localized';
import { searchWords } from '@site/blocks/search-fold';
import { titleIn, visibleTexts } from './texts.ts';

/** What one row of the index is built from: a page or an item as visitors see it, in one language. */
export interface SearchDocument {
  kind: string;
  ref: string;
  language: Language;
  releaseId: number;
  path: string;
  title: string;
  body: string;
  /** The other language's title and texts: a query in it still finds the row, with little weight. */
  other: string;
  date: string | null;
  dated: boolean;
}

/** Longest body kept for snippets; the index itself holds every word. */
const BODY_KEPT = 20_000;

/** `2026-03-01…` → `2026-03-01`; anything that is not a date → null. */
export const dayOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/** The rows of one page or item in both languages, from its title and its content. */
export function documentsOf(
  source: { kind: string; ref: string; releaseId: number; path: string; date: string | null; dated: boolean },
  title: unknown,
  content: unknown,
): SearchDocument[] {
  const texts = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { title: titleIn(title, lang), body: visibleTexts(content, lang).join('\n') }]),
  ) as Record<Language, { title: string; body: string }>;
  return LANGUAGES.map((lang) => {
    const own = texts[lang];
    const other = texts[lang === 'en' ? 'ar' : 'en'];
    return {
      ...source,
      language: lang,
      title: own.title || source.ref,
      body: own.body.slice(0, BODY_KEPT),
      other: own.body === other.body && own.title === other.title ? '' : `${other.title}\n${other.body}`,
    };
  });
}

/**
 * How much a title holding every word of a query raises its row (ADR 0047): the shorter the title,
 * the more (`Totara Learn` is the answer to "totara learn" before a webinar's long title).
 */
export const titleBoost = (title: string): number => 1 + 4 / (1 + [...title].length / 20);

/** Every distinct word of the documents, folded: the vocabulary typing mistakes are matched against. */
export function wordsOf(documents: readonly SearchDocument[]): string[] {
  const words = new Set<string>();
  for (const doc of documents)
    for (const text of [doc.title, doc.body, doc.other])
      for (const word of searchWords(text)) if (word.length >= 3 && word.length <= 40) words.add(word);
  return [...words];
}
