import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN } from './editor.ts';
import { expect, openPage, test } from './fixtures.ts';

// Images and videos (issue #9). On the editor server: it gets a fresh database, and these tests add
// an uploaded picture and a hero video to the privacy page, which no other test visits there.
// beforeAll runs once per worker (and again on a retry), and uploads are stored by content, so the page
// may hold the same picture more than once: the tests look at the first.
const VIDEO = '/media/login-background.webm';
let uploaded: { url: string; variants: Array<{ width: number; url: string }> };

async function api(request: APIRequestContext) {
  const login = await request.post('/v1/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).access_token}` };
}

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const headers = await api(request);
  const png = await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  const upload = await request.post('/v1/uploads/', {
    headers,
    multipart: { file: { name: 'wide.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  uploaded = await upload.json();
  const title = { en: 'Media test', ar: 'اختبار الوسائط' };
  for (const [block_type, content, order] of [
    ['HERO', { title, videoUrl: VIDEO, backgroundImage: uploaded.url }, 1],
    ['CTA', { title, imageUrl: uploaded.url }, 100],
  ] as const) {
    const created = await request.post('/v1/pages/privacy-policy/blocks', {
      headers,
      data: { block_type, content, order },
    });
    expect(created.status()).toBe(201);
  }
  // Visitors see the page once it is published (ADR 0025).
  const published = await request.post('/v1/pages/publish', { headers, data: { slugs: ['privacy-policy'] } });
  expect(published.status()).toBe(200);
  await request.dispose();
});

async function videoRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(VIDEO)) seen.push(request.url());
  });
  return seen;
}

test('home: every image has a size, the hero picture alone is preloaded, images further down are lazy', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/?lng=en')).text();
  const preloads = html.match(
    /<link[^>]*rel="preload"[^>]*as="image"[^>]*>|<link[^>]*as="image"[^>]*rel="preload"[^>]*>/g,
  );
  expect(preloads).toHaveLength(1);
  expect(preloads?.[0]).toContain('href="/data/uploads/seed/hero.svg"');
  expect(preloads?.[0]).toMatch(/fetchpriority="high"/i);

  await openPage(page, '/?lng=en');
  const images = page.locator('img');
  expect(await images.count()).toBeGreaterThan(10);
  const unsized = await images.evaluateAll((all) =>
    all
      .filter((img) => !(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0))
      .map((img) => img.getAttribute('src')),
  );
  expect(unsized).toEqual([]);

  const hero = page.locator('main section').first().locator('img').first();
  await expect(hero).toHaveAttribute('src', '/data/uploads/seed/hero.svg');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');

  // The last picture of the page is far below the first screen: lazy, and not fetched yet.
  const last = page.locator('main img').last();
  await expect(last).toHaveAttribute('loading', 'lazy');
  expect(await last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('an uploaded picture is drawn from its WebP copies, at its own proportions', async ({ page }) => {
  await openPage(page, '/privacy-policy?lng=en');
  const picture = page.locator(`main img[src="${uploaded.url}"]`).first();
  await expect(picture).toHaveAttribute('srcset', new RegExp(`${uploaded.variants[0]?.url} 480w`));
  await expect(picture).toHaveAttribute('srcset', new RegExp(`${uploaded.url} 1400w$`));
  const [width, height] = await picture.evaluate((img) => [
    Number(img.getAttribute('width')),
    Number(img.getAttribute('height')),
  ]);
  expect(width / height).toBeCloseTo(2, 2);
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
});

test('the hero video shows its poster and downloads nothing for visitors who prefer reduced motion', async ({
  browser,
}, info) => {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const requested = await videoRequests(page);
  await openPage(page, '/privacy-policy?lng=en');
  const video = page.locator('main section').first().locator('video');
  await expect(video).toHaveAttribute('data-playback', 'off');
  await expect(video).toHaveAttribute('poster', /\.webp$/);
  await expect(video).not.toHaveAttribute('autoplay');
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  expect(requested).toEqual([]);
  await context.close();
});

test('the hero video plays, muted and looping, for everyone else', async ({ page }) => {
  const requested = await videoRequests(page);
  await openPage(page, '/privacy-policy?lng=ar');
  const video = page.locator('main section').first().locator('video');
  await expect(video).toHaveAttribute('data-playback', 'auto');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop)).toBe(true);
  expect(requested.length).toBeGreaterThan(0);
});
