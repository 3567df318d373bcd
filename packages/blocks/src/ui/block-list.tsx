import { Suspense, use } from 'react';
import type { Block } from '../page.ts';
import type { BlockViewProps } from '../view-types.ts';
import { loadBlockView } from '../views.ts';
import { useT } from './use-language.ts';

/** Draws a page's blocks in `order`, each with the view registered for its type. */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  const sorted = [...blocks].sort((a, b) => a.order - b.order);
  return (
    <>
      {sorted.map((block) => (
        <BlockView key={block.id} block={block} />
      ))}
    </>
  );
}

/**
 * One block, drawn by its type's view. Views load on demand: the server waits for them, and while
 * one downloads in the browser, hydration keeps the server's HTML in place.
 */
export function BlockView({ block }: { block: Block }) {
  const view = loadBlockView(block.block_type);
  if (!view) return <UnknownBlock type={block.block_type} />;
  return (
    <Suspense fallback={null}>
      <LoadedView view={view} block={block} />
    </Suspense>
  );
}

function LoadedView({ view, block }: { view: NonNullable<ReturnType<typeof loadBlockView>>; block: Block }) {
  const View = use(view).default;
  return <View block={block as BlockViewProps['block']} />;
}

/**
 * Nothing for visitors in production; a visible warning while developing. Styled inline: the build
 * drops it, so visitors download none of its styles.
 */
function UnknownBlock({ type }: { type: string }) {
  const t = useT();
  if (!import.meta.env.DEV) return null;
  return (
    <div role="note" style={UNKNOWN_BLOCK_STYLE}>
      {t('blocks.unknownType', { type })}
    </div>
  );
}

const UNKNOWN_BLOCK_STYLE = {
  margin: '1rem auto',
  padding: '1rem',
  maxInlineSize: 'var(--container)',
  border: '2px dashed var(--color-danger)',
  color: 'var(--color-danger)',
  fontFamily: 'monospace',
} as const;
