import { describe, expect, it } from 'vitest';
import { solutionRoute } from './routes.ts';

describe('solutionRoute', () => {
  it.each([
    ['totara', '/solutions/totara-suite'],
    ['openedx', '/solutions/open-edx'],
    ['opensesame', '/solutions/opensesame'],
    ['ilearn', '/solutions/ilearn-catalogues'],
    ['bespoke', '/solutions/bespoke-content'],
    ['rosetta', '/solutions/rosetta-stone'],
    ['moodle', '#'],
    ['constructor', '#'],
  ])('card %s links to %s', (id, route) => {
    expect(solutionRoute(id)).toBe(route);
  });
});
