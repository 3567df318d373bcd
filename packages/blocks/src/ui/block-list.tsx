import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeBlockType } from '../block-type.ts';
import type { Block } from '../page.ts';
import type { BlockViewProps } from '../view-types.ts';
import { blockViews } from '../views.ts';

/** Draws a page's blocks in `order`, each with the view registered for its type. */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  const sorted = [...blocks].sort((a, b) => a.order - b.order);
  return (
    <>
      {sorted.map((block) => {
        const View = blockViews[normalizeBlockType(block.block_type)] as ComponentType<BlockViewProps> | undefined;
        return View ? (
          <View key={block.id} block={block as BlockViewProps['block']} />
        ) : (
          <UnknownBlock key={block.id} type={block.block_type} />
        );
      })}
    </>
  );
}

/** Nothing for visitors in production; a visible warning while developing. */
function UnknownBlock({ type }: { type: string }) {
  const { t } = useTranslation();
  if (!import.meta.env.DEV) return null;
  return (
    <div role="note" className="unknown-block">
      {t('blocks.unknownType', { type })}
    </div>
  );
}
