import { expect, expectNoAxeViolations, heroTitle, productName, test } from './fixtures.ts';

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
    await expect(page.locator('main section')).toHaveCount(8);
  });

  test('the language switch changes language and direction in place, and the choice sticks', async ({ page }) => {
    await page.goto('/');
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
    await page.goto('/');
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
