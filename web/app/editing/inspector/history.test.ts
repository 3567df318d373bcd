import { describe, expect, it } from 'vitest';
import { type ContentChange, emptyHistory, type History, record, redo, seal, undo } from './history.ts';

const change = (blockId: string, before: unknown, after: unknown, burst?: string) => ({
  blockId,
  before,
  after,
  burst,
});

describe('undo history', () => {
  it('undoes and redoes changes across blocks, newest first', () => {
    let h: History = emptyHistory;
    h = record(h, change('a', 1, 2));
    h = record(h, change('b', 'x', 'y'));
    const first = undo(h);
    expect(first?.apply).toEqual({ blockId: 'b', content: 'x' });
    const second = undo(first?.history as History);
    expect(second?.apply).toEqual({ blockId: 'a', content: 1 });
    expect(undo(second?.history as History)).toBeNull();
    const again = redo(second?.history as History);
    expect(again?.apply).toEqual({ blockId: 'a', content: 2 });
  });

  it('merges a typing burst into one change until it is sealed', () => {
    let h: History = emptyHistory;
    h = record(h, change('a', 'T', 'Ti', 'title'));
    h = record(h, change('a', 'Ti', 'Tit', 'title'));
    expect(h.past).toEqual([change('a', 'T', 'Tit', 'title')]);
    h = seal(h);
    h = record(h, change('a', 'Tit', 'Titl', 'title'));
    expect(h.past).toHaveLength(2);
    // Another field (or block) starts a new entry even while a burst is open.
    h = record(h, change('a', 'Titl', 'Titl!', 'subtitle'));
    expect(h.past).toHaveLength(3);
  });

  it('drops a burst typed back to where it started', () => {
    let h: History = emptyHistory;
    h = record(h, change('a', 'T', 'Ti', 'title'));
    h = record(h, change('a', 'Ti', 'T', 'title'));
    expect(h.past).toEqual([]);
  });

  it('keeps the last 50 changes and forgets what could be redone after a new change', () => {
    let h: History = emptyHistory;
    for (let i = 0; i < 60; i++) h = record(h, change('a', i, i + 1));
    expect(h.past).toHaveLength(50);
    expect((h.past[0] as ContentChange).before).toBe(10);
    h = (undo(h) as { history: History }).history;
    expect(h.future).toHaveLength(1);
    h = record(h, change('a', 59, 100));
    expect(h.future).toHaveLength(0);
  });

  it('an undo ends the burst, so typing after it is a new change', () => {
    let h: History = emptyHistory;
    h = record(h, change('a', 1, 2, 'f'));
    h = record(h, change('a', 2, 3, 'g'));
    h = (undo(h) as { history: History }).history;
    h = record(h, change('a', 2, 5, 'f'));
    expect(h.past.map((c) => (c as ContentChange).after)).toEqual([2, 5]);
  });

  it('takes a block added, deleted or moved back and forward like any change', () => {
    let h: History = emptyHistory;
    h = record(h, change('a', 1, 2, 'title'));
    h = record(h, { structure: 'delete', blockId: 'b' });
    h = record(h, { structure: 'move', before: ['a', 'c'], after: ['c', 'a'] });
    const back = undo(h);
    expect(back?.apply).toEqual({
      structure: { structure: 'move', before: ['a', 'c'], after: ['c', 'a'] },
      direction: 'undo',
    });
    const deleted = undo(back?.history as History);
    expect(deleted?.apply).toEqual({ structure: { structure: 'delete', blockId: 'b' }, direction: 'undo' });
    expect(redo(deleted?.history as History)?.apply).toEqual({
      structure: { structure: 'delete', blockId: 'b' },
      direction: 'redo',
    });
    // The typing before the delete is still its own step under it.
    expect(undo(deleted?.history as History)?.apply).toEqual({ blockId: 'a', content: 1 });
  });

  it('a structure change ends a typing burst', () => {
    let h: History = emptyHistory;
    h = record(h, change('a', 'T', 'Ti', 'title'));
    h = record(h, { structure: 'add', blockId: 'n' });
    expect(h.open).toBe(false);
    h = record(h, change('a', 'Ti', 'Tit', 'title'));
    expect(h.past).toHaveLength(3);
  });
});
