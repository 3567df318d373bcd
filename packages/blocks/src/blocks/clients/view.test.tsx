import { describe, expect, it } from 'vitest';
import { renderView } from '../../test/render-view.tsx';
import { blockOf, seedBlock } from '../../test/seed.ts';
import ClientsView from './view.tsx';

const colors = (html: string) => [...html.matchAll(/data-color="([^"]+)"/g)].map((m) => m[1]);

describe('logo card grids', () => {
  it("clients: the first 15 with 'All' on both filters, six colours, pagination, the card's first paragraph", async () => {
    const content = seedBlock('our-clients', 'CLIENTS');
    const html = await renderView(<ClientsView block={blockOf('CLIENTS', content)} />);
    expect(content.clients).toHaveLength(20);
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(15);
    expect(colors(html).slice(0, 7)).toEqual([
      'redlight',
      'purplelight1',
      'yellowlight',
      'bluelight',
      'greenlight',
      'orangelight',
      'redlight',
    ]);
    // Each filter shows 'All' as its choice and as the first option of its (closed) list.
    // …and again in the form shown to browsers without scripts.
    expect(html.match(/>All</g)).toHaveLength(6);
    expect(html).toContain('aria-label="Client pages"');
    expect(html).toContain('A diversified group with hotels');
    expect(html).not.toContain('twelve companies');
    const arabic = await renderView(<ClientsView block={blockOf('CLIENTS', content)} />, 'ar');
    expect(arabic.match(/>الكل</g)).toHaveLength(6);
  });

  it('clients: no results message when nothing is there', async () => {
    const content = { ...seedBlock('our-clients', 'CLIENTS'), clients: [] };
    expect(await renderView(<ClientsView block={blockOf('CLIENTS', content)} />)).toContain('No results found');
    expect(await renderView(<ClientsView block={blockOf('CLIENTS', content)} />, 'ar')).toContain(
      'لم يتم العثور على نتائج',
    );
  });
});
