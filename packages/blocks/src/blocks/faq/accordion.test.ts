import { describe, expect, it } from 'vitest';
import { focusTarget, INITIALLY_OPEN, toggle } from './accordion.ts';

describe('FAQ accordion', () => {
  it('opens the first answer initially', () => {
    expect(INITIALLY_OPEN).toBe(0);
  });

  it('keeps one answer open at a time and closes the open one when clicked', () => {
    expect(toggle(0, 2)).toBe(2);
    expect(toggle(2, 2)).toBeNull();
    expect(toggle(null, 1)).toBe(1);
  });

  it('moves focus with arrows, Home and End, wrapping around', () => {
    expect(focusTarget('ArrowDown', 0, 3)).toBe(1);
    expect(focusTarget('ArrowDown', 2, 3)).toBe(0);
    expect(focusTarget('ArrowUp', 0, 3)).toBe(2);
    expect(focusTarget('Home', 2, 3)).toBe(0);
    expect(focusTarget('End', 0, 3)).toBe(2);
    expect(focusTarget('Enter', 0, 3)).toBeUndefined();
    expect(focusTarget('ArrowDown', 0, 0)).toBeUndefined();
  });
});
