import { expect, test } from './fixtures.ts';

/**
 * Hydration keeps the server's HTML: the elements the visitor sees first are the ones React takes
 * over, not replaced by a second render (which would flash, shift and lose focus). Block views load
 * on demand, so this guards the preloading in entry.client.tsx.
 */
for (const path of ['/', '/about', '/our-clients', '/customer-stories', '/careers', '/solutions/totara-learn']) {
  test(`${path}: the server-rendered page is hydrated in place`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    const marked = await page.evaluate(() => {
      const elements = [...document.querySelectorAll('header, main section, main h1, footer')];
      (window as unknown as { probed: Element[] }).probed = elements;
      return elements.length;
    });
    expect(marked).toBeGreaterThan(2);
    await expect(page.locator('header[data-ready]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const replaced = await page.evaluate(
      () => (window as unknown as { probed: Element[] }).probed.filter((element) => !element.isConnected).length,
    );
    expect(replaced).toBe(0);
  });
}

test('the canonical and hreflang links follow client-side navigation', async ({ page }) => {
  await page.goto('/about?lng=ar');
  await expect(page.locator('header[data-ready]')).toBeAttached();
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', /\/about\?lng=ar$/);
  await page.locator('footer').getByRole('link', { name: 'الوظائف' }).click();
  await expect(page).toHaveURL(/\/careers/);
  await expect(canonical).toHaveAttribute('href', /\/careers\?lng=ar$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/careers$/);
  await expect(canonical).toHaveCount(1);
});

test('the page paints before its scripts are asked for, then hydrates and works', async ({ page }) => {
  // Hold the stylesheets: until they arrive the browser cannot paint, so no script may be requested.
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(/\/assets\/.*\.css/, (route) => {
    if (holding) held.push(() => route.continue());
    else return route.continue();
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);

  holding = false;
  for (const release of held) await release();
  await expect(page.locator('header[data-ready]')).toBeAttached();
  expect(scripts.some((script) => script.includes('entry.client'))).toBe(true);
  const solutions = page.locator('header').getByRole('button', { name: 'Solutions' });
  await solutions.click();
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
});

for (const lng of ['en', 'ar']) {
  test(`scripts are asked for only after the first contentful paint (${lng})`, async ({ page }) => {
    // The first frame of an Arabic page can be blank while its fonts arrive; scripts wait for text.
    await page.goto(`/?lng=${lng}`);
    await expect(page.locator('header[data-ready]')).toBeAttached();
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(3);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
  });
}

test('each stylesheet is linked once, also after the block views have loaded', async ({ page }) => {
  // A second link to the same stylesheet makes the browser restyle the whole page when it applies.
  await page.goto('/solutions/totara-learn');
  await page.waitForLoadState('networkidle');
  const stylesheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
      link.href.replace(/#$/, ''),
    ),
  );
  expect(stylesheets.some((href) => href.includes('block-styles'))).toBe(true);
  expect(stylesheets.length).toBe(new Set(stylesheets).size);
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a carousel starting moves nothing on the page (${viewport.width} px)`, async ({ browser, baseURL }) => {
    // The server keeps the space of the controls the carousel adds once it starts (arrows, bullets).
    const heights = async (javaScriptEnabled: boolean, path: string) => {
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(path);
      if (javaScriptEnabled) await expect(page.locator('header[data-ready]')).toBeAttached();
      const measured: number[] = [];
      for (const slider of await page.locator('main section[data-interactive]').all()) {
        await slider.scrollIntoViewIfNeeded();
        if (javaScriptEnabled) await expect(slider).toHaveAttribute('data-ready', '');
        measured.push(await slider.evaluate((node) => node.getBoundingClientRect().height));
      }
      await context.close();
      return measured;
    };
    for (const path of ['/', '/why-choose-us', '/contact']) {
      const before = await heights(false, path);
      expect(before.length, path).toBeGreaterThan(0);
      const after = await heights(true, path);
      expect(
        after.map((height, i) => Math.abs(height - (before[i] ?? 0))).every((gap) => gap < 0.5),
        path,
      ).toBe(true);
    }
  });
}
