import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

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
