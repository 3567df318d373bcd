import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../test/render-block.tsx';

const items = [
  { id: 'a', logo: '/data/uploads/seed/client-1.svg', name: 'Ramlah Holding' },
  { id: 'b', logo: '/data/uploads/seed/client-2.svg', name: 'Falaj Energy' },
];

describe('LOGO_STRIP', () => {
  it('draws the logos twice for a seamless loop, the copy hidden from assistive tech', async () => {
    const html = await renderBlock('LOGO_STRIP', { title: 'Trusted by', items });
    expect(html.match(/<img/g)).toHaveLength(4);
    expect(html.match(/alt="Ramlah Holding"/g)).toHaveLength(1);
    const lists = html.match(/<ul[^>]*>/g) ?? [];
    expect(lists).toHaveLength(2);
    expect(lists[0]).not.toContain('aria-hidden');
    expect(lists[1]).toContain('aria-hidden="true"');
    expect(lists[1]).toContain('inert');
    expect(html).toMatch(/<button[^>]*aria-pressed="false"/);
  });

  it('renders nothing without items', async () => {
    expect(await renderBlock('LOGO_STRIP', { title: 'Trusted by', items: [] })).toBe('');
    expect(await renderBlock('LOGO_STRIP', { title: 'Trusted by' })).toBe('');
  });
});

describe('ADVANTAGES', () => {
  it('renders nothing without content', async () => {
    expect(await renderBlock('ADVANTAGES', {})).toBe('');
    expect(await renderBlock('ADVANTAGES', { advantages: [] })).toBe('');
  });

  it('draws each advantage with its icon, unknown icons as expertise, and the button to /contact', async () => {
    const html = await renderBlock('ADVANTAGES', {
      title: 'Why us',
      buttonText: 'Talk to us',
      advantages: [
        { id: '1', title: 'One', iconId: 'full-service' },
        { id: '2', title: 'Two', icon: 'rocket' },
      ],
    });
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('M9 16.2L4.8 12'); // full_service
    expect(html).toContain('M12 2l2.9 6.1'); // expertise, for the unknown 'rocket'
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Talk to us<\/a>/);
  });
});
