import type { Page } from '@playwright/test';
import {
  fieldIn,
  getDraft,
  gotoPublished,
  inspect,
  itemRequest,
  listIn,
  nextSave,
  openEditor,
  openItem,
  signIn,
  typeLocalized,
  typeText,
} from './editor.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** Edit mode on our team, partners, clients and awards: every block type's fields are editable and saved. */

// Each test signs in, edits and reloads several times: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const cards = (page: Page) => page.locator('main button[aria-haspopup="dialog"]');

/** Closes the inspector with its ✕ (what was typed is already saved). */
async function closePanel(page: Page) {
  const panel = page.getByRole('complementary', { name: /^Inspector/ });
  await panel.getByRole('button', { name: 'Close the inspector' }).click();
  await expect(panel).toBeHidden();
}

/** A fresh visit (no edit mode), hydrated. */
async function visit(page: Page, path: string) {
  await gotoPublished(page, path);
  await expect(page.locator('header[data-ready]')).toBeAttached();
}

test('team: a member’s name, a bio heading and the card photo are edited and saved; members are added and removed', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/our-team?edit=true&lng=en');
  const panel = await inspect(page, 2);
  const members = listIn(panel, 'members');

  const first = await openItem(members, 0);
  await typeLocalized(page, fieldIn(first, 'Name'), 'Ahmed Al Mazrouei Jr', 'أحمد المزروعي الابن');
  const heading = await openItem(listIn(first, 'bio'), 1);
  await typeLocalized(page, fieldIn(heading, 'Text'), 'What he leads', 'ما يقوده');
  // A stand-in photo ('card-' in its path) turns the card into a placeholder.
  const second = await openItem(members, 1);
  await typeText(page, fieldIn(second, 'Card photo'), '/data/uploads/seed/team-card-default.svg');

  // Adding asks for a name (an empty one adds nothing); the new member starts as the spec says:
  // 'New Position', the default photos, 'New bio...'. Removing asks 'Delete this team member?'.
  const rows = members.locator(':scope > ol > li');
  await expect(rows).toHaveCount(8);
  await members.getByRole('button', { name: 'New team member' }).click();
  const form = members.getByRole('form', { name: 'New team member' });
  await form.getByRole('button', { name: 'New team member' }).click();
  await expect(form.getByRole('alert')).toHaveText('Give it a name in at least one language.');
  await expect(rows).toHaveCount(8);
  await expect(cards(page)).toHaveCount(8);
  await form.getByLabel('Name in English').fill('Layla Haddad');
  const added = itemRequest(page, 'POST');
  await form.getByRole('button', { name: 'New team member' }).click();
  expect((await added).status()).toBe(201);
  await expect(rows).toHaveCount(9);
  await expect(cards(page)).toHaveCount(9);
  await expect(cards(page).nth(8)).toContainText('Layla Haddad');
  await expect(cards(page).nth(8)).toContainText('New Position');
  const layla = (await (await getDraft(page, 'our-team')).json()).blocks[1].content.members[8];
  expect(layla).toMatchObject({
    name: { en: 'Layla Haddad', ar: 'Layla Haddad' },
    position: { en: 'New Position', ar: 'منصب جديد' },
    photoCard: '/data/uploads/seed/team-card-default.svg',
    photoModal: '/data/uploads/seed/team-modal-default.jpg',
    bio: [{ type: 'paragraph', text: { en: 'New bio...', ar: 'نبذة جديدة...' } }],
  });
  await members.getByRole('button', { name: 'Delete “Layla Haddad”' }).click();
  const removed = itemRequest(page, 'DELETE');
  await page
    .getByRole('alertdialog', { name: 'Delete this team member?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  expect((await removed).status()).toBe(204);
  await expect(rows).toHaveCount(8);
  await expect(cards(page)).toHaveCount(8);
  await closePanel(page);

  await visit(page, '/our-team?lng=en');
  await expect(cards(page)).toHaveCount(8);
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
  const panel = await inspect(page, 2);
  const partner = await openItem(listIn(panel, 'partners'), 0);
  await typeLocalized(
    page,
    fieldIn(partner, 'Details'),
    'A new first paragraph.\nA new second paragraph.',
    'فقرة أولى جديدة.\nفقرة ثانية جديدة.',
  );
  await typeLocalized(page, fieldIn(panel, 'Title'), 'Our trusted partners', 'شركاؤنا الموثوقون');
  await closePanel(page);

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
  const panel = await inspect(page, 2);
  await typeLocalized(page, fieldIn(panel, '“Industry” filter label'), 'Sector', 'المجال');
  const option = await openItem(listIn(panel, 'industry'), 0);
  await typeLocalized(page, fieldIn(option, 'Name'), 'Public sector', 'القطاع العام');
  const client = await openItem(listIn(panel, 'clients'), 0);
  await typeLocalized(page, fieldIn(client, 'Name'), 'Ramlah Group', 'مجموعة رملة');
  // Its categories are picked from the block's own filter options (shown by their current names),
  // each one saved as it is ticked.
  const industries = fieldIn(client, 'Categories').getByRole('group', { name: 'Filters › Industries' });
  await expect(industries.getByRole('checkbox', { name: 'Hospitality and retail' })).toBeChecked();
  let saved = nextSave(page);
  await industries.getByRole('checkbox', { name: 'Hospitality and retail' }).uncheck();
  expect((await saved).status()).toBe(200);
  saved = nextSave(page);
  await industries.getByRole('checkbox', { name: 'Public sector' }).check();
  expect((await saved).status()).toBe(200);
  await expectNoAxeViolations(page);
  await closePanel(page);

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
  const panel = await inspect(page, 2);
  const award = await openItem(listIn(panel, 'awards'), 0);
  await typeLocalized(page, fieldIn(award, 'Name'), 'Best Learning Platform', 'أفضل منصة تعلّم');
  await typeText(page, fieldIn(award, 'Logo'), '/data/uploads/seed/award-open-2023.svg');
  await closePanel(page);

  await visit(page, '/our-awards?lng=en');
  await expect(cards(page).first()).toContainText('Best Learning Platform');
  await expect(cards(page).first().locator('img')).toHaveAttribute('src', /award-open-2023\.svg$/);
  await cards(page).first().click();
  await expect(page.getByRole('dialog', { name: 'Best Learning Platform' })).toBeVisible();
});
