import type { EditableFields, FieldKind } from './fields.ts';

export type Path = ReadonlyArray<string | number>;

export interface FieldInstance {
  /** Where the value is, with array indices filled in: ['cards', 1, 'title']. */
  path: Path;
  /** The declared key it came from: 'cards[].title'. */
  key: string;
  kind: FieldKind;
}

/**
 * Turns a block's editable-field map into the concrete fields of one content object: each `[]`
 * becomes every index of that array, in order.
 */
export function expandFields(fields: EditableFields, content: unknown): FieldInstance[] {
  const out: FieldInstance[] = [];
  for (const [key, kind] of Object.entries(fields)) {
    const segments = key.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]));
    const walk = (value: unknown, rest: string[], path: Array<string | number>) => {
      if (rest.length === 0) {
        out.push({ path, key, kind });
        return;
      }
      const [head, ...tail] = rest as [string, ...string[]];
      if (head === '[]') {
        if (Array.isArray(value)) {
          for (const [index, item] of value.entries()) walk(item, tail, [...path, index]);
        }
        return;
      }
      walk(isRecord(value) ? value[head] : undefined, tail, [...path, head]);
    };
    walk(content, segments, []);
  }
  return out;
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
