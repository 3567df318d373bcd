import { describe, expect, it } from 'vitest';
import { pageItems, paginate } from './page-items.ts';

describe('pageItems', () => {
  it('shows every page when there are 6 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    [1, 10, [1, 2, 'ellipsis-end', 10]],
    [2, 10, [1, 2, 3, 'ellipsis-end', 10]],
    [3, 10, [1, 2, 3, 4, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [8, 10, [1, 'ellipsis-start', 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis-start', 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 7, [1, 2, 'ellipsis-end', 7]],
  ])('page %i of %i → %j', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });

  it('keeps an out-of-range page inside the list', () => {
    expect(pageItems(99, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });
});

describe('paginate', () => {
  const list = Array.from({ length: 31 }, (_, i) => i + 1);
  it('cuts pages of the given size and counts them', () => {
    expect(paginate(list, 1, 12)).toEqual({ items: list.slice(0, 12), pageCount: 3, page: 1 });
    expect(paginate(list, 3, 12).items).toEqual([25, 26, 27, 28, 29, 30, 31]);
  });
  it('clamps a bad page number and has one page for an empty list', () => {
    expect(paginate(list, 0, 12).page).toBe(1);
    expect(paginate(list, 9, 12).page).toBe(3);
    expect(paginate([], 1, 12)).toEqual({ items: [], pageCount: 1, page: 1 });
  });
});
