import type { FieldError } from './validate.ts';

/** Deeper than any body, query or address the API takes; also keeps every walk of it off the stack's edge. */
export const MAX_DEPTH = 32;

/**
 * The first place in a decoded request (JSON body, query, path parameters, form fields) that no
 * route may receive: text with NUL, which PostgreSQL cannot store, or with an unpaired surrogate,
 * which is not Unicode and cannot be encoded as UTF-8; or nesting deeper than `MAX_DEPTH`. Keys are
 * checked as well as values. Null when the value is clean.
 */
export function findUnsafeText(value: unknown): FieldError | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { path: shown(path), message: problem };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= MAX_DEPTH) return { path: shown(path), message: `Nested more than ${MAX_DEPTH} levels deep.` };
    for (const [key, item] of Object.entries(current)) {
      const problem = textProblem(key);
      if (problem) return { path: shown([...path, key]), message: `The name of this field: ${problem}` };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (String#isWellFormed, ES2024). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Text may not contain the NUL character (U+0000).';
  if (LONE_SURROGATE.test(text)) return 'Text may not contain an unpaired surrogate (it is not valid Unicode).';
  return null;
}

const shown = (path: readonly string[]) => path.join('.') || '(root)';
