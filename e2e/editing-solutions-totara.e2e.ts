import type { Page } from '@playwright/test';
import { openEditor, openField, signIn } from './editor.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function save(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const saved = page.waitForResponse((r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

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

test('SOLUTION_HERO, INFO, FEATURE_CARDS, BENEFITS, DEMO_FORM and CLOSING fields are edited and saved', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/solutions/totara-suite?edit=true');
  await saveLocalized(page, 1, 'Title', 'One platform for all your people', 'منصة واحدة لجميع موظفيك');
  await saveLocalized(page, 1, 'Primary button text', 'Book your demo');
  await saveLocalized(page, 2, 'Description paragraphs › Item 1 › Text', 'Scattered tools slow everyone down.');
  await saveLocalized(page, 3, 'Cards › Item 1 › Description', 'Courses, programmes and certifications.');
  await saveLocalized(page, 4, 'Benefits › Item 1 › Title', 'Own your data');
  await saveLocalized(page, 8, 'Form title', 'Book a demo today', 'احجز عرضك اليوم');
  await saveLocalized(page, 9, 'Title', 'Let us build it together');

  await page.goto('/solutions/totara-suite');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One platform for all your people');
  await expect(page.getByRole('link', { name: 'Book your demo' })).toHaveAttribute('href', '#request-demo-form');
  await expect(page.getByText('Scattered tools slow everyone down.')).toBeVisible();
  await expect(page.getByText('Courses, programmes and certifications.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Own your data' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Book a demo today' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Let us build it together' })).toBeVisible();
  expect(await (await page.request.get('/solutions/totara-suite?lng=ar')).text()).toContain('احجز عرضك اليوم');
});

test('INFO video, CLOSING link and the integrations hero are edited and saved', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/solutions/totara-integrations?edit=true');
  await saveLocalized(page, 1, 'Subtitle', 'Every system, one learning platform.');
  await saveText(page, 6, 'Button link', '/about');
  await openEditor(page, '/solutions/totara-learn?edit=true');
  await saveLocalized(page, 2, 'Video button text', 'Play the tour');
  await saveText(page, 2, 'Youtube video url', 'https://youtu.be/dQw4w9WgXcQ');

  await page.goto('/solutions/totara-integrations');
  await expect(page.getByText('Every system, one learning platform.')).toBeVisible();
  const closing = page
    .locator('main section')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Have a system in mind?' }) });
  await expect(closing.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/about');
  await page.route(/youtube(-nocookie)?\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );
  await page.goto('/solutions/totara-learn');
  await expect(page.locator('header[data-ready]')).toBeAttached();
  await page.getByRole('button', { name: 'Play the tour' }).click();
  await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', /embed\/dQw4w9WgXcQ/);
});
