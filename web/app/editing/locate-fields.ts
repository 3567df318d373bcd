import { type EditableFields, expandFields, type FieldInstance, getAt } from '@site/blocks';
import { type LocalizedText, localize } from '@site/blocks/localized';

/** A field of a block's content and the element on the page that shows it. */
export interface LocatedField {
  element: HTMLElement;
  field: FieldInstance;
}

/** The kinds edited right where they are shown; the others stay in the block's panel. */
const ON_PAGE_KINDS = new Set(['localized', 'text', 'media']);

/** Text compared the way it is shown: white space (line breaks between paragraphs) does not count. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * Finds, inside a block's rendered view, the element that shows each of its text and media fields,
 * from the block's field map and its content alone: views carry no editing markers (visitors'
 * HTML and JavaScript have none of it). A text field is the innermost element whose whole text is
 * the field's value in the page's language; a media field is the image or video whose address is
 * the field's value (or one of its sized copies). Fields shown nowhere (another variant's image, an
 * empty text) and values shown twice are left to the block's panel, so an element is never claimed
 * by two fields.
 */
export function locateFields(
  root: HTMLElement,
  fields: EditableFields,
  content: unknown,
  lang: string,
): LocatedField[] {
  const candidates = expandFields(fields, content).filter((field) => ON_PAGE_KINDS.has(field.kind));
  const elements = [...root.querySelectorAll<HTMLElement>('*')];
  const claimed = new Set<HTMLElement>();
  const located: LocatedField[] = [];
  for (const field of candidates) {
    const value = getAt(content, field.path);
    const matches =
      field.kind === 'media' ? mediaElements(elements, value) : textElements(elements, shownText(value, lang));
    const free = matches.filter((element) => !claimed.has(element));
    if (free.length !== 1) continue;
    const [element] = free as [HTMLElement];
    claimed.add(element);
    located.push({ element, field });
  }
  return located;
}

function shownText(value: unknown, lang: string): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return localize(value as LocalizedText, lang);
  return '';
}

/** The innermost elements whose whole text is `text` (a wrapper around just that element is not another match). */
function textElements(elements: readonly HTMLElement[], text: string): HTMLElement[] {
  const wanted = squeeze(text);
  if (!wanted) return [];
  const matching = elements.filter((element) => squeeze(element.textContent ?? '') === wanted);
  return matching.filter((element) => !matching.some((other) => other !== element && element.contains(other)));
}

function mediaElements(elements: readonly HTMLElement[], value: unknown): HTMLElement[] {
  if (typeof value !== 'string' || !value) return [];
  const stem = value.replace(/\.[a-z0-9]+$/i, '');
  return elements.filter((element) => {
    if (!(element instanceof HTMLImageElement || element instanceof HTMLVideoElement)) return false;
    const sources = [
      element.getAttribute('src') ?? '',
      ...(element.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? ''),
      ...[...element.querySelectorAll('source')].map((source) => source.getAttribute('src') ?? ''),
    ];
    // An uploaded image is shown as itself or as one of its sized copies (`<hash>-<width>.webp`).
    return sources.some((source) => source === value || (source.startsWith(`${stem}-`) && source.endsWith('.webp')));
  });
}
