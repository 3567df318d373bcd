import { describe, expect, it } from 'vitest';
import { ALL, filterByCategories, firstOption, matchesFilters, pageFromQuery, validChoice } from './filters.ts';

const stories = [
  { id: 'a', categories: ['banking', 'totara'] },
  { id: 'b', categories: ['banking', 'openedx'] },
  { id: 'c', categories: ['government', 'totara'] },
  { id: 'd', categories: [] },
];
const ids = (list: { id: string }[]) => list.map((s) => s.id);

describe('story filters', () => {
  it('shows everything when both filters are all', () => {
    expect(ids(filterByCategories(stories, { industry: ALL, solution: ALL }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps a story only when it matches both filters', () => {
    expect(ids(filterByCategories(stories, { industry: 'banking', solution: ALL }))).toEqual(['a', 'b']);
    expect(ids(filterByCategories(stories, { industry: ALL, solution: 'totara' }))).toEqual(['a', 'c']);
    expect(ids(filterByCategories(stories, { industry: 'banking', solution: 'totara' }))).toEqual(['a']);
    expect(filterByCategories(stories, { industry: 'government', solution: 'openedx' })).toEqual([]);
    expect(matchesFilters([], { industry: ALL, solution: ALL })).toBe(true);
    expect(matchesFilters([], { industry: 'banking', solution: ALL })).toBe(false);
  });

  it('reads choices from the address, falling back to all for unknown ones', () => {
    const options = [{ id: 'banking' }, { id: 'energy' }];
    expect(validChoice('energy', options)).toBe('energy');
    expect(validChoice('space-travel', options)).toBe(ALL);
    expect(validChoice(null, options)).toBe(ALL);
    expect(validChoice('', options)).toBe(ALL);
  });

  it('reads a page from the address: whole numbers from 1, else 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('-2')).toBe(1);
    expect(pageFromQuery('2.5')).toBe(1);
    expect(pageFromQuery('two')).toBe(1);
  });

  it('finds the industry tag of a card among its categories', () => {
    const industries = [
      { id: 'government', name: 'Government' },
      { id: 'banking', name: 'Banking' },
    ];
    expect(firstOption(['totara', 'banking'], industries)?.name).toBe('Banking');
    expect(firstOption(['totara'], industries)).toBeUndefined();
  });
});
