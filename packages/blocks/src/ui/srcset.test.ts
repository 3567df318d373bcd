import { describe, expect, it } from 'vitest';
import { defaultSizes, imageAttributes, singleImageUrl, srcSetOf } from './srcset.ts';
import { mayPlayBackgroundVideo } from './video-policy.ts';

const photo = {
  width: 1600,
  height: 900,
  variants: [
    { width: 1200, path: '/data/uploads/a-1200.webp' },
    { width: 480, path: '/data/uploads/a-480.webp' },
  ],
};

describe('srcset', () => {
  it('lists the WebP copies narrowest first, then the original when it is wider', () => {
    expect(srcSetOf('/data/uploads/a.png', photo)).toBe(
      '/data/uploads/a-480.webp 480w, /data/uploads/a-1200.webp 1200w, /data/uploads/a.png 1600w',
    );
    // A small original has one copy at its own width: the WebP is enough.
    const small = { width: 320, height: 400, variants: [{ width: 320, path: '/s-320.webp' }] };
    expect(srcSetOf('/s.jpg', small)).toBe('/s-320.webp 320w');
    expect(srcSetOf('/v.svg', { width: 10, height: 10, variants: [] })).toBe('');
  });

  it('keeps the view’s width, gives the height in the image’s proportions, and a default sizes', () => {
    expect(imageAttributes('/data/uploads/a.png', photo, { width: 800, height: 800 })).toEqual({
      width: 800,
      height: 450,
      srcSet: '/data/uploads/a-480.webp 480w, /data/uploads/a-1200.webp 1200w, /data/uploads/a.png 1600w',
      sizes: '(max-width: 800px) 100vw, 800px',
    });
    expect(imageAttributes('/data/uploads/a.png', photo, { sizes: '50vw' })).toMatchObject({
      width: 1600,
      height: 900,
      sizes: '50vw',
    });
    expect(defaultSizes(undefined)).toBe('100vw');
  });

  it('vector images get their size only; unknown images keep what the view said', () => {
    expect(imageAttributes('/v.svg', { width: 600, height: 420, variants: [] }, { width: 300, height: 300 })).toEqual({
      width: 300,
      height: 210,
    });
    expect(imageAttributes('/new.png', undefined, { width: 640, height: 480 })).toEqual({
      width: 640,
      height: 480,
      sizes: undefined,
    });
  });

  it('a poster is the widest copy up to 1920 px, else the original', () => {
    const big = { ...photo, width: 4000, variants: [...photo.variants, { width: 1920, path: '/a-1920.webp' }] };
    expect(singleImageUrl('/a.png', big)).toBe('/a-1920.webp');
    expect(singleImageUrl('/v.svg', undefined)).toBe('/v.svg');
  });
});

describe('mayPlayBackgroundVideo', () => {
  const win = (reduce: boolean, connection?: { saveData?: boolean; effectiveType?: string }) =>
    ({ matchMedia: () => ({ matches: reduce }), navigator: { connection } }) as unknown as Window;

  it('plays unless the visitor prefers reduced motion, saves data or is on a slow connection', () => {
    expect(mayPlayBackgroundVideo(win(false))).toBe(true);
    expect(mayPlayBackgroundVideo(win(false, { effectiveType: '4g' }))).toBe(true);
    expect(mayPlayBackgroundVideo(win(true))).toBe(false);
    expect(mayPlayBackgroundVideo(win(false, { saveData: true, effectiveType: '4g' }))).toBe(false);
    expect(mayPlayBackgroundVideo(win(false, { effectiveType: '3g' }))).toBe(false);
    expect(mayPlayBackgroundVideo(win(false, { effectiveType: 'slow-2g' }))).toBe(false);
  });
});
