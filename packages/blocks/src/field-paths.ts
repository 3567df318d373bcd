import { descriptionOfKey, groupOfField, nameOfKey } from './field-labels.ts';
import type { EditableFields, FieldGroup, FieldKind, FieldSpec, Names } from './fields.ts';
import type { LocalizedText } from './localized.ts';

export type Path = ReadonlyArray<string | number>;

export interface FieldInstance {
  /** Where the value is, with array indices filled in: ['cards', 1, 'title']. */
  path: Path;
  /** The declared key it came from: 'cards[].title'. */
  key: string;
  kind: FieldKind;
  /** For `choice`: the values to pick from. */
  options?: readonly string[];
  /** For `ids`: the lists (paths in the same content) whose items' ids can be picked. */
  from?: readonly string[];
  /** For `item`: the collection whose item it names. */
  collection?: string;
  /** For `menu`: how many levels of entries it may have. */
  depth?: number;
  /** For `media`: the key, beside it in the same object, of the picture's own description. */
  alt?: string;
  /** For `boolean`: what a missing value means to the view. */
  whenMissing?: boolean;
  /** Its name in both languages (its own or the shared one of its key, field-labels.ts). */
  label?: Names;
  /** A line of help, when it has one. */
  description?: Names;
  /** The heading it goes under in the editor's panel. */
  group?: FieldGroup;
}

function controlOf(key: string, spec: FieldSpec, fields: EditableFields): Omit<FieldInstance, 'path' | 'key'> {
  const {
    label: _own,
    description: _help,
    group: _group,
    ...control
  } = typeof spec === 'string' ? { kind: spec } : spec;
  const label = nameOfKey({ fields }, key);
  const description = descriptionOfKey({ fields }, key);
  return {
    ...(control as Omit<FieldInstance, 'path' | 'key'>),
    ...(label ? { label } : {}),
    ...(description ? { description } : {}),
    group: groupOfField(key, spec),
  };
}

/**
 * Turns a block's editable-field map into the concrete fields of one content object: each `[]`
 * becomes every index of that array, in order.
 */
export function expandFields(fields: EditableFields, content: unknown): FieldInstance[] {
  return Object.entries(fields).flatMap(([key, spec]) => {
    const control = controlOf(key, spec, fields);
    return expandPattern(splitKey(key), content).map((path) => ({ path, key, ...control }));
  });
}

/**
 * The lists a block's fields sit in, with the indices of outer lists filled in, including lists that
 * are empty or not there yet (so an editor can add their first item): `['cards']`,
 * `['stories', 2, 'detailContent', 'body']`. Outermost first.
 */
export function expandLists(fields: EditableFields, content: unknown): Path[] {
  const seen = new Map<string, Path>();
  for (const key of Object.keys(fields)) {
    const segments = splitKey(key);
    segments.forEach((segment, end) => {
      if (segment !== '[]') return;
      for (const path of expandPattern(segments.slice(0, end), content)) seen.set(path.join('\u0000'), path);
    });
  }
  return [...seen.values()].sort((a, b) => a.length - b.length);
}

function splitKey(key: string): string[] {
  return key.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]));
}

/** Every concrete path a pattern of keys and `[]` stands for in `content`. */
function expandPattern(segments: readonly string[], content: unknown): Path[] {
  const out: Path[] = [];
  const walk = (value: unknown, rest: readonly string[], path: Array<string | number>) => {
    if (rest.length === 0) {
      out.push(path);
      return;
    }
    const [head, ...tail] = rest as [string, ...string[]];
    if (head === '[]') {
      if (Array.isArray(value)) for (const [index, item] of value.entries()) walk(item, tail, [...path, index]);
      return;
    }
    walk(isRecord(value) ? value[head] : undefined, tail, [...path, head]);
  };
  walk(content, segments, []);
  return out;
}

/** What an `ids` field picks from: the `{ id, name }` items of each list named in `from`. */
export function idChoices(
  content: unknown,
  from: readonly string[],
): Array<{ path: Path; items: Array<{ id: string; name: LocalizedText }> }> {
  return from.map((list) => {
    const path = list.split('.');
    const items = getAt(content, path);
    return {
      path,
      items: (Array.isArray(items) ? items : [])
        .filter((item): item is { id: string; name?: LocalizedText } => isRecord(item) && typeof item.id === 'string')
        .map((item) => ({ id: item.id, name: item.name ?? item.id })),
    };
  });
}

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      isRecord(current) || Array.isArray(current) ? (current as Record<string | number, unknown>)[key] : undefined,
    value,
  );
}

/** A copy of `value` with `next` at `path` (objects and arrays on the way are copied, missing ones created). */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number], rest, next);
    return copy as T;
  }
  const base: Record<string, unknown> = isRecord(value) ? value : {};
  const child = setAt(base[head as string], rest, next);
  const copy: Record<string, unknown> = { ...base };
  if (child === undefined) delete copy[head as string];
  else copy[head as string] = child;
  return copy as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Spec 000 §5 / 001 §5: what an inline imageUrl/videoUrl value is, judged by its ending. */
export function mediaKindOf(path: string): 'image' | 'video' | undefined {
  const clean = path.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (/\.(png|jpe?g|gif|webp|svg)$/.test(clean)) return 'image';
  if (/\.(mp4|webm)$/.test(clean)) return 'video';
  return undefined;
}

/**
 * Setting an `imageUrl` or `videoUrl` field: an image clears the video and a video clears the
 * image, whichever of the two fields it was typed into.
 */
export function applyMediaRule<T extends Record<string, unknown>>(content: T, field: string, value: string): T {
  if (field !== 'imageUrl' && field !== 'videoUrl') return { ...content, [field]: value };
  const kind = mediaKindOf(value);
  if (kind === 'image') return { ...content, imageUrl: value, videoUrl: '' };
  if (kind === 'video') return { ...content, videoUrl: value, imageUrl: '' };
  return { ...content, [field]: value };
}
