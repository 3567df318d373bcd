import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, seed, test } from './fixtures.ts';

type Localized = { en: string; ar: string };
type Item = { id: string; label: Localized; path: string; children?: Item[] };

const menu = seed('header').blocks[0]?.content.menuItems as Item[];
const find = (items: Item[], id: string): Item | undefined => {
  for (const item of items) {
    if (item.id === id) return item;
    const found = find(item.children ?? [], id);
    if (found) return found;
  }
  return undefined;
};
const solutions = find(menu, 'nav-solutions') as Item;
const suite = find(menu, 'sol-totara') as Item;
const suiteChildren = suite.children ?? [];
const company = find(menu, 'nav-company') as Item;
const about = find(menu, 'company-about') as Item;

const strings = {
  en: { openMenu: 'Open menu', closeMenu: 'Close menu', switch: 'Switch to Arabic' },
  ar: {
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    nav: 'القائمة الرئيسية',
    switch: 'التبديل إلى الإنجليزية',
  },
} as const;

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 800 };

/** Opens a page in a language and waits for hydration and the header's fade-in. */
async function open(page: Page, path: string, lng: 'en' | 'ar') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
  await expect(page.locator('header[data-ready]')).toHaveCount(1);
  await page.waitForFunction(() =>
    (document.querySelector('header')?.getAnimations({ subtree: true }) ?? []).every((a) => a.playState !== 'running'),
  );
}

/** Client navigation to a page that does not exist yet answers its data request with 404: expected here. */
function forgetMissingPageData(errors: string[]) {
  errors.splice(0, errors.length, ...errors.filter((e) => !/^404 .*\.data(\?|$)/.test(e)));
}

const banner = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => banner(page).getByRole('navigation', { name: /^(Main navigation|القائمة الرئيسية)$/ });

for (const lng of ['en', 'ar'] as const) {
  const s = strings[lng];

  test.describe(`header on desktop (${lng})`, () => {
    test.use({ viewport: DESKTOP });

    test('a dropdown opens on hover and closes about 200 ms after the pointer leaves', async ({ page }) => {
      await open(page, '/no-such-page', lng);
      const button = mainNav(page).getByRole('button', { name: solutions.label[lng], exact: true });
      const dropdown = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(dropdown).toBeHidden();

      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(dropdown).toBeVisible();
      await expect(dropdown.getByRole('link', { name: suite.label[lng] })).toBeVisible();

      // Leaving and coming back within the delay keeps it open.
      await page.mouse.move(5, 600);
      await page.waitForTimeout(80);
      await button.hover();
      await page.waitForTimeout(350);
      await expect(button).toHaveAttribute('aria-expanded', 'true');

      await page.mouse.move(5, 600);
      const left = Date.now();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const closedAfter = Date.now() - left;
      expect(closedAfter).toBeGreaterThanOrEqual(150);
      expect(closedAfter).toBeLessThan(1500);
      await expect(dropdown).toBeHidden();
    });

    test('the keyboard opens a dropdown and its flyout, and Escape closes them', async ({ page }) => {
      await open(page, '/no-such-page', lng);
      const button = mainNav(page).getByRole('button', { name: solutions.label[lng], exact: true });
      for (let i = 0; i < 6 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const suiteLink = mainNav(page).getByRole('link', { name: suite.label[lng], exact: true });
      await expect(suiteLink).toBeFocused();
      const learn = mainNav(page).getByRole('link', { name: suiteChildren[0]?.label[lng] as string });
      await expect(learn).toBeVisible();

      // Arrow keys move between the rows; the inline-end arrow enters the flyout.
      await page.keyboard.press('ArrowDown');
      await expect(suiteLink).not.toBeFocused();
      await expect(learn).toBeHidden();
      await page.keyboard.press('ArrowUp');
      await expect(suiteLink).toBeFocused();
      await page.keyboard.press(lng === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(learn).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(learn).toBeHidden();
      await expect(suiteLink).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await expect(suiteLink).toBeHidden();

      // Focus leaving the item closes it.
      await page.keyboard.press('ArrowDown');
      await expect(suiteLink).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test('a dropdown link navigates and closes the dropdown', async ({ page, consoleErrors }) => {
      await open(page, '/no-such-page', lng);
      const button = mainNav(page).getByRole('button', { name: company.label[lng], exact: true });
      await button.hover();
      await mainNav(page).getByRole('link', { name: about.label[lng] }).click();
      await expect(page).toHaveURL(new RegExp(`${about.path}(\\?|$)`));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      forgetMissingPageData(consoleErrors);
    });

    test('axe finds nothing on the home page with a dropdown and its flyout open', async ({ page }) => {
      await open(page, '/', lng);
      await mainNav(page).getByRole('button', { name: solutions.label[lng], exact: true }).hover();
      await mainNav(page).getByRole('link', { name: suite.label[lng], exact: true }).hover();
      await expect(mainNav(page).getByRole('link', { name: suiteChildren[0]?.label[lng] as string })).toBeVisible();
      await page.waitForTimeout(200);
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`header on mobile (${lng})`, () => {
    test.use({ viewport: MOBILE });

    async function openPanel(page: Page) {
      const hamburger = banner(page).getByRole('button', { name: s.openMenu });
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      await hamburger.click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      return { hamburger, panel };
    }

    test('the hamburger opens the panel; the solutions section flattens the suite; Escape closes it', async ({
      page,
    }) => {
      await open(page, '/', lng);
      await expect(mainNav(page)).toBeHidden();
      const { hamburger, panel } = await openPanel(page);
      await expect(panel.getByRole('button', { name: s.closeMenu })).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

      const section = panel.getByRole('button', { name: solutions.label[lng] });
      await expect(section).toHaveAttribute('aria-expanded', 'false');
      await section.click();
      await expect(section).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator(`[id="${await section.getAttribute('aria-controls')}"]`);
      const entries = list.locator(':scope > li');
      // The suite, then its children at the same level, then the other solutions.
      const expected = (solutions.children ?? []).flatMap((item) => [item, ...(item.children ?? [])]);
      await expect(entries).toHaveText(expected.map((item) => item.label[lng]));
      await expect(entries.nth(1).getByRole('link')).toHaveText(suiteChildren[0]?.label[lng] as string);

      // The one language switch visible belongs to the panel.
      await expect(page.getByRole('button', { name: s.switch })).toHaveCount(1);
      await expect(panel.getByRole('button', { name: s.switch })).toBeVisible();
      await expect(panel.getByRole('link', { name: lng === 'en' ? 'Contact us' : 'تواصل معنا' })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      await expect(hamburger).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    });

    test('the overlay and the close icon close the panel', async ({ page }) => {
      await open(page, '/', lng);
      let { hamburger, panel } = await openPanel(page);
      // The overlay is the uncovered strip at the inline start (left in English, right in Arabic).
      await page.mouse.click(lng === 'ar' ? MOBILE.width - 10 : 10, 400);
      await expect(panel).toBeHidden();
      await expect(hamburger).toBeFocused();

      ({ hamburger, panel } = await openPanel(page));
      await panel.getByRole('button', { name: s.closeMenu }).click();
      await expect(panel).toBeHidden();
      await expect(hamburger).toBeFocused();
    });

    test(`the panel slides in from the ${lng === 'ar' ? 'left' : 'right'}`, async ({ page }) => {
      await open(page, '/', lng);
      const { panel } = await openPanel(page);
      await page.waitForTimeout(400);
      const box = await panel.boundingBox();
      expect(box).not.toBeNull();
      const middle = (box?.x ?? 0) + (box?.width ?? 0) / 2;
      if (lng === 'ar') {
        expect(middle).toBeLessThan(MOBILE.width / 2);
        expect(Math.round(box?.x ?? -1)).toBe(0);
      } else {
        expect(middle).toBeGreaterThan(MOBILE.width / 2);
        expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(MOBILE.width);
      }
    });

    test('a link in the panel navigates and closes it', async ({ page, consoleErrors }) => {
      await open(page, '/', lng);
      const { panel } = await openPanel(page);
      await panel.getByRole('button', { name: company.label[lng] }).click();
      await panel.getByRole('link', { name: about.label[lng] }).click();
      await expect(page).toHaveURL(new RegExp(`${about.path}(\\?|$)`));
      await expect(panel).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
      forgetMissingPageData(consoleErrors);
    });

    test('axe finds nothing on the home page with the menu open', async ({ page }) => {
      await open(page, '/', lng);
      const { panel } = await openPanel(page);
      await panel.getByRole('button', { name: solutions.label[lng] }).click();
      await page.waitForTimeout(400);
      await expectNoAxeViolations(page);
    });
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test.describe(`header variants at ${viewport.width} px (${lng})`, () => {
      test.use({ viewport });

      test('transparent over the home hero, solid once scrolled past 10 px', async ({ page }) => {
        await open(page, '/', lng);
        const header = banner(page);
        await expect(header).toHaveAttribute('data-variant', 'transparent');
        expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
        // It lies over the hero, which starts at the top of the page.
        expect((await page.locator('main section').first().boundingBox())?.y).toBe(0);

        await page.evaluate(() => window.scrollTo({ top: 50, behavior: 'instant' }));
        await expect(header).toHaveAttribute('data-variant', 'solid');
        await expect
          .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
          .toBe('rgb(255, 255, 255)');
        await expect(header).toBeInViewport();

        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expect(header).toHaveAttribute('data-variant', 'transparent');
      });

      test('the totara variant lists the suite under the bar', async ({ page }) => {
        await open(page, '/solutions/totara-learn', lng);
        const header = banner(page);
        await expect(header).toHaveAttribute('data-variant', 'totara');
        const bar = header.getByRole('navigation', { name: suite.label[lng] });
        await expect(bar.getByRole('link')).toHaveText(suiteChildren.map((item) => item.label[lng]));
        await expect(bar.getByRole('link', { name: suiteChildren[0]?.label[lng] as string })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(bar).toBeVisible();
      });

      test('white elsewhere', async ({ page }) => {
        await open(page, '/no-such-page', lng);
        const header = banner(page);
        await expect(header).toHaveAttribute('data-variant', 'white');
        expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
        await expect(header.getByRole('navigation', { name: suite.label[lng] })).toHaveCount(0);
      });
    });
  }
}

test('the logo links home and the contact button goes to /contact', async ({ page, consoleErrors }) => {
  await open(page, '/no-such-page', 'en');
  const logo = banner(page).getByRole('link', { name: 'Gulf Learning' });
  await expect(logo).toHaveAttribute('href', '/');
  await banner(page).getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  forgetMissingPageData(consoleErrors);
});
