import { applyMediaRule, type FieldInstance, getAt, type Path, setAt } from '@site/blocks';

/** Sets a field, applying the imageUrl/videoUrl rule when that is what the field is. */
export function applyMediaRuleAt(content: unknown, path: Path, value: unknown): unknown {
  const field = path.at(-1);
  if (typeof value !== 'string' || (field !== 'imageUrl' && field !== 'videoUrl')) return setAt(content, path, value);
  const parentPath = path.slice(0, -1);
  const parent = ((parentPath.length ? getAt(content, parentPath) : content) ?? {}) as Record<string, unknown>;
  const next = applyMediaRule(parent, field, value);
  return parentPath.length ? setAt(content, parentPath, next) : next;
}

/** Where a picture's own description is: the field its `alt` names, beside it (none: it has none). */
export function altPathOf(field: Pick<FieldInstance, 'path' | 'alt'>): Path | undefined {
  return field.alt === undefined ? undefined : [...field.path.slice(0, -1), field.alt];
}

/** Whether a description (`{ en, ar }`) holds any text. */
export function hasText(alt: unknown): boolean {
  return (
    typeof alt === 'object' &&
    alt !== null &&
    Object.values(alt).some((text) => typeof text === 'string' && !!text.trim())
  );
}

/** A description taken off a picture whose file changed, to offer back ("Keep the old description"). */
export interface ClearedAlt {
  path: Path;
  alt: unknown;
}

/**
 * Sets a field (the imageUrl/videoUrl rule applied). When a picture's file changes, the description
 * written for the old file no longer says what is shown: it is cleared, and returned to offer back.
 */
export function setField(
  content: unknown,
  field: Pick<FieldInstance, 'path' | 'kind' | 'alt'>,
  value: unknown,
): { content: unknown; cleared?: ClearedAlt } {
  const next = applyMediaRuleAt(content, field.path, value);
  const altPath = field.kind === 'media' ? altPathOf(field) : undefined;
  const before = getAt(content, field.path);
  if (!altPath || typeof before !== 'string' || !before || before === value) return { content: next };
  const alt = getAt(content, altPath);
  if (!hasText(alt)) return { content: next };
  return { content: setAt(next, altPath, undefined), cleared: { path: altPath, alt } };
}

/** Whether to offer back `cleared` under the picture at `at`: it was taken off it and nothing was written since. */
export function getAltOffer(cleared: (ClearedAlt & { at: string }) | null, at: string, content: unknown): boolean {
  return !!cleared && cleared.at === at && !hasText(getAt(content, cleared.path));
}
