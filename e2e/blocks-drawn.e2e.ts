import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures.ts';

/**
 * While a page starts, blocks far from the screen are not drawn (`content-visibility`, ADR 0049);
 * once the page is idle they are drawn one by one. Visitors must not notice: reveals still fade in,
 * links to an anchor land on it, and popups are not clipped (people-and-partners.e2e.ts).
 */

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

/** Whether the contents of the page's `index`-th block (from the end when negative) are drawn. */
function blockDrawn(page: Page, index: number) {
  return page.evaluate((i) => {
    const blocks = [...document.querySelectorAll('main > section')];
    const block = blocks.at(i);
    if (!block?.firstElementChild) throw new Error(`no block ${i} with contents`);
    return block.firstElementChild.checkVisibility({ contentVisibilityAuto: true });
  }, index);
}

/**
 * How far (px) the demo form's section sits from where its scroll margin asks it to be. Scrolling
 * goes by whole pixels and the section's top may not, so up to a pixel is on target; a jump placed
 * by estimated heights was off by some hundred.
 */
function demoFormOffset(page: Page) {
  return page.evaluate(() => {
    const target = document.getElementById('request-demo-form');
    if (!target) throw new Error('no #request-demo-form');
    const offset = target.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(target).scrollMarginTop);
    return Math.abs(offset);
  });
}

test('without scripts, blocks far from the screen are drawn as they come near', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: phone });
  const page = await context.newPage();
  await page.goto('/');
  expect(await blockDrawn(page, 0)).toBe(true);
  expect(await blockDrawn(page, -1)).toBe(false);
  const last = page.locator('main > section').last();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => blockDrawn(page, -1)).toBe(true);
  await context.close();
});

test('with scripts, every block is drawn once the page is idle', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.locator('html[data-drawn]')).toBeAttached();
  const skipped = await page.evaluate(() =>
    [...document.querySelectorAll('main > section')].filter(
      (block) => getComputedStyle(block).contentVisibility !== 'visible',
    ),
  );
  expect(skipped).toEqual([]);
});

test('a reveal in a block not drawn yet waits, then fades in when scrolled to', async ({ page }) => {
  await openPage(page, '/');
  await page
    .locator('main > section')
    .last()
    .locator('[data-reveal]')
    .first()
    .evaluate((element) => element.setAttribute('data-probe', ''));
  const reveal = page.locator('[data-probe]');
  await expect(reveal).toHaveCSS('opacity', '0');
  await reveal.scrollIntoViewIfNeeded();
  await expect(reveal).toHaveCSS('opacity', '1');
  await expect(reveal).not.toHaveAttribute('data-reveal');
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a link to an anchor lands on it, with and without scripts`, async ({ page, browser, baseURL }) => {
    await openPage(page, `/solutions/opensesame?lng=${lang}`);
    await page.locator('a[href="#request-demo-form"]').first().click();
    await expect.poll(() => demoFormOffset(page)).toBeLessThanOrEqual(1);
    // It stays there once every block is drawn: it was placed by their real heights.
    await expect(page.locator('html[data-drawn]')).toBeAttached();
    expect(await demoFormOffset(page)).toBeLessThanOrEqual(1);

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: phone });
    const still = await context.newPage();
    await still.goto(`/solutions/opensesame?lng=${lang}`);
    await still.locator('a[href="#request-demo-form"]').first().click();
    await expect.poll(() => demoFormOffset(still)).toBeLessThanOrEqual(1);
    await context.close();
  });
}
