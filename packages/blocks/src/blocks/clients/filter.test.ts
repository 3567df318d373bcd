import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL, filterByCategories, matchesFilters, validChoice } from '../../kits/list-page/filters.ts';
import { paginate } from '../../ui/page-items.ts';
import { CLIENTS_PER_PAGE } from './filter.ts';

const filterClients = filterByCategories;

const clients = [
  { id: 'a', categories: ['government', 'totara'] },
  { id: 'b', categories: ['banking', 'totara', 'ilearn'] },
  { id: 'c', categories: ['banking', 'rosetta'] },
  { id: 'd', categories: [] },
  { id: 'e' },
];
const ids = (industry: string, solution: string) => filterClients(clients, { industry, solution }).map((c) => c.id);

describe('client filters (spec 000 §2)', () => {
  it("'all' on both shows every client, with or without categories", () => {
    expect(ids(ALL, ALL)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('one filter set', () => {
    expect(ids('banking', ALL)).toEqual(['b', 'c']);
    expect(ids(ALL, 'totara')).toEqual(['a', 'b']);
  });

  it('a client must match both filters', () => {
    expect(ids('banking', 'totara')).toEqual(['b']);
    expect(ids('government', 'rosetta')).toEqual([]);
    expect(matchesFilters(['banking'], { industry: 'banking', solution: 'rosetta' })).toBe(false);
    expect(matchesFilters(undefined, { industry: ALL, solution: ALL })).toBe(true);
  });

  it('a choice that is no longer an option falls back to all', () => {
    const options = [{ id: 'banking' }, { id: 'energy' }];
    expect(validChoice('banking', options)).toBe('banking');
    expect(validChoice('gone', options)).toBe(ALL);
    expect(validChoice(ALL, options)).toBe(ALL);
  });
});

describe('the seeded clients page', () => {
  const page = JSON.parse(
    readFileSync(new URL('../../../../../content/seed/our-clients.json', import.meta.url), 'utf8'),
  );
  const block = page.blocks.find((b: { block_type: string }) => b.block_type === 'CLIENTS').content;

  it('has two pages of 15 and filters that narrow and empty the list', () => {
    expect(CLIENTS_PER_PAGE).toBe(15);
    expect(paginate(block.clients, 1, CLIENTS_PER_PAGE).pageCount).toBe(2);
    expect(filterClients(block.clients, { industry: 'aviation', solution: ALL }).length).toBeGreaterThan(1);
    expect(filterClients(block.clients, { industry: 'aviation', solution: 'rosetta' })).toEqual([]);
  });

  it('every category is an option id, and every option has a client', () => {
    const optionIds = [...block.filters.industry, ...block.filters.solution].map((o: { id: string }) => o.id);
    const used = new Set(block.clients.flatMap((c: { categories: string[] }) => c.categories));
    for (const id of used) expect(optionIds).toContain(id);
    for (const id of optionIds) expect(used.has(id)).toBe(true);
  });
});
