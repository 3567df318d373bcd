import type { Page } from '@site/blocks';
import { BlockList, ListSlices, leadBlockId, MediaProvider } from '@site/blocks/react';
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
        <Suspense fallback={<VisitorBlocks page={page} />}>
          <EditableBlockList page={page} template={template} />
        </Suspense>
      ) : (
        <VisitorBlocks page={page} />
      )}
    </MediaProvider>
  );
}

/**
 * The page as the server sent it for this address: its lists are already cut to the page shown
 * (`page.lists`). The editor's draft holds whole lists instead, which the views cut themselves.
 */
export function VisitorBlocks({ page }: { page: Page }) {
  return (
    <ListSlices lists={page.lists}>
      <BlockList blocks={page.blocks} />
    </ListSlices>
  );
}
