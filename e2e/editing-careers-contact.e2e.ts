import {
  commit,
  fieldIn,
  gotoPublished,
  inspect,
  itemRequest,
  listIn,
  openEditor,
  openItem,
  savedWith,
  signIn,
  typeLocalized,
  typeText,
} from './editor.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

test('VACANCIES: the list title, a job and its page’s content are edited and saved', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/careers?edit=true');
  const panel = await inspect(page, 2);
  await typeLocalized(page, fieldIn(panel, 'Title'), 'Join our team', 'انضم إلى فريقنا');
  const job = await openItem(listIn(panel, 'jobs'), 0);
  await typeLocalized(page, fieldIn(job, 'Job title'), 'Senior Learning Experience Designer');
  // One line more in the English list of the job page's responsibilities.
  const english = fieldIn(job.getByRole('group', { name: 'Responsibilities', exact: true }), 'Items').getByLabel(
    'English',
  );
  const saved = savedWith(page, 'Mentor junior designers');
  await english.fill(`${await english.inputValue()}\nMentor junior designers`);
  await commit(page);
  expect((await saved).status()).toBe(200);

  await gotoPublished(page, '/careers');
  await expect(page.getByRole('heading', { level: 2, name: 'Join our team' })).toBeVisible();
  await page.getByRole('link', { name: 'Senior Learning Experience Designer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Learning Experience Designer');
  await expect(page.getByText('Mentor junior designers')).toBeVisible();
  expect(await (await page.request.get('/careers?lng=ar')).text()).toContain('انضم إلى فريقنا');
});

test('TIMELINE: the title (with its line break) and a step are edited on the vacancy page', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/vacancy-details/totara-lms-consultant?edit=true');
  const panel = await inspect(page, 1);
  await typeLocalized(page, fieldIn(panel, 'Title'), 'How we hire\nFive simple steps');
  const step = await openItem(listIn(panel, 'steps'), 1);
  await typeLocalized(page, fieldIn(step, 'Text'), 'We read every application within five days');

  await gotoPublished(page, '/vacancy-details/totara-lms-consultant');
  await expect(page.getByRole('heading', { level: 2, name: /How we hire/ })).toContainText('Five simple steps');
  expect(await page.getByRole('heading', { level: 2, name: /How we hire/ }).innerHTML()).toContain('<br>');
  await expect(page.locator('ol li[data-position]').nth(1)).toContainText('We read every application within five days');
});

test('CONTACT_FORM and LOCATIONS: labels, the phone, an office and its map search are edited', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/contact?edit=true');
  let panel = await inspect(page, 2);
  // The form's labels and its placeholders both have a 'Full name': the label is under 'Field labels'.
  await typeLocalized(
    page,
    fieldIn(panel.getByRole('group', { name: 'Field labels', exact: true }), 'Full name'),
    'Your name',
    'اسمك',
  );
  await typeText(page, fieldIn(panel, 'Phone number'), '+971 4 765 4321');
  panel = await inspect(page, 3);
  const office = await openItem(listIn(panel, 'locations'), 0);
  await typeLocalized(page, fieldIn(office, 'Country'), 'Emirates');
  await typeText(page, fieldIn(office, 'What the map searches for'), 'Dubai Internet City');

  await gotoPublished(page, '/contact');
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
  const jobs = listIn(await inspect(page, 2), 'jobs');
  const rows = jobs.locator(':scope > ol > li');
  await expect(rows).toHaveCount(2);
  for (let left = 2; left > 0; left--) {
    const name = String(await rows.first().locator('[aria-expanded] [dir="auto"]').first().textContent());
    await jobs.getByRole('button', { name: `Delete “${name}”` }).click();
    const deleted = itemRequest(page, 'DELETE');
    await page
      .getByRole('alertdialog', { name: 'Delete this vacancy?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    expect((await deleted).status()).toBe(204);
    await expect(rows).toHaveCount(left - 1);
  }
  await gotoPublished(page, '/careers');
  await expect(page.getByRole('heading', { name: 'New positions are coming soon' })).toBeVisible();
  await expect(
    page.getByText("We're preparing exciting opportunities to join our growing team — check back shortly!"),
  ).toBeVisible();
  await expect(page.locator('a[href^="/vacancy-details/"]')).toHaveCount(0);
  await gotoPublished(page, '/careers?lng=ar');
  await expect(page.getByRole('heading', { name: 'وظائف جديدة قريبًا' })).toBeVisible();
});
