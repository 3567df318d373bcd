import { moveItem } from '@site/blocks/item-summary';
import { describe, expect, it } from 'vitest';
import { listsShownBy } from '../item-in-block.ts';
import { movesBetween } from './list-block-save.ts';

describe('a list block saved entry by entry (issue #30)', () => {
  it('names the arrays that show a collection', () => {
    expect(listsShownBy('GALLERY')).toEqual([{ array: 'stories', collection: 'stories' }]);
    expect(listsShownBy('TEAM')).toEqual([{ array: 'members', collection: 'team' }]);
    expect(listsShownBy('HERO')).toEqual([]);
  });

  it('turns one card dragged into one move, and any order into moves that give it', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    expect(movesBetween(ids, ids)).toEqual([]);
    expect(movesBetween(ids, moveItem(ids, 3, 0))).toEqual([{ id: 'd', after: null }]);
    expect(movesBetween(ids, moveItem(ids, 1, 3))).toEqual([{ id: 'b', after: 'd' }]);
    for (let round = 0; round < 50; round++) {
      const shuffled = [...ids].sort(() => Math.random() - 0.5);
      let order = [...ids];
      for (const { id, after } of movesBetween(ids, shuffled)) {
        order = order.filter((x) => x !== id);
        order.splice(after === null ? 0 : order.indexOf(after) + 1, 0, id);
      }
      expect(order).toEqual(shuffled);
    }
  });
});
