import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test/render-block.tsx';

const PHOTO = '/data/uploads/0123456789abcdef0123456789abcdef.png';
const content = {
  title: { en: 'Our offices', ar: 'مكاتبنا' },
  locations: [
    {
      id: 'dubai',
      image: PHOTO,
      country: { en: 'UAE', ar: 'الإمارات' },
      address: { en: 'Dubai', ar: 'دبي' },
      map_link: { en: 'Map', ar: 'الخريطة' },
      gmaps_query: 'Dubai',
    },
  ],
};
const media = {
  [PHOTO]: { width: 640, height: 400, variants: [], alt: { en: 'The Dubai office', ar: 'مكتب دبي' } },
};

// ADR 0032: an image without alt text of its own takes the media library's, in the page's language.
describe('alt text from the media library', () => {
  it('is used, in the page language, where the view has none of its own', async () => {
    expect(await renderBlock('LOCATIONS', content, { media })).toContain('alt="The Dubai office"');
    expect(await renderBlock('LOCATIONS', content, { media, lng: 'ar' })).toContain('alt="مكتب دبي"');
  });

  it('stays empty when the library has none in that language', async () => {
    const englishOnly = { [PHOTO]: { ...media[PHOTO], alt: { en: 'The Dubai office' } } };
    const html = await renderBlock('LOCATIONS', content, { media: englishOnly, lng: 'ar' });
    expect(html).toMatch(new RegExp(`<img[^>]*src="${PHOTO}"[^>]*alt=""|<img[^>]*alt=""[^>]*src="${PHOTO}"`));
  });
});
