import type { z } from 'zod';
import type { BlockDefinition } from './define-block.ts';
import { getAt, type Path } from './field-paths.ts';

/**
 * New items for a block's lists, for the editor. A list can always get an item, even when it is
 * empty: the block's default item for that list (a new team member is 'New Position' with the
 * default photos and 'New bio...', spec 000 §5), else a copy of the last item, else the smallest
 * item the schema accepts.
 */

// Zod 4 exposes a schema's definition as `_zod.def` for libraries that walk schemas.
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isOptional = (schema: z.ZodType) => (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** The keys an object schema (behind any wrappers) declares; none for anything else. */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  return (schema && defOf(unwrap(schema)).shape) || {};
}

/** The schema of the value at `path` (an index steps into an array's element). */
export function schemaAt(schema: z.ZodType, path: Path): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const part of path) {
    if (!current) return undefined;
    const def = defOf(unwrap(current));
    current = typeof part === 'number' ? def.element : def.type === 'object' ? def.shape?.[part] : undefined;
  }
  return current;
}

/** The smallest value a schema accepts: required keys only, empty texts and lists, an enum's first value. */
export function blankOf(schema: z.ZodType, key = ''): unknown {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(def.shape ?? {})) {
        if (!isOptional(child)) out[name] = blankOf(child, name);
      }
      return out;
    }
    case 'array':
      return [];
    case 'union':
      return def.options?.[0] ? blankOf(def.options[0], key) : '';
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return false;
    case 'number':
      return 0;
    case 'string':
      if (key === 'id') return newId();
      if (def.format === 'date') return new Date().toISOString().slice(0, 10);
      return '';
    default:
      return undefined;
  }
}

/** The keys that name an item, in the order an editor is asked for them. */
const NAME_KEYS = ['name', 'title'] as const;

/** Which key names the items of this list (`name`, `title`), if any: the editor asks for it first. */
export function nameKeyOf(def: BlockDefinition, arrayPath: Path): string | undefined {
  const shape = shapeOf(schemaAt(def.schema, [...arrayPath, 0]));
  return NAME_KEYS.find((key) => key in shape);
}

/** A new item for the list at `arrayPath` of `content`, with a fresh id and, if given, its name in both languages. */
export function newListItem(def: BlockDefinition, content: unknown, arrayPath: Path, name?: string): unknown {
  const list = getAt(content, arrayPath);
  const fromDefaults = getAt(
    def.defaults,
    arrayPath.map((part) => (typeof part === 'number' ? 0 : part)),
  );
  const itemSchema = schemaAt(def.schema, [...arrayPath, 0]);
  const template =
    (Array.isArray(fromDefaults) && fromDefaults[0]) ||
    (Array.isArray(list) && list.at(-1)) ||
    (itemSchema ? blankOf(itemSchema) : undefined);
  if (!isRecord(template)) return template;
  const item: Record<string, unknown> = structuredClone(template);
  if ('id' in item || 'id' in shapeOf(itemSchema)) item.id = newId();
  const nameKey = nameKeyOf(def, arrayPath);
  if (name && nameKey) item[nameKey] = { en: name, ar: name };
  return item;
}

function newId(): string {
  return globalThis.crypto.randomUUID();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
