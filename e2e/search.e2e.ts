import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Issue #32: the site search, as visitors use it — the header's box with its suggestions, the
// results page with and without scripts, Arabic typed as people type it, paging, the cards with no
// page of their own opening their modal. Nothing here changes content.

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 800 };

const WORDS = {
  en: { box: 'Search the site', results: /^\d+ results?$/, suggestions: 'Suggestions', menu: 'Open menu' },
  ar: { box: 'البحث في الموقع', results: /نتيج|نتائج/, suggestions: 'اقتراحات', menu: 'فتح القائمة' },
};

/** The header's field: a search box until its suggestions take it over, a combobox after. */
const headerField = (page: Page, lng: 'en' | 'ar') =>
  page
    .getByRole('banner')
    .getByRole('searchbox', { name: WORDS[lng].box })
    .or(page.getByRole('banner').getByRole('combobox', { name: WORDS[lng].box }));

async function open(page: Page, path: string, lng: 'en' | 'ar') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
  await expect(page.locator('header[data-ready]')).toHaveCount(1);
}

const results = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });

test.describe('the header search on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('suggestions appear as a visitor types, load only then, and the keyboard opens one', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await open(page, '/', 'en');
    expect(loaded.some((url) => url.includes('search-suggestions'))).toBe(false);
    const field = headerField(page, 'en');
    await field.focus();
    await expect.poll(() => loaded.some((url) => url.includes('search-suggestions'))).toBe(true);
    await field.pressSequentially('totara le');
    const list = page.getByRole('listbox', { name: WORDS.en.suggestions });
    await expect(list.getByRole('option', { name: /^Totara Learn/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: WORDS.en.box })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    // ↓ to the first option, on to Totara Learn, Enter: its page.
    const options = await list.getByRole('option').allTextContents();
    const at = options.findIndex((text) => text.startsWith('Totara Learn'));
    for (let i = 0; i <= at; i++) await field.press('ArrowDown');
    await expect(page.getByRole('option', { selected: true })).toContainText('Totara Learn');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/solutions\/totara-learn$/);
  });

  test('Enter searches: the results page marks the words found, forgives a typing mistake, and pages', async ({
    page,
  }) => {
    await open(page, '/about', 'en');
    const field = headerField(page, 'en');
    await field.focus();
    await field.fill('nurces');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=nurces/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “nurces”');
    await expect(page.getByRole('status')).toHaveText(WORDS.en.results);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByRole('main').locator('mark').first()).toHaveText(/^nurs/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await page.goto('/search?q=totara&lng=en');
    await expect(results(page)).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });

  test('a team member opens in their card’s modal on the team page', async ({ page }) => {
    await page.goto('/search?q=Mariam%20Al%20Hashimi&lng=en');
    await expect(results(page).first()).toContainText('Team member');
    await results(page).first().getByRole('link', { name: 'Mariam Al Hashimi' }).click();
    await expect(page).toHaveURL(/\/our-team#member-mariam$/);
    await expect(page.getByRole('dialog', { name: 'Mariam Al Hashimi' })).toBeVisible();
  });
});

test.describe('in Arabic, on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the phone menu’s field finds what is typed with another hamza and without ta marbuta', async ({ page }) => {
    await open(page, '/', 'ar');
    await page.getByRole('button', { name: WORDS.ar.menu }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog
      .getByRole('searchbox', { name: WORDS.ar.box })
      .or(dialog.getByRole('combobox', { name: WORDS.ar.box }));
    await field.fill('اداره التعلم');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('اداره التعلم');
    await expect(results(page).first()).toBeVisible();
    await expect(results(page).first().getByRole('heading')).toHaveText(/[\u0600-\u06ff]/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  });

  test('nothing found says so, in Arabic', async ({ page }) => {
    await page.goto('/search?q=%D8%B2%D8%AE%D8%B1%D9%81%D9%82%D9%84%D9%85%D9%88%D9%86&lng=ar');
    await expect(page.getByRole('status')).toContainText('لم نعثر على شيء');
  });
});

test('without scripts the header’s field searches and the results page answers, in both languages', async ({
  browser,
}, info) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: info.project.use.baseURL });
  const page = await context.newPage();
  try {
    for (const lng of ['en', 'ar'] as const) {
      await page.goto(`/careers?lng=${lng}`);
      const field = page.getByRole('banner').getByRole('searchbox', { name: WORDS[lng].box });
      await field.focus();
      await field.fill(lng === 'en' ? 'consultant' : 'مستشار');
      const answer = page.waitForResponse((response) => response.url().includes('/search?'));
      await field.press('Enter');
      const response = await answer;
      expect(response.headers()['x-robots-tag']).toBe('noindex');
      await expect(page.getByRole('status')).toHaveText(WORDS[lng].results);
      await expect(results(page).first()).toBeVisible();
      expect(new URL(page.url()).searchParams.get('lng')).toBe(lng);
      // Not indexed, but described in the page's language (shared links and Lighthouse's SEO).
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        lng === 'en' ? /^Search the site’s solutions/ : /^ابحث في حلول الموقع/,
      );
    }
    // Longer than 200 characters: cut, and the page says so.
    await page.goto(`/search?q=${'totara '.repeat(40)}&lng=en`);
    await expect(page.getByRole('note')).toContainText('longer than 200 characters');
  } finally {
    await context.close();
  }
});
