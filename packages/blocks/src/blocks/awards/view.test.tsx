import { describe, expect, it } from 'vitest';
import { renderView } from '../../test/render-view.tsx';
import { blockOf, seedBlock } from '../../test/seed.ts';
import AwardsView from './view.tsx';

const colors = (html: string) => [...html.matchAll(/data-color="([^"]+)"/g)].map((m) => m[1]);

describe('logo card grids', () => {
  it('awards: six colours', async () => {
    const html = await renderView(<AwardsView block={blockOf('AWARDS', seedBlock('our-awards', 'AWARDS'))} />, 'ar');
    expect(colors(html)).toEqual(['redlight', 'purplelight1', 'yellowlight', 'bluelight', 'greenlight', 'orangelight']);
    expect(html).toContain('جوائز الخليج لتقنيات التعليم، 2025');
  });
});
