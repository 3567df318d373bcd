import { foldForSearch } from '@site/blocks/search-fold';

/** A piece of a snippet: plain text, or a word that matched the query (drawn marked). */
export interface SnippetPart {
  text: string;
  match?: true;
}

/** How many characters a snippet shows around the first word that matched. */
const WIDTH = 220;

const ARABIC = /[\u0600-\u06ff]/;

/**
 * Whether a word of the text is one the query asked for: its folded form starts with one of the
 * query's stems (English stems are the start of their words), or for Arabic holds it (the stemmer
 * also takes prefixes off: الممرضين → ممرض).
 */
function matches(word: string, stems: readonly string[]): boolean {
  const folded = foldForSearch(word);
  return stems.some((stem) => (ARABIC.test(stem) ? folded.includes(stem) : folded.startsWith(stem)));
}

/**
 * The part of `body` around its first word matching `stems`, cut at word boundaries, with every
 * matching word in it marked; the start of the body when no word matches (the title did).
 */
export function snippetOf(body: string, stems: readonly string[]): SnippetPart[] {
  const usable = stems.filter((stem) => stem.length >= 2);
  const words = [...body.matchAll(/[\p{L}\p{M}\p{N}]+/gu)];
  const first = usable.length ? words.find((word) => matches(word[0], usable)) : undefined;
  let start = first ? Math.max(0, (first.index ?? 0) - WIDTH / 3) : 0;
  let end = Math.min(body.length, start + WIDTH);
  // Whole words only: move the cuts to the spaces around them.
  if (start > 0) {
    const space = body.indexOf(' ', start);
    start = space >= 0 && space < (first?.index ?? end) ? space + 1 : start;
  }
  if (end < body.length) {
    const space = body.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  const parts: SnippetPart[] = [];
  const push = (text: string, match?: true) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && !last.match && !match) last.text += text;
    else parts.push(match ? { text, match } : { text });
  };
  if (start > 0) push('… ');
  let at = start;
  for (const word of words) {
    const index = word.index ?? 0;
    if (index < start || index + word[0].length > end) continue;
    if (!matches(word[0], usable)) continue;
    push(body.slice(at, index).replace(/\s+/g, ' '));
    push(word[0], true);
    at = index + word[0].length;
  }
  push(body.slice(at, end).replace(/\s+/g, ' '));
  if (end < body.length) push(' …');
  return parts;
}
