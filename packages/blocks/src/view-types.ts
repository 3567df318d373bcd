import type { Block } from './page.ts';
import type { BlockContent, BlockType } from './registry.ts';

export interface BlockViewProps<T extends BlockType = BlockType> {
  block: Block<BlockContent<T>>;
}
