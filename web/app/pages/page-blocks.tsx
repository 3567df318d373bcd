import type { Page } from '@site/blocks';
import { BlockList } from '@site/blocks/react';
import { Suspense } from 'react';
import { EditableBlockList } from '../editing/lazy.ts';
import { useEditMode } from '../editing/use-edit-mode.ts';

/**
 * A stored page's blocks: as visitors see them, or with the editor around them in edit mode.
 * `template` pages (the blocks under a detail page) get the spec's template save alert.
 */
export function PageBlocks({ page, template = false }: { page: Page; template?: boolean }) {
  const editing = useEditMode().active;
  if (!editing) return <BlockList blocks={page.blocks} />;
  return (
    <Suspense fallback={<BlockList blocks={page.blocks} />}>
      <EditableBlockList page={page} template={template} />
    </Suspense>
  );
}
