import type { z } from 'zod';
import type { EditableFields } from './fields.ts';

export interface BlockDefinition<S extends z.ZodType = z.ZodType> {
  /** Stored `block_type`, upper snake case; compared case-insensitively. */
  readonly type: string;
  readonly schema: S;
  readonly fields: EditableFields;
  /** Content a newly added block starts with; must pass the schema. */
  readonly defaults: z.input<S>;
}

export function defineBlock<const T extends string, S extends z.ZodType>(def: {
  type: T;
  schema: S;
  fields: EditableFields;
  defaults: z.input<S>;
}): BlockDefinition<S> & { type: T } {
  return def;
}
