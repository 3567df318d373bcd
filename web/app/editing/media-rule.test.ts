import { describe, expect, it } from 'vitest';
import { setField } from './media-rule.ts';

const hero = { mainImage: '/data/uploads/seed/main.svg', image_alt: { en: 'Our team', ar: 'فريقنا' }, title: {} };
const mainImage = { path: ['mainImage'], kind: 'media' as const, alt: 'image_alt' };

describe('setField', () => {
  it('clears the description of a picture whose file changes, and gives it back to offer', () => {
    const { content, cleared } = setField(hero, mainImage, '/data/uploads/abc.png');
    expect(content).toEqual({ mainImage: '/data/uploads/abc.png', title: {} });
    expect(cleared).toEqual({ path: ['image_alt'], alt: { en: 'Our team', ar: 'فريقنا' } });
  });

  it('finds the description beside a picture in a list item', () => {
    const block = {
      images: [
        { id: 'a', src: '/a.png', alt: { en: 'A' } },
        { id: 'b', src: '/b.png' },
      ],
    };
    const field = { path: ['images', 0, 'src'], kind: 'media' as const, alt: 'alt' };
    const { content, cleared } = setField(block, field, '/c.png');
    expect(content).toEqual({
      images: [
        { id: 'a', src: '/c.png' },
        { id: 'b', src: '/b.png' },
      ],
    });
    expect(cleared?.path).toEqual(['images', 0, 'alt']);
  });

  it('keeps the description when the file is the same, was empty, or the picture has no description field', () => {
    expect(setField(hero, mainImage, hero.mainImage).cleared).toBeUndefined();
    expect(setField({ ...hero, mainImage: '' }, mainImage, '/x.png').cleared).toBeUndefined();
    expect(setField(hero, { path: ['mainImage'], kind: 'media' }, '/x.png').content).toMatchObject({
      image_alt: hero.image_alt,
    });
    expect(setField({ ...hero, image_alt: { en: ' ', ar: '' } }, mainImage, '/x.png').cleared).toBeUndefined();
  });

  it('still applies the image/video rule', () => {
    const { content } = setField({ imageUrl: '/a.png', videoUrl: '' }, { path: ['videoUrl'], kind: 'media' }, '/v.mp4');
    expect(content).toEqual({ imageUrl: '', videoUrl: '/v.mp4' });
  });
});
