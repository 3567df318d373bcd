import { describe, expect, it } from 'vitest';
import { nextTab } from './keys.ts';

describe('nextTab', () => {
  it('moves down and up, wrapping', () => {
    expect(nextTab('ArrowDown', 0, 3, false)).toBe(1);
    expect(nextTab('ArrowDown', 2, 3, false)).toBe(0);
    expect(nextTab('ArrowUp', 0, 3, false)).toBe(2);
  });

  it('mirrors left and right in right-to-left pages', () => {
    expect(nextTab('ArrowRight', 0, 3, false)).toBe(1);
    expect(nextTab('ArrowLeft', 0, 3, false)).toBe(2);
    expect(nextTab('ArrowRight', 0, 3, true)).toBe(2);
    expect(nextTab('ArrowLeft', 0, 3, true)).toBe(1);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(nextTab('Home', 2, 3, false)).toBe(0);
    expect(nextTab('End', 0, 3, false)).toBe(2);
    expect(nextTab('a', 0, 3, false)).toBeUndefined();
    expect(nextTab('Home', 0, 0, false)).toBeUndefined();
  });
});
