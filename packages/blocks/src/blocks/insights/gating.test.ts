import { describe, expect, it } from 'vitest';
import { insightsInteractive } from './gating.ts';

describe('insightsInteractive', () => {
  it.each([
    [1366, 6, true],
    [1366, 4, true],
    [1366, 3, false],
    [1366, 1, false],
    [1025, 4, true],
    [1025, 3, false],
    [1024, 3, true],
    [1024, 2, true],
    [390, 2, true],
    [390, 1, false],
    [390, 0, false],
  ])('at %i px with %i posts: %s', (width, count, expected) => {
    expect(insightsInteractive(count, width)).toBe(expected);
  });
});
