import { describe, expect, it } from 'vitest';
import { inkOn } from './ink.ts';

describe('inkOn', () => {
  it('draws ink on pastel and bright colours, white on strong ones', () => {
    expect(inkOn('#fdf1d6')).toBe('var(--color-ink)');
    expect(inkOn('#e3f2f1')).toBe('var(--color-ink)');
    expect(inkOn('#f2b134')).toBe('var(--color-ink)');
    expect(inkOn('#fff')).toBe('var(--color-ink)');
    expect(inkOn('#0d6e6e')).toBe('#fff');
    expect(inkOn('#3b5bdb')).toBe('#fff');
    expect(inkOn('#c2410c')).toBe('#fff');
  });

  it('keeps white for colours it does not judge', () => {
    expect(inkOn(undefined)).toBe('#fff');
    expect(inkOn('teal')).toBe('#fff');
    expect(inkOn('rgb(1 2 3)')).toBe('#fff');
  });
});
