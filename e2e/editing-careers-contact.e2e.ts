import type { Page } from '@playwright/test';
import { openEditor, openField, signIn } from './editor.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

/** Fills a localized field's dialog and saves it, waiting for the server to take it. */
async function saveLocalized(page: Page, block: number, field: string, en: string, ar?: string) {
  const dialog = await openField(page, block, field);
  await dialog.getByLabel('English').fill(en);
  if (ar !== undefined) await dialog.getByLabel('Arabic').fill(ar);
  await save(page, dialog);
}

async function saveText(page: Page, block: number, field: string, value: string) {
  const dialog = await openField(page, block, field);
  await dialog.getByLabel('Text').fill(value);
  await save(page, dialog);
}

async function save(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const saved = page.waitForResponse((r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  // Back in the block's field list: close it.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('VACANCIES: the list title, a job and its page’s content are edited and saved', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/careers?edit=true');
  await saveLocalized(page, 2, 'Title', 'Join our team', 'انضم إلى فريقنا');
  await saveLocalized(page, 2, 'Jobs › Item 1 › Title', 'Senior Learning Experience Designer');
  const dialog = await openField(page, 2, 'Jobs › Item 1 › Detail content › Responsibilities › Items');
  const english = dialog.getByLabel('English');
  await english.fill(`${await english.inputValue()}\nMentor junior designers`);
  await save(page, dialog);

  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 2, name: 'Join our team' })).toBeVisible();
  await page.getByRole('link', { name: 'Senior Learning Experience Designer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Learning Experience Designer');
  await expect(page.getByText('Mentor junior designers')).toBeVisible();
  expect(await (await page.request.get('/careers?lng=ar')).text()).toContain('انضم إلى فريقنا');
});

test('TIMELINE: the title (with its line break) and a step are edited on the vacancy page', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/vacancy-details/totara-lms-consultant?edit=true');
  await saveLocalized(page, 1, 'Title', 'How we hire\nFive simple steps');
  await saveLocalized(page, 1, 'Steps › Item 2 › Text', 'We read every application within five days');

  await page.goto('/vacancy-details/totara-lms-consultant');
  await expect(page.getByRole('heading', { level: 2, name: /How we hire/ })).toContainText('Five simple steps');
  expect(await page.getByRole('heading', { level: 2, name: /How we hire/ }).innerHTML()).toContain('<br>');
  await expect(page.locator('ol li[data-position]').nth(1)).toContainText('We read every application within five days');
});

test('CONTACT_FORM and LOCATIONS: labels, the phone, an office and its map search are edited', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/contact?edit=true');
  await saveLocalized(page, 2, 'Labels › Full name', 'Your name', 'اسمك');
  await saveText(page, 2, 'Phone', '+971 4 765 4321');
  await saveLocalized(page, 3, 'Locations › Item 1 › Country', 'Emirates');
  await saveText(page, 3, 'Locations › Item 1 › Gmaps query', 'Dubai Internet City');

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByLabel('Your name')).toBeVisible();
  await expect(page.getByRole('link', { name: '+971 4 765 4321' })).toHaveAttribute('href', 'tel:+97147654321');
  await expect(page.getByRole('link', { name: /View on map.*Emirates/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Dubai%20Internet%20City',
  );
  expect(await (await page.request.get('/contact?lng=ar')).text()).toContain('اسمك');
});

test('VACANCIES: with every job removed, careers says new positions are coming soon', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/careers?edit=true');
  for (let left = 2; left > 0; left--) {
    await page
      .getByRole('toolbar', { name: /^Block 2:/ })
      .getByRole('button', { name: /Edit$/ })
      .click();
    await page.getByRole('button', { name: 'Remove this item (Item 1)' }).click();
    const saved = page.waitForResponse((r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT');
    await page.getByRole('alertdialog', { name: 'Delete this item?' }).getByRole('button', { name: 'Delete' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
  }
  await page.goto('/careers');
  await expect(page.getByRole('heading', { name: 'New positions are coming soon' })).toBeVisible();
  await expect(
    page.getByText("We're preparing exciting opportunities to join our growing team — check back shortly!"),
  ).toBeVisible();
  await expect(page.locator('a[href^="/vacancy-details/"]')).toHaveCount(0);
  await page.goto('/careers?lng=ar');
  await expect(page.getByRole('heading', { name: 'وظائف جديدة قريبًا' })).toBeVisible();
});
