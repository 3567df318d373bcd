import type { ComponentType } from 'react';
import { normalizeBlockType } from './block-type.ts';
import type { BlockViewProps } from './view-types.ts';

// Each block folder's view.tsx, found by folder name, so a new block type needs no line here.
const modules = import.meta.glob<{ default: ComponentType<BlockViewProps> }>('./blocks/*/view.tsx', { eager: true });

export const blockViews: Readonly<Record<string, ComponentType<BlockViewProps>>> = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [normalizeBlockType(file.split('/')[2] ?? ''), module.default]),
);
