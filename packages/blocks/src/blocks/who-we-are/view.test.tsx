import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../test/render-block.tsx';

describe('WHO_WE_ARE', () => {
  it('splits the description into paragraphs and loops the gallery with a hidden copy', async () => {
    const html = await renderBlock(
      'WHO_WE_ARE',
      {
        subtitle: { en: 'Who we are', ar: 'من نحن' },
        title: { en: 'Our team', ar: 'فريقنا' },
        description: { en: 'One.\nTwo.', ar: 'أولًا.\nثانيًا.' },
        images: [
          { id: 'a', src: '/a.svg', alt: { en: 'A workshop', ar: 'ورشة عمل' } },
          { id: 'b', src: '/b.svg' },
        ],
      },
      { lng: 'ar' },
    );
    expect(html).toMatch(/<p>أولًا.<\/p><p>ثانيًا.<\/p>/);
    expect(html.match(/<img/g)).toHaveLength(4);
    expect(html.match(/alt="ورشة عمل"/g)).toHaveLength(1);
    expect(html).toMatch(/<ul[^>]*aria-hidden="true"/);
  });
});

describe('VISION', () => {
  it('puts every other section’s image on the other side, on the section’s colour', async () => {
    const section = (id: string) => ({ id, title: id, description: 'Line one\nLine two', image: `/${id}.svg` });
    const html = await renderBlock('VISION', {
      sections: [{ ...section('vision'), backgroundColor: '#FFF6E6' }, section('mission'), section('values')],
    });
    const panels = html.match(/<article[^>]*>/g) ?? [];
    expect(panels).toHaveLength(3);
    expect(panels.map((p) => p.includes('data-flip'))).toEqual([false, true, false]);
    expect(panels[0]).toContain('background-color:#FFF6E6');
    expect(html.match(/<p>Line one<\/p><p>Line two<\/p>/g)).toHaveLength(3);
  });
});

describe('PROMISE_CARDS', () => {
  it('numbers the cards under the main title', async () => {
    const html = await renderBlock('PROMISE_CARDS', {
      mainTitle: 'Our promise',
      cards: [
        { id: 'a', title: 'Honest advice' },
        { id: 'b', title: 'On time' },
      ],
    });
    expect(html).toMatch(/<h2[^>]*>Our promise<\/h2>/);
    expect(html).toMatch(/01<\/span><h3>Honest advice<\/h3>/);
    expect(html).toMatch(/02<\/span><h3>On time<\/h3>/);
  });
});
