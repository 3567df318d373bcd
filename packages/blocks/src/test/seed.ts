import { readFileSync } from 'node:fs';
import type { Block } from '../page.ts';
import type { BlockContent, BlockType } from '../registry.ts';

export type SeedPage = { blocks: Array<{ block_type: string; content: unknown }> };

/** For tests: a page of the seed content (content/seed/<slug>.json). */
export function seedPage(slug: string): SeedPage {
  return JSON.parse(readFileSync(new URL(`../../../../content/seed/${slug}.json`, import.meta.url), 'utf8'));
}

/** For tests: the content of the first block of `type` on a seed page. */
export function seedBlock<T extends BlockType>(slug: string, type: T): BlockContent<T> {
  const found = seedPage(slug).blocks.find((b) => b.block_type === type);
  if (!found) throw new Error(`${slug} has no ${type}`);
  return found.content as BlockContent<T>;
}

/** For tests: a stored block of `type` holding `content`, as a view receives it. */
export function blockOf<T extends BlockType>(type: T, content: BlockContent<T>): Block<BlockContent<T>> {
  return { id: 'b', block_type: type, order: 1, content, version: 1 } as Block<BlockContent<T>>;
}
