import { describe, expect, it } from 'vitest';
import type { BlockContent } from '../../registry.ts';
import { renderView } from '../../test/render-view.tsx';
import { blockOf, seedPage } from '../../test/seed.ts';
import { stepLabel, stepPosition } from './labels.ts';
import TimelineView from './view.tsx';

describe('TIMELINE', () => {
  it('labels steps with two digits and alternates them above and below the line', async () => {
    expect([0, 1, 8, 9, 10].map(stepLabel)).toEqual(['01', '02', '09', '10', '11']);
    expect([0, 1, 2, 3].map(stepPosition)).toEqual(['above', 'below', 'above', 'below']);
    const template = seedPage('vacancy-detail-template').blocks[0]?.content as BlockContent<'TIMELINE'>;
    const html = await renderView(<TimelineView block={blockOf('TIMELINE', template)} />);
    expect(html).toMatch(/<h2[^>]*>Our selection process<br\/>What to expect after you apply<\/h2>/);
    expect(html.match(/data-position="(above|below)"/g)).toEqual([
      'data-position="above"',
      'data-position="below"',
      'data-position="above"',
      'data-position="below"',
      'data-position="above"',
    ]);
    expect(html).toContain('>05</span>');
  });
});
