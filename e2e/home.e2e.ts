import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, heroTitle, openPage, productName, seed, test } from './fixtures.ts';

type Localized = { en: string; ar: string };
const home = seed('home');
type Post = { id: string; date: string; title: Localized };
type Card = { id: string; title: Localized; images: { desktop: string; tablet: string; mobile: string } };
/** The seeded content of the home page's block of `type`, as far as these tests read it. */
type HomeContent = {
  title: Localized;
  buttonText: Localized;
  buttonLearnMore: Localized;
  buttonWatchVideo: Localized;
  cards: Card[];
  advantages: Array<{ title: Localized }>;
  items: Array<{ name: string }>;
  stories: unknown[];
};
const content = (type: string) => home.blocks.find((b) => b.block_type === type)?.content as unknown as HomeContent;

test.describe('home page', () => {
  test('the server sends the English hero, left to right, with the page title', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain(`>${heroTitle.en}</h1>`);
    expect(html).toContain(`<title>Home - ${productName.en}</title>`);
  });

  test('the server sends the Arabic hero, right to left, for ?lng=ar', async ({ request }) => {
    const html = await (await request.get('/?lng=ar')).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain(`>${heroTitle.ar}</h1>`);
  });

  test('renders in English and hydrates without errors', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle.en);
    await expect(page).toHaveTitle(`Home - ${productName.en}`);
    await expectNoAxeViolations(page);
  });

  test('renders in Arabic, right to left, for ?lng=ar', async ({ page }) => {
    await page.goto('/?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle.ar);
    await expect(page).toHaveTitle(/الرئيسية/);
    await expectNoAxeViolations(page);
  });

  test('draws all eight home blocks in order', async ({ page }) => {
    await page.goto('/');
    const headings = page.locator('main h1, main h2');
    await expect(headings.first()).toHaveText(heroTitle.en);
    await expect(page.locator('#solutions-grid')).toBeVisible();
    await expect(page.locator('main > section')).toHaveCount(8);
  });

  test('the language switch changes language and direction in place, and the choice sticks', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Switch to Arabic' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle.ar);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // The server reads the remembered choice on the next visit.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle.ar);
  });
});

test.describe('languages', () => {
  test('UI strings come from /locales/{lng}/translation.json, with no i18next debug output in production', async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const translations = page.waitForResponse((r) => r.url().endsWith('/locales/ar/translation.json'));
    await page.goto('/?lng=ar');
    expect((await translations).status()).toBe(200);
    await expect(page.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' })).toBeAttached();
    expect(logs.filter((l) => l.startsWith('i18next'))).toEqual([]);
  });

  test('a choice kept only in localStorage wins over the browser language after load', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('i18nextLng', 'ar');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle.ar);
    await context.close();
  });
});

test.describe('not found', () => {
  test('an unknown path gets the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(productName.en);
    await expect(page.locator('.not-found')).toHaveCSS('background-image', /not-found\.svg/);
    await page.getByRole('link', { name: 'Go to homepage' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle.en);
  });

  test('in Arabic too', async ({ page }) => {
    const response = await page.goto('/missing?lng=ar');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('one process', () => {
  test('serves hashed assets for a year, uploads with their type, and health checks', async ({ request, page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/') && r.url().endsWith('.js')) scripts.push(r.url());
    });
    await openPage(page, '/');
    expect(scripts.length).toBeGreaterThan(0);
    const asset = await request.get(scripts[0] as string);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const upload = await request.get('/data/uploads/seed/logo.svg');
    expect(upload.status()).toBe(200);
    expect(upload.headers()['content-type']).toContain('image/svg+xml');
    expect(upload.headers()['x-content-type-options']).toBe('nosniff');

    expect((await request.get('/healthz')).status()).toBe(200);
    expect((await request.get('/readyz')).status()).toBe(200);
    const api404 = await request.get('/v1/pages/nope');
    expect(api404.status()).toBe(404);
    expect((await api404.json()).error.code).toBe('page_not_found');
  });
});

/** Waits until the page has hydrated (the header marks it), so what the tests act on stays in place. */
async function hydrated(page: Page) {
  await expect(page.locator('header[data-ready]')).toBeAttached();
}

const desktop = { width: 1366, height: 900 };
const tablet = { width: 800, height: 1000 };
const mobile = { width: 390, height: 844 };

test.describe('home blocks', () => {
  test('the hero button scrolls down to the solutions grid', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    await hydrated(page);
    const hero = content('HERO');
    const button = page.getByRole('link', { name: hero.buttonText.en });
    await expect(button).toHaveAttribute('href', '#solutions-grid');
    await expect(page.locator('#solutions-grid')).not.toBeInViewport();
    await button.click();
    await expect(page).toHaveURL(/#solutions-grid$/);
    await expect(page.getByRole('heading', { name: content('SOLUTIONS_GRID').title.en })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  test('welcome: learn more goes to /about, and the watch-video button stays hidden on home', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const welcome = content('WELCOME');
    const section = page.locator('main > section').nth(1);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(welcome.title.en);
    await expect(section.getByRole('link', { name: welcome.buttonLearnMore.en })).toHaveAttribute('href', '/about');
    await expect(section.getByRole('button', { name: welcome.buttonWatchVideo.en })).toHaveCount(0);
  });

  test('solution cards link to their solution pages and to /contact', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const routes: Record<string, string> = {
      totara: '/solutions/totara-suite',
      openedx: '/solutions/open-edx',
      opensesame: '/solutions/opensesame',
      ilearn: '/solutions/ilearn-catalogues',
      bespoke: '/solutions/bespoke-content',
      rosetta: '/solutions/rosetta-stone',
    };
    const cards = page.locator('#solutions-grid li');
    await expect(cards).toHaveCount(content('SOLUTIONS_GRID').cards.length);
    for (const [index, card] of content('SOLUTIONS_GRID').cards.entries()) {
      const item = cards.nth(index);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(card.title.en);
      await expect(item.getByRole('link', { name: `Learn more – ${card.title.en}` })).toHaveAttribute(
        'href',
        routes[card.id] as string,
      );
      await expect(item.getByRole('link', { name: `Contact us – ${card.title.en}` })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
  });

  test('each device gets its own solution picture and offset (≤480, ≤1199, wider), mirrored in Arabic', async ({
    page,
  }) => {
    const totara = content('SOLUTIONS_GRID').cards[0] as Card;
    const picture = page.locator('#solutions-grid li').first().locator('img');
    const shown = async () => {
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      return picture.evaluate((img: HTMLImageElement) => ({
        src: new URL(img.currentSrc).pathname,
        translate: getComputedStyle(img).translate,
      }));
    };
    const cases: Array<[typeof desktop, string, string, string]> = [
      [desktop, 'en', totara.images.desktop, '0px 6px'],
      [tablet, 'en', totara.images.tablet, '12px'],
      [mobile, 'en', totara.images.mobile, '0px 4px'],
      [tablet, 'ar', totara.images.tablet, '-12px'],
    ];
    for (const [viewport, lng, src, translate] of cases) {
      await page.setViewportSize(viewport);
      await page.goto(`/?lng=${lng}`);
      await hydrated(page);
      expect(await shown()).toEqual({ src, translate });
    }
    expect(new Set(cases.map((c) => c[2])).size).toBe(3);
  });

  test('four advantages with their icons, appearing one after another', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const advantages = content('ADVANTAGES').advantages;
    const list = page.getByRole('list').filter({ has: page.getByRole('heading', { name: advantages[0]?.title.en }) });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    for (const item of await list.getByRole('listitem').all()) await expect(item.locator('svg')).toHaveCount(1);
    await list.scrollIntoViewIfNeeded();
    await expect(list.getByRole('listitem').last()).toHaveCSS('opacity', '1');
    await expect(page.getByRole('link', { name: content('ADVANTAGES').buttonText.en })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('the logo strip loops seamlessly: every logo twice, the copy hidden; it pauses on hover and with its button', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const strip = content('LOGO_STRIP');
    const section = page.getByRole('region', { name: strip.title.en });
    await section.scrollIntoViewIfNeeded();
    const lists = section.locator('ul');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0).locator('img')).toHaveCount(strip.items.length);
    await expect(lists.nth(1).locator('img')).toHaveCount(strip.items.length);
    await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true');
    await expect(section.getByRole('img')).toHaveCount(strip.items.length);
    for (const item of strip.items) await expect(section.getByRole('img', { name: item.name })).toBeAttached();

    const track = lists.nth(0).locator('xpath=..');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    // The logos move, so the pointer goes to the strip's (still) window rather than to a logo.
    const box = await track.locator('xpath=..').boundingBox();
    if (!box) throw new Error('The logo strip has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS('animation-play-state', 'running');
    const toggle = section.getByRole('button', { name: 'Pause the scrolling' });
    await toggle.click();
    await page.mouse.move(0, 0);
    await page.keyboard.press('Tab'); // focus leaves the button
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('success stories: a slider with 30 px between the cards', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto('/');
    await hydrated(page);
    const stories = content('SUCCESS_STORIES');
    const slider = page.getByRole('region', { name: stories.title.en });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByRole('listitem')).toHaveCount(stories.stories.length);
    await expect(slider.getByRole('listitem').nth(1)).toHaveCSS('padding-inline-start', '30px');
    await slider.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(slider.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: stories.buttonText.en })).toHaveAttribute('href', '/customer-stories');
  });

  for (const viewport of [desktop, mobile]) {
    test(`insights at ${viewport.width} px: the 6 newest posts, newest first, linking to /resources/{id}, with bullets`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await hydrated(page);
      const insights = content('INSIGHTS');
      // The insights show the resources themselves (ADR 0040), not posts of their own.
      const resources = seed('resources').blocks.find((b) => b.block_type === 'RESOURCES')?.content as unknown as {
        resources: Post[];
      };
      const newest = [...resources.resources].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 6);
      const slider = page.getByRole('region', { name: insights.title.en });
      await slider.scrollIntoViewIfNeeded();
      const slides = slider.getByRole('listitem');
      await expect(slides).toHaveCount(6);
      for (const [index, post] of newest.entries()) {
        await expect(slides.nth(index).getByRole('link')).toHaveAttribute('href', `/resources/${post.id}`);
        await expect(slides.nth(index).getByRole('link')).toHaveText(post.title.en);
      }
      // More than 3 posts on a wide screen, more than 1 on a narrow one: it can be dragged and has bullets.
      await expect(slider).toHaveAttribute('data-interactive', '');
      await expect(slider.getByRole('button', { name: 'Go to slide 2' })).toBeVisible();
    });
  }

  test('the call to action leads to /contact, its content fading in once in view', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const cta = content('CTA');
    const heading = page.getByRole('heading', { name: cta.title.en });
    const text = heading.locator('xpath=..');
    await expect(text).toHaveCSS('opacity', '0');
    await heading.scrollIntoViewIfNeeded();
    await expect(text).toHaveCSS('opacity', '1');
    await expect(page.getByRole('link', { name: cta.buttonText.en })).toHaveAttribute('href', '/contact');
  });

  for (const lng of ['en', 'ar'] as const) {
    test(`mobile in ${lng}: nothing wider than the screen, and axe finds nothing`, async ({ page }) => {
      await page.setViewportSize(mobile);
      await page.goto(`/?lng=${lng}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle[lng]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves: no reveals, a still logo strip without its copy, a still hero', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const strip = page.getByRole('region', { name: content('LOGO_STRIP').title.en });
    const lists = strip.locator('ul');
    await expect(lists.nth(0).locator('xpath=..')).toHaveCSS('animation-name', 'none');
    await expect(lists.nth(1)).toBeHidden();
    await expect(strip.getByRole('button', { name: 'Pause the scrolling' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 }).locator('xpath=..')).toHaveCSS('animation-name', 'none');
    // Scroll through the page: no block is ever hidden for an entrance.
    const cta = page.getByRole('heading', { name: content('CTA').title.en });
    await expect(cta.locator('xpath=..')).toHaveCSS('opacity', '1');
    await cta.scrollIntoViewIfNeeded();
    const hidden = await page.evaluate(
      () => [...document.querySelectorAll<HTMLElement>('main [style]')].filter((e) => e.style.opacity !== '').length,
    );
    expect(hidden).toBe(0);
  });
});
