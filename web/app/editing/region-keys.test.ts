import { describe, expect, it } from 'vitest';
import { nextRegion } from './region-keys.ts';

const region = (name: string) => {
  const element = {
    name,
    contains: (other: unknown) => other === element || (other as { in?: unknown })?.in === element,
  };
  return element as unknown as Element & { name: string };
};

describe('nextRegion (F6)', () => {
  const [bar, page, panel] = [region('bar'), region('page'), region('panel')];
  const regions = [bar, page, panel];
  const inside = (r: Element) => ({ in: r }) as unknown as Element;

  it('goes to the next region, round from the last to the first, and back with Shift', () => {
    expect(nextRegion(regions, inside(bar), false)).toBe(page);
    expect(nextRegion(regions, inside(panel), false)).toBe(bar);
    expect(nextRegion(regions, inside(bar), true)).toBe(panel);
    expect(nextRegion(regions, inside(page), true)).toBe(bar);
  });

  it('from outside every region: the first (the last, backwards); with none, nowhere', () => {
    expect(nextRegion(regions, null, false)).toBe(bar);
    expect(nextRegion(regions, inside(region('corner')), true)).toBe(panel);
    expect(nextRegion([], null, false)).toBeUndefined();
  });
});
