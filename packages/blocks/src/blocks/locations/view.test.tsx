import { describe, expect, it } from 'vitest';
import { renderView } from '../../test/render-view.tsx';
import { blockOf } from '../../test/seed.ts';
import LocationsView from './view.tsx';

describe('LOCATIONS', () => {
  it('links each office to a map search in a new tab', async () => {
    const html = await renderView(
      <LocationsView
        block={blockOf('LOCATIONS', {
          locations: [
            {
              id: 'x',
              country: 'Qatar',
              address: 'Line 1\nLine 2',
              map_link: 'View on map',
              gmaps_query: 'West Bay, Doha & Co',
            },
          ],
        })}
      />,
    );
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=West%20Bay%2C%20Doha%20%26%20Co"',
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('<span>Line 1</span><span>Line 2</span>');
  });
});
