import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Localized = { en: string; ar: string };
type SeedPage = { title: Localized; blocks: Array<{ block_type: string; content: Record<string, unknown> }> };

export function seed(slug: string): SeedPage {
  return JSON.parse(readFileSync(new URL(`../content/seed/${slug}.json`, import.meta.url), 'utf8'));
}

export const heroTitle = seed('home').blocks[0]?.content.title as Localized;
export const productName = seed('header').blocks[0]?.content.productName as Localized;

/**
 * Every test fails on a console error, an uncaught exception (hydration mismatches show up there) or a
 * failed sub-resource. A document answered 404 on purpose is not a failure.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document') {
          errors.push(`${response.status()} ${response.url()}`);
        }
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Checks that the failed responses whose URL matches were exactly `statuses`, then forgets them: they were expected. */
export function expectFailedResponses(errors: string[], url: RegExp, statuses: number[]) {
  const failed = errors.filter((e) => /^\d{3} /.test(e) && url.test(e.slice(4)));
  expect(failed.map((e) => Number(e.slice(0, 3)))).toEqual(statuses);
  errors.splice(0, errors.length, ...errors.filter((e) => !failed.includes(e)));
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens a page and waits until it is hydrated (the header marks itself ready). */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('header[data-ready]')).toBeAttached();
  return response;
}

/**
 * Scrolls through the page so every reveal has run and every lazy image has loaded, then waits until
 * nothing is still fading in (axe measures contrast as drawn, half-faded text included). A reveal
 * marks its element `data-reveal` until its animation has ended; one the scroll passed too quickly
 * is brought into view.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction(() => {
    const pending = document.querySelector('[data-reveal]');
    if (pending) {
      pending.scrollIntoView({ block: 'center' });
      return false;
    }
    return document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY);
  });
}

export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
}

export { expect };
