import type { DetailKind } from '@site/blocks/details';
import { isPageJson, readPage } from './page-json.ts';

/** What the browser must load before hydrating: the block types and detail view on this page. */
export interface ViewsOnPage {
  types: string[];
  detail: DetailKind | null;
}

export const VIEWS_ON_PAGE_ID = 'views-on-page';

/**
 * Reads the views a page needs from its route data: every `blocks` list (header, footer, the page,
 * a detail page's template; pages handed over as JSON text are read) and a detail page's kind.
 */
export function viewsOnPage(routeData: readonly unknown[]): ViewsOnPage {
  const types = new Set<string>();
  let detail: DetailKind | null = null;
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 3) return;
    if (isPageJson(value)) return visit(readPage(value), depth);
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.blocks)) {
      for (const block of record.blocks) {
        const type = (block as { block_type?: unknown }).block_type;
        if (typeof type === 'string') types.add(type);
      }
    }
    if (typeof record.kind === 'string' && record.item) detail = record.kind as DetailKind;
    for (const child of Object.values(record))
      if (child && typeof child === 'object' && !Array.isArray(child)) visit(child, depth + 1);
  };
  for (const data of routeData) visit(data, 0);
  return { types: [...types].sort(), detail };
}
