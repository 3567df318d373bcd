import type { Page } from '@playwright/test';
import { openEditor, openField, signIn } from './editor.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function saveLocalized(page: Page, block: number, field: string, en: string, ar?: string) {
  const dialog = await openField(page, block, field);
  await dialog.getByLabel('English').fill(en);
  if (ar !== undefined) await dialog.getByLabel('Arabic').fill(ar);
  const saved = page.waitForResponse((r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('TIMELINE steps, TABS, ALTERNATING_FEATURES and FAQ are edited and saved on the Open edX page', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/solutions/open-edx?edit=true');
  await saveLocalized(page, 4, 'Steps › Item 2 › Title', 'Plan together');
  await saveLocalized(page, 4, 'Steps › Item 2 › Description', 'Goals, milestones and owners agreed in one workshop');
  await saveLocalized(page, 5, 'Main title', 'Tools for every teacher', 'أدوات لكل معلّم');
  await saveLocalized(page, 5, 'Tabs › Item 2 › Title', 'Exams and certificates');
  await saveLocalized(page, 6, 'Features › Item 1 › Title', 'Arabic from the first screen');
  await saveLocalized(page, 7, 'Items › Item 1 › Question', 'Do we pay licence fees?');
  await saveLocalized(page, 7, 'Items › Item 1 › Answer', 'No licence fees.\nOnly hosting and support.');

  await page.goto('/solutions/open-edx');
  const steps = page.locator('ol li[data-position]');
  await expect(steps.nth(1).getByRole('heading', { level: 3 })).toHaveText('Plan together');
  await expect(steps.nth(1)).toContainText('Goals, milestones and owners agreed in one workshop');
  await expect(page.getByRole('tablist', { name: 'Tools for every teacher' })).toBeVisible();
  await page.getByRole('tab', { name: 'Exams and certificates' }).click();
  await expect(page.getByRole('tab', { name: 'Exams and certificates' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 3, name: 'Arabic from the first screen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Do we pay licence fees?' })).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: 'Do we pay licence fees?' });
  await expect(answer.locator('p')).toHaveText(['No licence fees.', 'Only hosting and support.']);
  expect(await (await page.request.get('/solutions/open-edx?lng=ar')).text()).toContain('أدوات لكل معلّم');
});

test('LOGO_SHOWCASE: a group title and a logo’s name are edited on the OpenSesame page', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/solutions/opensesame?edit=true');
  await saveLocalized(page, 5, 'Main title', 'Our publishing partners');
  await saveLocalized(page, 5, 'Logo groups › Item 1 › Title', 'Leadership publishers', 'ناشرو القيادة');
  await saveLocalized(page, 5, 'Logo groups › Item 1 › Logos › Item 2 › Alt', 'Summit Leadership');

  await page.goto('/solutions/opensesame');
  await expect(page.getByRole('heading', { level: 2, name: 'Our publishing partners' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Leadership publishers' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Summit Leadership' })).toBeVisible();
  expect(await (await page.request.get('/solutions/opensesame?lng=ar')).text()).toContain('ناشرو القيادة');
});
