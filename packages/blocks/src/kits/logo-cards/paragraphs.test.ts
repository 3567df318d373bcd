import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs.ts';

describe('paragraphsOf', () => {
  it('splits on line breaks and drops blank lines (descriptions use blank lines between paragraphs)', () => {
    expect(paragraphsOf('First.\n\nSecond.\r\n  \r\nThird.')).toEqual(['First.', 'Second.', 'Third.']);
    expect(paragraphsOf('One\nTwo')).toEqual(['One', 'Two']);
    expect(paragraphsOf('   ')).toEqual([]);
  });
});
