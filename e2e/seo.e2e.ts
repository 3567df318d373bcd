import type { Page } from '@playwright/test';
import { expect, openPage, productName, seed, test } from './fixtures.ts';

/** Issue #9, search engines and sharing: meta description, Open Graph / Twitter tags and JSON-LD. */

type Thing = Record<string, unknown> & { '@type': string };

async function metaContent(page: Page, key: string): Promise<string | null> {
  const attribute = key.startsWith('og:') ? 'property' : 'name';
  const tags = page.locator(`head meta[${attribute}="${key}"]`);
  await expect(tags, key).toHaveCount(1);
  return tags.getAttribute('content');
}

/** The page's JSON-LD graph, parsed (a syntax error fails the test). */
async function structuredData(page: Page): Promise<Thing[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  const document = JSON.parse(scripts[0] as string);
  expect(document['@context']).toBe('https://schema.org');
  return document['@graph'];
}

const byType = (graph: Thing[], type: string) => graph.find((node) => node['@type'] === type);

for (const lang of ['en', 'ar'] as const) {
  test.describe(`in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
    const q = lang === 'ar' ? '?lng=ar' : '';

    test('the home page describes itself from its settings, with a large share card', async ({ page, baseURL }) => {
      await openPage(page, `/${q}`);
      const settings = (seed('home') as unknown as { settings: unknown }).settings as {
        description: Record<string, string>;
        socialTitle: Record<string, string>;
      };
      expect(await metaContent(page, 'description')).toBe(settings.description[lang]);
      expect(await metaContent(page, 'og:title')).toBe(settings.socialTitle[lang]);
      expect(await metaContent(page, 'og:description')).toBe(settings.description[lang]);
      expect(await metaContent(page, 'og:type')).toBe('website');
      expect(await metaContent(page, 'og:site_name')).toBe(productName[lang]);
      expect(await metaContent(page, 'og:locale')).toBe(lang === 'ar' ? 'ar_AR' : 'en_US');
      expect(await metaContent(page, 'og:locale:alternate')).toBe(lang === 'ar' ? 'en_US' : 'ar_AR');
      expect(await metaContent(page, 'og:url')).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
      const image = await metaContent(page, 'og:image');
      expect(image).toMatch(/^https?:\/\/[^/]+\/data\/uploads\/seed\/share-card\.jpg$/);
      expect(
        (await page.request.get(image?.replace(/^https?:\/\/[^/]+/, baseURL ?? '') ?? '')).headers()['content-type'],
      ).toBe('image/jpeg');
      expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image');
      expect(await metaContent(page, 'twitter:title')).toBe(settings.socialTitle[lang]);
      expect(await metaContent(page, 'twitter:image')).toBe(image);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

      const graph = await structuredData(page);
      const org = byType(graph, 'Organization');
      expect(org).toMatchObject({ name: productName[lang], email: expect.stringContaining('@') });
      expect(org?.logo).toMatch(/^https?:\/\/.+\/data\/uploads\/seed\/logo\.svg$/);
      expect(org?.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
      expect(byType(graph, 'BreadcrumbList')).toBeUndefined();
    });

    test('a solution page lists its questions as an FAQ page and its place in breadcrumbs', async ({ page }) => {
      await openPage(page, `/solutions/totara-learn${q}`);
      const stored = seed('solutions-totara-learn');
      expect(await metaContent(page, 'description')).toBe(
        (stored as unknown as { settings: { description: Record<string, string> } }).settings.description[lang],
      );
      const graph = await structuredData(page);
      const faq = stored.blocks.find((b) => b.block_type === 'FAQ')?.content as {
        items: Array<{ question: Record<string, string>; answer: Record<string, string> }>;
      };
      expect(byType(graph, 'FAQPage')?.mainEntity).toEqual(
        faq.items.map((item) => ({
          '@type': 'Question',
          name: item.question[lang],
          acceptedAnswer: { '@type': 'Answer', text: item.answer[lang] },
        })),
      );
      const crumbs = byType(graph, 'BreadcrumbList')?.itemListElement as Array<{ name: string; item: string }>;
      expect(crumbs.map((c) => c.name)).toEqual([lang === 'ar' ? 'الرئيسية' : 'Home', stored.title[lang]]);
      expect(crumbs[1]?.item).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
    });

    test('a customer story is an article in the page language', async ({ page }) => {
      const stories = seed('customer-stories').blocks.find((b) => b.block_type === 'GALLERY')?.content
        .stories as Array<{
        id: string;
        title: Record<string, string>;
      }>;
      const story = stories[0] as (typeof stories)[number];
      await openPage(page, `/customer-stories/${story.id}${q}`);
      expect(await metaContent(page, 'og:type')).toBe('article');
      expect(await metaContent(page, 'og:title')).toBe(story.title[lang]);
      expect((await metaContent(page, 'description'))?.length).toBeGreaterThan(50);
      const graph = await structuredData(page);
      expect(byType(graph, 'Article')).toMatchObject({
        headline: story.title[lang],
        inLanguage: lang,
        author: { '@type': 'Organization', name: productName[lang] },
        publisher: { '@type': 'Organization', name: productName[lang] },
        image: [expect.stringMatching(/^https?:\/\//)],
      });
      const crumbs = byType(graph, 'BreadcrumbList')?.itemListElement as Array<{ name: string }>;
      expect(crumbs.map((c) => c.name)).toEqual([
        lang === 'ar' ? 'الرئيسية' : 'Home',
        seed('customer-stories').title[lang],
        story.title[lang],
      ]);
    });

    test('a resource is an article with its date', async ({ page }) => {
      const resources = seed('resources').blocks.find((b) => b.block_type === 'RESOURCES')?.content.resources as Array<{
        id: string;
        date: string;
        title: Record<string, string>;
        description: Record<string, string>;
      }>;
      const resource = resources[0] as (typeof resources)[number];
      await openPage(page, `/resources/${resource.id}${q}`);
      expect(await metaContent(page, 'description')).toBe(resource.description[lang]);
      expect(byType(await structuredData(page), 'Article')).toMatchObject({
        headline: resource.title[lang],
        datePublished: resource.date,
        inLanguage: lang,
      });
    });

    test('a vacancy is a job posting with everything Google requires', async ({ page }) => {
      const jobs = seed('careers').blocks.find((b) => b.block_type === 'VACANCIES')?.content.jobs as Array<{
        id: string;
        title: Record<string, string>;
        location: Record<string, string>;
        datePosted: string;
        addressCountry: string;
      }>;
      const job = jobs[0] as (typeof jobs)[number];
      await openPage(page, `/vacancy-details/${job.id}${q}`);
      const posting = byType(await structuredData(page), 'JobPosting');
      expect(posting).toMatchObject({
        title: job.title[lang],
        datePosted: job.datePosted,
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: productName[lang] },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: job.location[lang],
            addressCountry: job.addressCountry,
          },
        },
      });
      expect(posting?.description).toMatch(/^<p>.+<\/ul>/s);
    });

    test('every main page has a description of its own; the thank-you page is kept out of search', async ({ page }) => {
      const descriptions = new Set<string>();
      for (const path of [
        '/about',
        '/why-choose-us',
        '/our-team',
        '/careers',
        '/resources',
        '/contact',
        '/privacy-policy',
      ]) {
        await page.goto(`${path}${q}`);
        const description = (await metaContent(page, 'description')) ?? '';
        expect(description.length, path).toBeGreaterThan(50);
        descriptions.add(description);
      }
      expect(descriptions.size).toBe(7);
      await page.goto(`/success${q}`);
      expect(await metaContent(page, 'robots')).toBe('noindex');
    });
  });
}
