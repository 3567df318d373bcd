import type { z } from 'zod';
import { getBlockDefinition } from './registry.ts';

export type ContentCheck =
  | { ok: true; content: unknown }
  | { ok: false; reason: 'unknown_block_type' }
  | { ok: false; reason: 'invalid_content'; issues: z.core.$ZodIssue[] };

/** Checks a block's content against its type's schema; the server and the editor both use this. */
export function checkBlockContent(blockType: string, content: unknown): ContentCheck {
  const def = getBlockDefinition(blockType);
  if (!def) return { ok: false, reason: 'unknown_block_type' };
  const result = def.schema.safeParse(content);
  if (!result.success) return { ok: false, reason: 'invalid_content', issues: result.error.issues };
  return { ok: true, content: result.data };
}
