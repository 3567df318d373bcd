import { type Language, type LocalizedText, localize } from './localized.ts';
import { foldForSearch } from './search-fold.ts';

/*
 * What a list shows for each item while it is collapsed (issue #18): its own name in the editor's
 * language and its picture, never "Item 4". Pure, so the list, the tests and the history's words
 * share one rule.
 */

/** Keys that name an item, most telling first. */
const TITLE_KEYS = [
  'title',
  'name',
  'label',
  'question',
  'heading',
  'mainTitle',
  'position',
  'text',
  'content',
  'description',
  'quote',
  'alt',
  'caption',
] as const;

/** Keys that hold an item's picture, most telling first. */
const PICTURE_KEYS = [
  'image',
  'logo',
  'photoCard',
  'photo',
  'photoModal',
  'src',
  'imageSrc',
  'imageUrl',
  'icon',
  'introImage',
  'heroImage',
  'mainImage',
  'backgroundImage',
] as const;

const VIDEO = /\.(mp4|webm|ogg|mov)(\?|#|$)/i;

export interface ItemSummary {
  /** In the editor's language (else the other one): '' when the item has no text at all. */
  title: string;
  /** Every language's text, for the search box. */
  searchText: string;
  /** A picture's address (an image, not a video) when the item has one. */
  picture?: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLocalized(value: unknown): value is LocalizedText {
  if (typeof value === 'string') return true;
  return isRecord(value) && (typeof value.en === 'string' || typeof value.ar === 'string');
}

/** The item's text in `lang`, falling back to the other language (an Arabic-only title still shows). */
function textIn(value: LocalizedText, lang: Language): string {
  if (typeof value === 'string') return value;
  return (value[lang] || value[lang === 'en' ? 'ar' : 'en'] || '').trim();
}

function allTexts(value: LocalizedText): string {
  return typeof value === 'string' ? value : [value.en, value.ar].filter(Boolean).join(' ');
}

function oneLine(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function pictureOf(item: Record<string, unknown>, lang: Language): string | undefined {
  for (const key of PICTURE_KEYS) {
    const value = item[key];
    const path = isLocalized(value) ? localize(value, lang) : undefined;
    if (path && !VIDEO.test(path)) return path;
  }
  // A body piece of type image holds its picture in `content`.
  if (item.type === 'image' && isLocalized(item.content)) {
    const path = localize(item.content, lang);
    if (path && !VIDEO.test(path)) return path;
  }
  return undefined;
}

/** The summary of one item of a list. */
export function summarize(item: unknown, lang: Language): ItemSummary {
  if (isLocalized(item)) {
    const title = oneLine(textIn(item, lang));
    return { title, searchText: allTexts(item) };
  }
  if (!isRecord(item)) return { title: item == null ? '' : oneLine(String(item)), searchText: '' };
  const isImagePiece = item.type === 'image';
  for (const key of TITLE_KEYS) {
    if (isImagePiece && key === 'content') continue;
    const value = item[key];
    if (!isLocalized(value)) continue;
    const title = oneLine(textIn(value, lang));
    if (title) return { title, searchText: searchTextOf(item), picture: pictureOf(item, lang) };
  }
  // No naming key: the first text the item holds ('alt' of an image, a link's label…).
  for (const value of Object.values(item)) {
    if (isLocalized(value) && typeof value !== 'string') {
      const title = oneLine(textIn(value, lang));
      if (title) return { title, searchText: searchTextOf(item), picture: pictureOf(item, lang) };
    }
  }
  return { title: '', searchText: searchTextOf(item), picture: pictureOf(item, lang) };
}

function searchTextOf(item: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of TITLE_KEYS) {
    const value = item[key];
    if (isLocalized(value) && typeof value !== 'string') parts.push(allTexts(value));
    else if (typeof value === 'string' && !(key === 'content' && item.type === 'image')) parts.push(value);
  }
  if (typeof item.id === 'string') parts.push(item.id);
  return parts.join(' ');
}

export { foldForSearch };

/** Whether an item's summary matches what the editor typed (every word, in either language). */
export function matchesSearch(summary: ItemSummary, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(`${summary.title} ${summary.searchText}`);
  return words.every((word) => haystack.includes(word));
}

/** The list with item `from` moved to position `to` (a new array; out-of-range moves change nothing). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [moved] = out.splice(from, 1) as [T];
  out.splice(to, 0, moved);
  return out;
}

/** The indexes of a longest strictly rising run of `values` (patience sorting). */
export function longestRising(values: readonly number[]): number[] {
  const tails: number[] = [];
  const previous: number[] = [];
  for (const [i, value] of values.entries()) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((values[tails[mid] as number] as number) < value) low = mid + 1;
      else high = mid;
    }
    previous[i] = low > 0 ? (tails[low - 1] as number) : -1;
    tails[low] = i;
  }
  const out: number[] = [];
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i] as number) out.unshift(i);
  return out;
}
