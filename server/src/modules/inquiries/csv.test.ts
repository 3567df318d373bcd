import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes what needs quoting, keeps Arabic, and defuses formulas', () => {
    const csv = toCsv(
      ['name', 'note'],
      [
        ['ليلى', 'said "hi",\nthen left'],
        ['=HYPERLINK("x")', '-5'],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'name,note',
      'ليلى,"said ""hi"",\nthen left"',
      `"'=HYPERLINK(""x"")",'-5`,
      '',
    ]);
  });
});
