import {
  type BlockGroup,
  blockGroupNames,
  getAt,
  getBlockDefinition,
  type Language,
  nameOfKey,
  namesAlongPath,
  type Path,
} from '@site/blocks';
import { summarize } from '@site/blocks/item-summary';

/*
 * What the editor calls things, in the editor's language: a block type ('Page banner', 'لافتة
 * الصفحة'), one key of a block's content ('Title'), a whole path ('Cards › Title'). Every label the
 * panel, the dialogs, the add-block picker and the history show comes through here, never a type
 * id. The names live in the block definitions (`defineBlock`: label, description, group; the field
 * map and `parts`) and, for keys many blocks share, in @site/blocks' field-labels.ts (ADR 0022).
 */

/** Made from a key when nothing names it ('backgroundColor' → 'Background color'); a unit test keeps it unused. */
function humanize(key: string): string {
  const words = key
    .replace(/\[\]$/, '')
    .replace(/^.*\./, '')
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A block type's name: 'HERO' → 'Page banner'. */
export function blockName(type: string, lang: Language): string {
  return getBlockDefinition(type)?.label[lang] ?? humanize(type.toLowerCase());
}

/** A block type's one line for the picker: what it shows. */
export function blockDescription(type: string, lang: Language): string {
  return getBlockDefinition(type)?.description[lang] ?? '';
}

/** A picker group's heading. */
export function groupName(group: BlockGroup, lang: Language): string {
  return blockGroupNames[group][lang];
}

/**
 * One key of a block's content: a bare key ('title' in a HERO → 'Title'), a declared field key
 * ('jobs[].title' → 'Job title') or a list ('jobs' → 'Jobs').
 */
export function fieldName(type: string, key: string, lang: Language): string {
  return nameOfKey(getBlockDefinition(type), key)?.[lang] ?? humanize(key);
}

/** A path without its item numbers: ['cards', 2, 'title'] → 'Cards › Title'. */
export function pathName(type: string, path: Path, lang: Language): string {
  return pathParts(type, path, lang).join(' › ');
}

/**
 * A path with its item numbers, named by `item` (1-based): ['cards', 2, 'title'] → 'Cards › Item 3 ›
 * Title'. For the dialogs' field names and the schema's objections.
 */
export function pathLabel(type: string, path: Path, lang: Language, item: (n: number) => string): string {
  return pathParts(type, path, lang, item).join(' › ');
}

function pathParts(type: string, path: Path, lang: Language, item?: (n: number) => string): string[] {
  const named = new Map(namesAlongPath(getBlockDefinition(type), path).map((n) => [n.index, n.names?.[lang]]));
  return path.flatMap((part, index) =>
    typeof part === 'number' ? (item ? [item(part + 1)] : []) : [named.get(index) ?? humanize(part)],
  );
}

/**
 * What the page's chips call a field: its own name and, in a list item, that item's own title
 * (item-summary.ts, the list rows' rule), else its place in words from `place` ('Cards, no. 2').
 * Never 'Item 2' nor a path: ['cards', 1, 'image'] → { field: 'Image', item: 'Totara Learn' }.
 */
export function onPageName(
  type: string,
  path: Path,
  content: unknown,
  lang: Language,
  place: (list: string, n: number) => string,
): { field: string; item?: string } {
  const at = path.findLastIndex((part) => typeof part === 'number');
  const parts = pathParts(type, path, lang);
  const field = parts.at(-1) ?? '';
  if (at < 0) return { field };
  const list = pathParts(type, path.slice(0, at), lang).at(-1) ?? '';
  const n = (path[at] as number) + 1;
  // The item is the field's value itself (a list of addresses): its "title" would be the address.
  if (at === path.length - 1) return { field: place(list, n) };
  const title = summarize(getAt(content, path.slice(0, at + 1)), lang).title;
  return { field, item: title ? shorten(title, 40) : place(list, n) };
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Keys whose text names a block best, in order; then any text of its first level. */
const NAMING_KEYS = ['title', 'heading', 'name', 'label', 'subtitle', 'text', 'description'];

/**
 * A block's first words in `lang` (the other language when that one is empty), for the outline:
 * its title, heading or name, else its first text; at most 60 characters; '' when it has none.
 */
export function blockWords(content: unknown, lang: Language): string {
  if (typeof content !== 'object' || content === null) return '';
  const record = content as Record<string, unknown>;
  const texts = [...NAMING_KEYS, ...Object.keys(record)].map((key) => {
    const value = record[key];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
    const pair = value as { en?: unknown; ar?: unknown };
    const text = [pair[lang], pair[lang === 'en' ? 'ar' : 'en']].find((v) => typeof v === 'string' && v.trim());
    return typeof text === 'string'
      ? text
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  });
  return shorten(texts.find(Boolean) ?? '', 60);
}
