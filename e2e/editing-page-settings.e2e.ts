import type { Page } from '@playwright/test';
import { openMore, publish, signIn } from './editor.ts';
import { expect, expectFailedResponses, expectNoAxeViolations, test } from './fixtures.ts';

/** Issue #9: an editor changes what search results and link previews say about a page. */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const TEXT = {
  en: {
    open: 'Page settings',
    dialog: 'Page settings: search and sharing',
    description: 'Description in search results',
  },
  ar: { open: 'إعدادات الصفحة', dialog: 'إعدادات الصفحة: البحث والمشاركة', description: 'الوصف في نتائج البحث' },
} as const;

async function openSettings(page: Page, path: string, lang: 'en' | 'ar') {
  await page.goto(`${path}?edit=true${lang === 'ar' ? '&lng=ar' : ''}`);
  await (await openMore(page, lang)).getByRole('menuitem', { name: TEXT[lang].open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TEXT[lang].dialog });
  await expect(dialog).toBeVisible();
  return dialog;
}

const description = (page: Page) => page.locator('head meta[name="description"]');

function savedSettings(page: Page) {
  return page.waitForResponse((r) => r.url().includes('/settings') && r.request().method() === 'PUT');
}

test('an editor changes the description in both languages; the head changes at once, after a reload, and for visitors once published', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const dialog = await openSettings(page, '/our-partners', 'en');
  const group = dialog.getByRole('group', { name: TEXT.en.description });
  await expect(group.getByLabel('Arabic')).toHaveAttribute('dir', 'rtl');
  await group.getByLabel('English').fill('Partners who make learning work in the Gulf.');
  await group.getByLabel('Arabic').fill('شركاء يجعلون التعلّم ناجحًا في الخليج.');
  await dialog.getByRole('group', { name: 'Title when shared' }).getByLabel('English').fill('Our partners, shared');
  const name = dialog.getByRole('group', { name: 'Page name' });
  await name.getByLabel('English').fill('Partners in learning');
  await name.getByLabel('Arabic').fill('شركاء التعلّم');
  const saved = savedSettings(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(description(page)).toHaveAttribute('content', 'Partners who make learning work in the Gulf.');
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', 'Our partners, shared');
  await expect(page).toHaveTitle(/^Partners in learning - /);

  await page.reload();
  await expect(description(page)).toHaveAttribute('content', 'Partners who make learning work in the Gulf.');
  // Once published, a visitor (no session) gets the new texts in each language from the server's HTML.
  await publish(page, 'our-partners');
  const visitor = await browser.newPage();
  for (const [query, text] of [
    ['', 'Partners who make learning work in the Gulf.'],
    ['?lng=ar', 'شركاء يجعلون التعلّم ناجحًا في الخليج.'],
  ]) {
    const html = await (await visitor.request.get(`/our-partners${query}`)).text();
    expect(html).toContain(`<meta name="description" content="${text}"/>`);
    expect(html).toMatch(query ? /<title>شركاء التعلّم - / : /<title>Partners in learning - /);
  }
  await visitor.close();

  // Emptied, the page's own introduction stands in again.
  const again = await openSettings(page, '/our-partners', 'en');
  await again.getByRole('group', { name: TEXT.en.description }).getByLabel('English').fill('');
  const cleared = savedSettings(page);
  await again.getByRole('button', { name: 'Save' }).click();
  expect((await cleared).status()).toBe(200);
  await expect(description(page)).toHaveAttribute('content', /^We work with specialist companies/);
});

test('the dialog explains a value the schema refuses and sends nothing', async ({ page }) => {
  await signIn(page);
  const dialog = await openSettings(page, '/our-awards', 'en');
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/settings') && r.method() === 'PUT') sent++;
  });
  await dialog.getByRole('group', { name: TEXT.en.description }).getByLabel('English').fill('x'.repeat(321));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This value can’t be saved: Description in search results: At most 320 characters',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('group', { name: TEXT.en.description }).getByLabel('English').fill('Fine.');
  await dialog.getByRole('textbox', { name: 'Or the file’s address' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Image when shared: Must be a site path');
  expect(sent).toBe(0);
});

test('when someone else saved first, both versions are shown and the editor keeps theirs or mine', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  const dialog = await openSettings(page, '/our-clients', 'en');
  // Someone else saves the page's settings after the dialog opened.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const other = await page.request.put('/v1/pages/our-clients/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { settings: { description: { en: 'Theirs', ar: 'لهم' } } },
  });
  expect(other.status()).toBe(200);

  await dialog.getByRole('group', { name: TEXT.en.description }).getByLabel('English').fill('Mine');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('alertdialog', { name: 'Someone else changed these settings' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('row', { name: /Description in search results/ })).toContainText('Theirs / لهم');
  await expect(conflict.getByRole('row', { name: /Description in search results/ })).toContainText('Mine');
  await expectNoAxeViolations(page);
  const saved = savedSettings(page);
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(description(page)).toHaveAttribute('content', 'Mine');
  expectFailedResponses(consoleErrors, /\/v1\/pages\/our-clients\/settings$/, [409]);
});

for (const lang of ['en', 'ar'] as const) {
  test(`the settings dialog is accessible and fits the screen in ${lang === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
  }) => {
    await signIn(page);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      const dialog = await openSettings(page, '/about', lang);
      await expect(dialog.getByRole('checkbox')).toBeVisible();
      await expectNoAxeViolations(page);
      const box = await dialog.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(width);
      if (process.env.SCREENSHOTS_DIR) {
        await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/page-settings-${lang}-${width}.png` });
        await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
        await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/page-settings-${lang}-${width}-end.png` });
      }
      await dialog.getByRole('button', { name: lang === 'en' ? 'Cancel' : 'إلغاء' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
}
