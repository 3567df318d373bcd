import { describe, expect, it } from 'vitest';
import { addressFromTitle, menuPlaces } from './addresses.ts';

describe('addressFromTitle', () => {
  it('makes a lower-case address of latin letters, digits and hyphens', () => {
    expect(addressFromTitle('Careers day')).toBe('/careers-day');
    expect(addressFromTitle('  Café & Totara: 2027!  ')).toBe('/cafe-totara-2027');
    expect(addressFromTitle('يوم التوظيف')).toBe('/');
    expect(addressFromTitle('a'.repeat(80))).toHaveLength(61);
  });
});

describe('menuPlaces', () => {
  const entry = (id: string, path: string, children?: unknown[]) => ({ id, label: id, path, children });
  const menu = [
    entry('Solutions', '#', [entry('Suite', '/suite', [entry('Learn', '/learn')]), entry('Edx', '/edx')]),
    entry('Company', '#', [entry('About', '/about')]),
  ] as Parameters<typeof menuPlaces>[0];

  it('offers the first two levels, named with their parents, and the entry a page sits under', () => {
    const { places, around } = menuPlaces(menu, String, '/about');
    expect(places.map((p) => p.name)).toEqual([
      'Solutions',
      'Solutions › Suite',
      'Solutions › Edx',
      'Company',
      'Company › About',
    ]);
    expect(around).toBe('Company');
    // A page at the third level sits under its parent, which can take another child.
    expect(menuPlaces(menu, String, '/learn').around).toBe('Suite');
    expect(menuPlaces(menu, String, '/nowhere').around).toBeUndefined();
  });
});
