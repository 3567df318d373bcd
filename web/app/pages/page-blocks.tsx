import type { Page } from '@site/blocks';
import { BlockList, leadBlockId, MediaProvider } from '@site/blocks/react';
import { Suspense } from 'react';
import { EditableBlockList } from '../editing/lazy.ts';
import { useEditing } from '../editing/use-edit-mode.ts';

/**
 * A stored page's blocks: as visitors see them, or with the editor around them in edit mode.
 * `template` pages (the blocks under a detail page) get the spec's template save alert.
 */
export function PageBlocks({ page, template = false }: { page: Page; template?: boolean }) {
  const editing = useEditing();
  // A template's blocks sit below a detail page's item: none of them is the page's first picture.
  return (
    <MediaProvider media={page.media} lead={template ? undefined : leadBlockId(page.blocks)}>
      {editing ? (
        <Suspense fallback={<BlockList blocks={page.blocks} />}>
          <EditableBlockList page={page} template={template} />
        </Suspense>
      ) : (
        <BlockList blocks={page.blocks} />
      )}
    </MediaProvider>
  );
}
