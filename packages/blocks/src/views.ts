import type { ComponentType } from 'react';
import { normalizeBlockType } from './block-type.ts';
import { loadOnce } from './load-once.ts';
import { nextTask } from './next-task.ts';
import type { BlockViewProps } from './view-types.ts';

type ViewModule = { default: ComponentType<BlockViewProps> };

// Each block folder's view.tsx, found by folder name, so a new block type needs no line here. Each
// view is its own chunk: a page downloads the views (and their slider or animation libraries) of
// the blocks it has, not those of every block type (ADR 0011).
// Their styles, though, load up front with the app's one stylesheet: server-rendered HTML must
// look right before (and without) any view's script.
import.meta.glob(['./blocks/**/*.module.css', './kits/**/*.module.css', './ui/*.module.css'], { eager: true });

const loaders = new Map(
  Object.entries(import.meta.glob<ViewModule>('./blocks/*/view.tsx')).map(
    ([file, load]) => [normalizeBlockType(file.split('/')[2] ?? ''), loadOnce(load)] as const,
  ),
);

export function hasBlockView(type: string): boolean {
  return loaders.has(normalizeBlockType(type));
}

/** The view module of a block type, loaded once; `undefined` for an unknown type. */
export function loadBlockView(type: string): Promise<ViewModule> | undefined {
  return loaders.get(normalizeBlockType(type))?.();
}

/**
 * Loads the views of these block types ahead of rendering, so a client-side navigation shows the
 * new page whole instead of block by block. Each is asked for in a task of its own: asking goes
 * through Vite's preload helper, a resource request or more per view, and a page's nine in one
 * go made one long task on a mid-range phone (issue #33).
 */
export async function preloadBlockViews(types: Iterable<string>): Promise<void> {
  const loading: Promise<unknown>[] = [];
  for (const type of new Set(types)) {
    if (loading.length > 0) await nextTask();
    loading.push(loadBlockView(type) ?? Promise.resolve());
  }
  await Promise.all(loading);
}

/**
 * Loads every block view. The server calls it once before it renders anything: a view still loading
 * would make React stream its block as a hidden part revealed by a script, and that HTML (kept in
 * the page cache) would show nothing without scripts and shift as it is revealed.
 */
export async function preloadAllBlockViews(): Promise<void> {
  await Promise.all([...loaders.values()].map((load) => load()));
}
