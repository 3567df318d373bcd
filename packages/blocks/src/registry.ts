import type { z } from 'zod';
import { normalizeBlockType } from './block-type.ts';
import { advantages } from './blocks/advantages/schema.ts';
import { cta } from './blocks/cta/schema.ts';
import { footer } from './blocks/footer/schema.ts';
import { header } from './blocks/header/schema.ts';
import { hero } from './blocks/hero/schema.ts';
import { insights } from './blocks/insights/schema.ts';
import { logoStrip } from './blocks/logo-strip/schema.ts';
import { solutionsGrid } from './blocks/solutions-grid/schema.ts';
import { success } from './blocks/success/schema.ts';
import { successStories } from './blocks/success-stories/schema.ts';
import { text } from './blocks/text/schema.ts';
import { welcome } from './blocks/welcome/schema.ts';
import type { BlockDefinition } from './define-block.ts';

/**
 * Every block type, one line each. A type's folder under blocks/ holds its schema (here) and its
 * view (found by folder name in views.ts).
 */
export const blockRegistry = {
  HEADER: header,
  FOOTER: footer,
  HERO: hero,
  WELCOME: welcome,
  SOLUTIONS_GRID: solutionsGrid,
  ADVANTAGES: advantages,
  LOGO_STRIP: logoStrip,
  SUCCESS_STORIES: successStories,
  INSIGHTS: insights,
  CTA: cta,
  TEXT: text,
  SUCCESS: success,
} as const satisfies Record<string, BlockDefinition>;

export type BlockType = keyof typeof blockRegistry;
export type BlockContent<T extends BlockType> = z.infer<(typeof blockRegistry)[T]['schema']>;

export function getBlockDefinition(type: string): BlockDefinition | undefined {
  const key = normalizeBlockType(type);
  return Object.hasOwn(blockRegistry, key) ? blockRegistry[key as BlockType] : undefined;
}
