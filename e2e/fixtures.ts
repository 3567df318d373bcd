import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';

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
  // A page's scripts start after its first paint (ADR 0016), which can come after the load event
  // `goto` waits for; a click before hydration is a click on plain HTML. `goto` and `reload` here
  // also wait until React has taken the document over (root.tsx marks <html data-hydrated>), unless
  // asked to return at 'commit', to look at the page before that.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = async (response: Response | null, waitUntil?: string) => {
      if (waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html')) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => hydrated(await reload(options), options?.waitUntil);
    await use(page);
  },
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

/**
 * Runs axe once every block is drawn and nothing is moving: a block not drawn yet (ADR 0049) holds
 * its animations still, and a reveal fading in or a button's colour transition after a click would
 * be measured half-drawn (colour contrast). Infinite animations are not waited for.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-drawn'));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
 * Brings the page to rest as a reader who scrolled to the end would see it: every reveal has run and
 * every lazy image has been asked for. Scrolls through once (lazy images), then brings each reveal
 * still waiting into view and plays its animation to the end rather than waiting it out (axe
 * measures contrast as drawn, half-faded text included). A reveal marks its element `data-reveal`
 * until its animation has ended.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finishAll = () => {
      for (const animation of document.getAnimations())
        if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    };
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      // 'instant': the site scrolls smoothly, which would make every step an animation to wait out.
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      finishAll();
    }
    for (let round = 0; round < 20 && document.querySelector('[data-reveal]'); round++) {
      for (const pending of document.querySelectorAll('[data-reveal]')) {
        pending.scrollIntoView({ block: 'center', behavior: 'instant' });
        await frame();
        finishAll();
      }
      await frame();
    }
  });
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-reveal]') &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
  );
}

export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
}

export { expect };
