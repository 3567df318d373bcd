import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../registry.ts';
import { renderView } from '../../test/render-view.tsx';
import { blockOf, seedBlock } from '../../test/seed.ts';
import { checkBlockContent } from '../../validate.ts';
import PartnersView from './view.tsx';

const colors = (html: string) => [...html.matchAll(/data-color="([^"]+)"/g)].map((m) => m[1]);

describe('logo card grids', () => {
  it('partners: a button card each, cycling through four colours', async () => {
    const html = await renderView(<PartnersView block={blockOf('PARTNERS', seedBlock('our-partners', 'PARTNERS'))} />);
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(6);
    expect(colors(html)).toEqual(['redlight', 'purplelight1', 'yellowlight', 'bluelight', 'redlight', 'purplelight1']);
    expect(html).toContain('Nakhla Cloud');
    expect(html).toContain('Regional cloud hosting');
  });

  it('the defaults pass their schemas; unknown fields do not', () => {
    for (const type of ['PARTNERS', 'CLIENTS', 'AWARDS', 'TEAM'] as const) {
      expect(checkBlockContent(type, blockRegistry[type].defaults).ok).toBe(true);
    }
    expect(checkBlockContent('PARTNERS', { partners: [{ id: 'p', name: 'P', extra: 1 }] }).ok).toBe(false);
    expect(checkBlockContent('CLIENTS', { ...blockRegistry.CLIENTS.defaults, filters: { industry: [] } }).ok).toBe(
      false,
    );
  });
});
