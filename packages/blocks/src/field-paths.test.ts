import { describe, expect, it } from 'vitest';
import { applyMediaRule, expandFields, getAt, mediaKindOf, setAt } from './field-paths.ts';

describe('expandFields', () => {
  it('expands array paths to every item, in order', () => {
    const content = { title: 'T', cards: [{ title: 'A' }, { title: 'B' }] };
    const fields = expandFields(
      { title: 'localized', 'cards[].title': 'localized', 'cards[].images.desktop': 'media' },
      content,
    );
    expect(fields.map((f) => f.path)).toEqual([
      ['title'],
      ['cards', 0, 'title'],
      ['cards', 1, 'title'],
      ['cards', 0, 'images', 'desktop'],
      ['cards', 1, 'images', 'desktop'],
    ]);
    expect(expandFields({ 'cards[].title': 'localized' }, { cards: 'oops' })).toEqual([]);
  });
});

describe('getAt / setAt', () => {
  it('reads and writes without touching the original', () => {
    const content = { cards: [{ title: 'A' }, { title: 'B' }], keep: { x: 1 } };
    const next = setAt(content, ['cards', 1, 'title'], 'Z');
    expect(getAt(next, ['cards', 1, 'title'])).toBe('Z');
    expect(content.cards[1]?.title).toBe('B');
    expect(next.keep).toBe(content.keep);
    expect(setAt({}, ['images', 'mobile'], '/m.png')).toEqual({ images: { mobile: '/m.png' } });
    expect(setAt({ a: 1, b: 2 }, ['b'], undefined)).toEqual({ a: 1 });
  });
});

describe('the inline image/video rule', () => {
  it('treats image endings as images and clears the video, and the other way round', () => {
    expect(mediaKindOf('/data/uploads/x.JPG')).toBe('image');
    expect(mediaKindOf('/v.webm?x=1')).toBe('video');
    expect(mediaKindOf('/doc.pdf')).toBeUndefined();
    const content = { imageUrl: '/a.png', videoUrl: '/b.mp4', title: 'x' };
    expect(applyMediaRule(content, 'imageUrl', '/c.mp4')).toEqual({ imageUrl: '', videoUrl: '/c.mp4', title: 'x' });
    expect(applyMediaRule(content, 'videoUrl', '/d.webp')).toEqual({ imageUrl: '/d.webp', videoUrl: '', title: 'x' });
    expect(applyMediaRule(content, 'backgroundImage', '/e.mp4')).toMatchObject({
      backgroundImage: '/e.mp4',
      videoUrl: '/b.mp4',
    });
  });
});
