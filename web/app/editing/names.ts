import type { Language, Path } from '@site/blocks';
import { editingStrings } from './strings.ts';

/*
 * What the editor calls things, in the editor's language: a block type ('Hero', 'بطل الصفحة'), one
 * key of a block's content ('Title'), a whole path ('Cards › Title'). Every label the panel, the
 * dialogs, the add-block picker and the history show comes through here, never a type id.
 *
 * Today these read the editing strings' `fields` table; the block definitions' own labels
 * (`defineBlock`, issue #18) replace that table behind these same functions.
 */

type Table = Record<string, string>;

function humanize(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A block type's name: 'Hero'. */
export function blockName(type: string, _lang: Language): string {
  return humanize(type.toLowerCase());
}

/** One key of a block's content: 'title' in a HERO → 'Title'. */
export function fieldName(_type: string, key: string, lang: Language): string {
  const table = (editingStrings[lang] as { fields?: Table }).fields ?? {};
  return table[key] ?? humanize(key);
}

/** A path without its item numbers: ['cards', 2, 'title'] → 'Cards › Title'. */
export function pathName(type: string, path: Path, lang: Language): string {
  return path
    .filter((part): part is string => typeof part === 'string')
    .map((key) => fieldName(type, key, lang))
    .join(' › ');
}
