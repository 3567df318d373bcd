import type { Page } from '@playwright/test';
import { openEditor, openField, signIn } from './editor.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** Edit mode on our team, partners, clients and awards: every block type's fields are editable and saved. */

// Each test signs in, edits and reloads several times: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const cards = (page: Page) => page.locator('main button[aria-haspopup="dialog"]');

/** Fills a localized field's dialog, saves it and waits for the server to accept the block. */
async function saveLocalized(page: Page, field: string, en: string, ar: string) {
  const dialog = page.getByRole('dialog', { name: `Edit ${field}` });
  await dialog.getByLabel('English').fill(en);
  await dialog.getByLabel('Arabic').fill(ar);
  const saved = page.waitForResponse((r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
}

/** The fields dialog of a block: edits one more of its fields. */
async function editNext(page: Page, field: string) {
  await page.getByRole('button', { name: `Edit ${field}` }).click();
}

async function closeFields(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A fresh visit (no edit mode), hydrated. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('header[data-ready]')).toBeAttached();
}

test('team: a member’s name, a bio heading and the card photo are edited and saved; members are added and removed', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/our-team?edit=true&lng=en');

  await openField(page, 2, 'Members › Item 1 › Name');
  await saveLocalized(page, 'Members › Item 1 › Name', 'Ahmed Al Mazrouei Jr', 'أحمد المزروعي الابن');
  await editNext(page, 'Members › Item 1 › Bio › Item 2 › Text');
  await saveLocalized(page, 'Members › Item 1 › Bio › Item 2 › Text', 'What he leads', 'ما يقوده');
  // A stand-in photo ('card-' in its path) turns the card into a placeholder.
  await editNext(page, 'Members › Item 2 › Card photo');
  const media = page.getByRole('dialog', { name: 'Edit Members › Item 2 › Card photo' });
  await media.getByLabel('Or the file’s address').fill('/data/uploads/seed/team-card-default.svg');
  const saved = page.waitForResponse((r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT');
  await media.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);

  // Adding asks for a name (an empty one adds nothing); the new member starts as the spec says:
  // 'New Position', the default photos, 'New bio...'. Removing asks 'Delete this team member?'.
  const askName = page.getByRole('dialog', { name: 'Name (EN)' });
  await page.getByRole('button', { name: '+ Add Member' }).click();
  await askName.getByRole('button', { name: 'Save' }).click();
  await expect(askName).toHaveCount(0);
  await expect(cards(page)).toHaveCount(8);
  await page.getByRole('button', { name: '+ Add Member' }).click();
  await askName.getByLabel('Name (EN)').fill('Layla Haddad');
  await askName.getByRole('button', { name: 'Save' }).click();
  await expect(cards(page)).toHaveCount(9);
  await expect(cards(page).nth(8)).toContainText('Layla Haddad');
  await expect(cards(page).nth(8)).toContainText('New Position');
  await page.getByRole('button', { name: 'Remove this item (Item 9)' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this team member?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(cards(page)).toHaveCount(8);
  await closeFields(page);

  await visit(page, '/our-team?lng=en');
  await expect(cards(page).first()).toContainText('Ahmed Al Mazrouei Jr');
  await expect(cards(page).nth(1).locator('[data-placeholder]')).toHaveText('MH');
  await cards(page).first().click();
  await expect(
    page.getByRole('dialog', { name: 'Ahmed Al Mazrouei Jr' }).getByRole('heading', { name: 'What he leads' }),
  ).toBeVisible();
  await visit(page, '/our-team?lng=ar');
  await expect(cards(page).first()).toContainText('أحمد المزروعي الابن');
});

test('partners: a partner’s details are edited and saved', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/our-partners?edit=true&lng=en');
  await openField(page, 2, 'Partners › Item 1 › Details');
  await saveLocalized(
    page,
    'Partners › Item 1 › Details',
    'A new first paragraph.\nA new second paragraph.',
    'فقرة أولى جديدة.\nفقرة ثانية جديدة.',
  );
  await editNext(page, 'Title');
  await saveLocalized(page, 'Title', 'Our trusted partners', 'شركاؤنا الموثوقون');
  await closeFields(page);

  await visit(page, '/our-partners?lng=en');
  await expect(page.getByRole('heading', { level: 2, name: 'Our trusted partners' })).toBeVisible();
  await cards(page).first().click();
  await expect(page.getByRole('dialog').locator('p')).toHaveText([
    /./, // the description, unchanged
    'A new first paragraph.',
    'A new second paragraph.',
  ]);
});

test('clients: a filter label, a filter option and a client name are edited and saved', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/our-clients?edit=true&lng=en');
  await openField(page, 2, 'Industry label');
  await saveLocalized(page, 'Industry label', 'Sector', 'المجال');
  await editNext(page, 'Filters › Industry › Item 1 › Name');
  await saveLocalized(page, 'Filters › Industry › Item 1 › Name', 'Public sector', 'القطاع العام');
  await editNext(page, 'Clients › Item 1 › Name');
  await saveLocalized(page, 'Clients › Item 1 › Name', 'Ramlah Group', 'مجموعة رملة');
  // Its categories are picked from the block's own filter options (shown by their current names).
  await editNext(page, 'Clients › Item 1 › Categories');
  const categories = page.getByRole('dialog', { name: 'Edit Clients › Item 1 › Categories' });
  const industries = categories.getByRole('group', { name: 'Filters › Industry' });
  await expect(industries.getByRole('checkbox', { name: 'Hospitality and retail' })).toBeChecked();
  await industries.getByRole('checkbox', { name: 'Hospitality and retail' }).uncheck();
  await industries.getByRole('checkbox', { name: 'Public sector' }).check();
  await expectNoAxeViolations(page);
  const saved = page.waitForResponse((r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT');
  await categories.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await closeFields(page);

  await visit(page, '/our-clients?lng=en');
  await expect(cards(page).first()).toContainText('Ramlah Group');
  const sector = page.locator('main').getByRole('button', { name: /^Sector / });
  await expect(sector).toHaveAccessibleName('Sector All');
  await sector.click();
  await page.getByRole('button', { name: 'Public sector', exact: true }).click();
  await expect(sector).toHaveAccessibleName('Sector Public sector');
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).first()).toContainText('Ramlah Group');
  await visit(page, '/our-clients?lng=ar');
  await expect(page.locator('main').getByRole('button', { name: /^المجال / })).toBeVisible();
});

test('awards: an award’s name and logo are edited and saved', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/our-awards?edit=true&lng=en');
  await openField(page, 2, 'Awards › Item 1 › Name');
  await saveLocalized(page, 'Awards › Item 1 › Name', 'Best Learning Platform', 'أفضل منصة تعلّم');
  await editNext(page, 'Awards › Item 1 › Logo');
  const media = page.getByRole('dialog', { name: 'Edit Awards › Item 1 › Logo' });
  await media.getByLabel('Or the file’s address').fill('/data/uploads/seed/award-open-2023.svg');
  const saved = page.waitForResponse((r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT');
  await media.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await closeFields(page);

  await visit(page, '/our-awards?lng=en');
  await expect(cards(page).first()).toContainText('Best Learning Platform');
  await expect(cards(page).first().locator('img')).toHaveAttribute('src', /award-open-2023\.svg$/);
  await cards(page).first().click();
  await expect(page.getByRole('dialog', { name: 'Best Learning Platform' })).toBeVisible();
});
