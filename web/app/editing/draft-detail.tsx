import type { Page } from '@site/blocks';
import {
  DETAIL_KINDS,
  type DetailItem,
  type DetailKind,
  type DetailSource,
  findDetailItem,
} from '@site/blocks/details';
import { MediaProvider } from '@site/blocks/react';
import { type ReactNode, useEffect, useState } from 'react';
import EditableDetail from './editable-detail.tsx';
import { editorApi } from './editor-api.ts';

type Found = { item: DetailItem; source: DetailSource; media: Page['media'] };

/**
 * Edit mode on a detail page whose item visitors do not see yet (a story added and not published,
 * ADR 0025): the item is looked for in the list page's draft and edited there; `missing` when the
 * draft has no such item either.
 */
export default function DraftDetail({
  kind,
  id,
  render,
  missing,
}: {
  kind: DetailKind;
  id: string;
  render: (item: DetailItem, source: DetailSource) => ReactNode;
  missing: ReactNode;
}) {
  const [found, setFound] = useState<Found | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    editorApi
      .getPage(DETAIL_KINDS[kind].list)
      .then((page) => {
        const hit = findDetailItem(kind, page, id);
        if (current) setFound(hit ? { ...hit, media: page.media } : null);
      })
      .catch((error) => {
        console.warn(error);
        if (current) setFound(null);
      });
    return () => {
      current = false;
    };
  }, [kind, id]);
  if (found === undefined) return null;
  if (!found) return missing;
  const { item, source } = found;
  return (
    <MediaProvider media={found.media}>
      <EditableDetail kind={kind} item={item} source={source} render={(current) => render(current, source)} />
    </MediaProvider>
  );
}
