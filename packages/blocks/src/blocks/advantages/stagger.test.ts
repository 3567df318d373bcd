import { describe, expect, it } from 'vitest';
import { advantageDelay } from './stagger.ts';

describe('advantageDelay', () => {
  it('staggers by 0.1 s from 0.3 s', () => {
    expect([0, 1, 2, 3].map(advantageDelay)).toEqual([0.3, 0.4, 0.5, 0.6]);
  });
});
