import { describe, expect, it } from 'vitest';
import { findMenuItem, headerVariant, isCurrent, type MenuNode, mobileEntries } from './menu.ts';

const item = (id: string, path = `/${id}`, children?: MenuNode[]): MenuNode => ({
  id,
  label: { en: id, ar: id },
  path,
  ...(children ? { children } : {}),
});

const suite = item('sol-totara', '/solutions/totara-suite', [item('learn'), item('perform')]);
const menu = [
  item('nav-solutions', '#', [suite, item('open-edx')]),
  item('nav-company', '#', [item('about'), item('group', '#', [item('deep')])]),
  item('nav-resources', '/resources', [item('blog')]),
];

describe('header menu', () => {
  it('finds an item anywhere in the tree', () => {
    expect(findMenuItem(menu, 'sol-totara')).toBe(suite);
    expect(findMenuItem(menu, 'deep')?.path).toBe('/deep');
    expect(findMenuItem(menu, 'nope')).toBeUndefined();
  });

  it("flattens the suite's children into the mobile solutions section, right after the suite", () => {
    expect(mobileEntries(menu[0] as MenuNode).map((e) => [e.item.id, e.depth])).toEqual([
      ['sol-totara', 2],
      ['learn', 2],
      ['perform', 2],
      ['open-edx', 2],
    ]);
  });

  it('indents a third level elsewhere, and lists a section page of its own first', () => {
    expect(mobileEntries(menu[1] as MenuNode).map((e) => [e.item.id, e.depth])).toEqual([
      ['about', 2],
      ['group', 2],
      ['deep', 3],
    ]);
    expect(mobileEntries(menu[2] as MenuNode).map((e) => e.item.id)).toEqual(['nav-resources', 'blog']);
  });

  it('picks the variant from the path and the scroll position', () => {
    expect(headerVariant('/', false)).toBe('transparent');
    expect(headerVariant('/', true)).toBe('solid');
    expect(headerVariant('/solutions/totara', false)).toBe('totara');
    expect(headerVariant('/solutions/totara-learn', true)).toBe('totara');
    expect(headerVariant('/solutions/open-edx', false)).toBe('white');
    expect(headerVariant('/about', true)).toBe('white');
  });

  it('marks the current page, ignoring a trailing slash and never for #', () => {
    expect(isCurrent(item('about'), '/about/')).toBe(true);
    expect(isCurrent(item('x', '#'), '/')).toBe(false);
  });
});
