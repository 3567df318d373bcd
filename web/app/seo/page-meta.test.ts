import { describe, expect, it } from 'vitest';
import { fallbackFromBlocks, metaTags, pageMeta, pageName, shareImage, summarize } from './page-meta.ts';
import { jobPosting, jsonLd, organization } from './structured-data.ts';

const base = {
  url: 'https://example.com/about',
  publicUrl: 'https://example.com',
  siteName: 'Gulf Learning',
  name: 'About',
  media: {},
};

describe('page meta', () => {
  it('takes the settings in the page language, else the page’s own words, never the other language', () => {
    const settings = { description: { en: 'Set in English' }, socialTitle: { ar: 'عنوان' } };
    const fallback = { description: { en: 'Hero subtitle', ar: 'العنوان الفرعي' } };
    const en = pageMeta({ ...base, lang: 'en', settings, fallback });
    expect([en.description, en.socialTitle, en.socialDescription]).toEqual([
      'Set in English',
      'About',
      'Set in English',
    ]);
    const ar = pageMeta({ ...base, lang: 'ar', settings, fallback });
    expect([ar.description, ar.socialTitle]).toEqual(['العنوان الفرعي', 'عنوان']);
    expect(pageMeta({ ...base, lang: 'en', settings: {}, fallback: {} }).description).toBe('About - Gulf Learning');
  });

  it('names a page by its settings in the page language, else by the name it was made with', () => {
    const title = { en: 'Our partners', ar: 'شركاؤنا' };
    expect(pageName(title, { name: { en: 'Partners in learning' } }, 'en')).toBe('Partners in learning');
    expect(pageName(title, { name: { en: 'Partners in learning' } }, 'ar')).toBe('شركاؤنا');
    expect(pageName(title, { name: { en: '  ' } }, 'en')).toBe('Our partners');
    expect(pageName(null, {}, 'en')).toBe('');
  });

  it('shortens a long fallback at a word', () => {
    const text = summarize(`${'word '.repeat(50)}\nend`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });

  it('shares raster images only: a vector stands in through its widest WebP copy', () => {
    const media = {
      '/data/uploads/a.svg': {
        width: 1920,
        height: 1080,
        variants: [{ width: 960, path: '/data/uploads/a-960.webp' }],
      },
      '/data/uploads/b.jpg': { width: 1200, height: 630, variants: [] },
    };
    expect(shareImage('/data/uploads/b.jpg', media, 'https://x.org')).toEqual({
      url: 'https://x.org/data/uploads/b.jpg',
      width: 1200,
      height: 630,
    });
    expect(shareImage('/data/uploads/a.svg', media, 'https://x.org')).toEqual({
      url: 'https://x.org/data/uploads/a-960.webp',
      width: 960,
      height: 540,
    });
    expect(shareImage('/data/uploads/c.svg', media, 'https://x.org')).toBeUndefined();
    expect(
      fallbackFromBlocks([{ order: 1, content: { title: 'T', subtitle: 'S', backgroundImage: '/x.svg' } }]),
    ).toEqual({ description: 'S' });
  });

  it('writes Open Graph and Twitter tags, a large card only with an image, robots only for noindex', () => {
    const tags = metaTags(
      pageMeta({ ...base, lang: 'ar', settings: { image: '/s.png', noindex: true }, fallback: { description: 'D' } }),
    );
    const byKey = Object.fromEntries(tags.map((t) => [t.name ?? t.property, t.content]));
    expect(byKey).toMatchObject({
      description: 'D',
      robots: 'noindex',
      'og:image': 'https://example.com/s.png',
      'og:locale': 'ar_AR',
      'og:locale:alternate': 'en_US',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://example.com/s.png',
    });
    const plain = metaTags(pageMeta({ ...base, lang: 'en', settings: {}, fallback: {} }));
    expect(plain.find((t) => t.name === 'twitter:card')?.content).toBe('summary');
    expect(plain.some((t) => t.name === 'robots' || t.property === 'og:image')).toBe(false);
  });
});

describe('structured data', () => {
  const org = organization(
    'https://example.com',
    'en',
    { productName: { en: 'Gulf Learning' }, logo: '/logo.svg', menuItems: [] },
    {
      staticTexts: {},
      columns: [],
      legalLinks: [],
      infoEmail: 'info@example.com',
      socialLinks: [
        { id: 'x', label: 'X', path: 'https://x.com/gl' },
        { id: 'y', label: 'Y', path: '/about' },
      ],
      professionalNetworkUrl: 'https://linkedin.com/company/gl',
    },
  );

  it('describes the company with its absolute logo, e-mail and social profiles', () => {
    expect(org).toEqual({
      '@type': 'Organization',
      '@id': 'https://example.com/#organization',
      name: 'Gulf Learning',
      url: 'https://example.com/',
      logo: 'https://example.com/logo.svg',
      email: 'info@example.com',
      sameAs: ['https://x.com/gl', 'https://linkedin.com/company/gl'],
    });
  });

  it('writes a job posting with an HTML description, escaped, and its place', () => {
    const job = jobPosting({
      url: 'https://example.com/vacancy-details/a',
      lang: 'en',
      org,
      job: {
        title: { en: 'Designer' },
        location: { en: 'Dubai, UAE' },
        datePosted: '2026-10-05',
        employmentType: 'FULL_TIME',
        addressCountry: 'AE',
        detailContent: {
          summary: { p1: { en: 'You & <us>' } },
          requirements: { title: { en: 'Requirements' }, items: { en: ['One'] } },
        },
      },
    });
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      title: 'Designer',
      description: '<p>You &amp; &lt;us&gt;</p><h3>Requirements</h3><ul><li>One</li></ul>',
      datePosted: '2026-10-05',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Gulf Learning', sameAs: 'https://example.com/' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Dubai, UAE', addressCountry: 'AE' } },
    });
  });

  it('cannot close its script element: every < is escaped', () => {
    const text = jsonLd([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});
