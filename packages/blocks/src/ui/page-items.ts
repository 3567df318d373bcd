export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show (spec 000 §9): every page when there are 6 or fewer, otherwise the
 * first, the last, the current one with 1 sibling on each side, and an ellipsis for each gap.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 6) return Array.from({ length: Math.max(pageCount, 0) }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(2, current - 1);
  const end = Math.min(pageCount - 1, current + 1);
  const items: PageItem[] = [1];
  // A gap of exactly one page shows that page rather than an ellipsis standing in for it.
  if (start === 3) items.push(2);
  else if (start > 3) items.push('ellipsis-start');
  for (let n = start; n <= end; n++) items.push(n);
  if (end === pageCount - 2) items.push(pageCount - 1);
  else if (end < pageCount - 2) items.push('ellipsis-end');
  items.push(pageCount);
  return items;
}
