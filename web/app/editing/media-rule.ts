import { applyMediaRule, getAt, type Path, setAt } from '@site/blocks';

/** Sets a field, applying the imageUrl/videoUrl rule when that is what the field is. */
export function applyMediaRuleAt(content: unknown, path: Path, value: unknown): unknown {
  const field = path.at(-1);
  if (typeof value !== 'string' || (field !== 'imageUrl' && field !== 'videoUrl')) return setAt(content, path, value);
  const parentPath = path.slice(0, -1);
  const parent = ((parentPath.length ? getAt(content, parentPath) : content) ?? {}) as Record<string, unknown>;
  const next = applyMediaRule(parent, field, value);
  return parentPath.length ? setAt(content, parentPath, next) : next;
}
