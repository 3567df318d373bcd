import type { ComponentType } from 'react';
import { loadOnce } from './load-once.ts';
import type { Block, Page } from './page.ts';

/**
 * Detail pages (spec 000 §2): an item from a list block on one page, drawn by its own view, followed
 * by the blocks of a template page. Pure data here; the route in web/app/routes/detail-page.tsx
 * loads the pages.
 */
export const DETAIL_KINDS = {
  story: {
    prefix: 'customer-stories',
    list: 'customer-stories',
    template: 'story-detail-template',
    arrays: ['stories'],
  },
  vacancy: { prefix: 'vacancy-details', list: 'careers', template: 'vacancy-detail-template', arrays: ['jobs'] },
  resource: {
    prefix: 'resources',
    list: 'resources',
    template: 'resource-detail-template',
    // Spec 000 §2: "found in a block with posts or one with resources".
    arrays: ['posts', 'resources'],
  },
} as const satisfies Record<string, { prefix: string; list: string; template: string; arrays: readonly string[] }>;

export type DetailKind = keyof typeof DETAIL_KINDS;

export interface DetailItem {
  id: string;
  title?: unknown;
  detailContent?: unknown;
  [key: string]: unknown;
}

/** Where an item lives, so an editor can save it back into its block. */
export interface DetailSource {
  slug: string;
  blockId: string;
  blockType: string;
  /** The block's list that holds the item: 'stories'. Its place there is found by id (`detailPath`). */
  array: string;
}

/** One item's detail page, as `SiteContext.detailItem` answers (null: no such item with a page). */
export interface DetailFound {
  item: DetailItem;
  source: DetailSource;
  /** The size and WebP copies of the item's images. */
  media: Page['media'];
  /** The list page's name, for the breadcrumbs. */
  listTitle: Page['title'] | null;
}

export function detailKindForPath(pathname: string): DetailKind | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  return (Object.keys(DETAIL_KINDS) as DetailKind[]).find((kind) => DETAIL_KINDS[kind].prefix === first);
}

/**
 * The item with this id in the first block of `page` that holds one of the kind's arrays. An item
 * without detail content counts as missing (spec: "Missing story or detailContent").
 */
export function findDetailItem(
  kind: DetailKind,
  page: Page | null,
  id: string,
): { item: DetailItem; source: DetailSource } | undefined {
  for (const block of [...(page?.blocks ?? [])].sort((a, b) => a.order - b.order)) {
    for (const array of DETAIL_KINDS[kind].arrays) {
      const list = (block.content as Record<string, unknown> | null)?.[array];
      if (!Array.isArray(list)) continue;
      const item = list.find((entry) => isItem(entry) && entry.id === id) as DetailItem | undefined;
      if (!item) continue;
      if (!item.detailContent) return undefined;
      return {
        item,
        source: { slug: page?.slug ?? DETAIL_KINDS[kind].list, blockId: block.id, blockType: block.block_type, array },
      };
    }
  }
  return undefined;
}

/** Every item of the kind on `page` that has a page of its own (detail content), each id once. */
export function detailItems(kind: DetailKind, page: Page | null): DetailItem[] {
  const seen = new Map<string, DetailItem>();
  for (const block of [...(page?.blocks ?? [])].sort((a, b) => a.order - b.order)) {
    for (const array of DETAIL_KINDS[kind].arrays) {
      const list = (block.content as Record<string, unknown> | null)?.[array];
      if (!Array.isArray(list)) continue;
      for (const entry of list) if (isItem(entry) && !seen.has(entry.id)) seen.set(entry.id, entry);
    }
  }
  return [...seen.values()].filter((item) => item.detailContent);
}

function isItem(value: unknown): value is DetailItem {
  return typeof value === 'object' && value !== null && typeof (value as DetailItem).id === 'string';
}

export interface DetailViewProps {
  item: DetailItem;
  source: DetailSource;
}

export type DetailViewModule = { default: ComponentType<DetailViewProps> };

/** Each kind's view lives in the folder of the block that holds its items; loaded on demand. */
export const detailViews = {
  story: loadOnce<DetailViewModule>(() => import('./blocks/gallery/detail.tsx')),
  vacancy: loadOnce<DetailViewModule>(() => import('./blocks/vacancies/detail.tsx')),
  resource: loadOnce<DetailViewModule>(() => import('./blocks/resources/detail.tsx')),
} satisfies Record<DetailKind, unknown>;

export type { Block };
