import { fieldIn, gotoPublished, inspect, listIn, openEditor, openItem, signIn, typeLocalized } from './editor.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('TIMELINE steps, TABS, ALTERNATING_FEATURES and FAQ are edited and saved on the Open edX page', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/solutions/open-edx?edit=true');
  let panel = await inspect(page, 4);
  const step = await openItem(listIn(panel, 'steps'), 1);
  await typeLocalized(page, fieldIn(step, 'Title'), 'Plan together');
  await typeLocalized(page, fieldIn(step, 'Description'), 'Goals, milestones and owners agreed in one workshop');
  panel = await inspect(page, 5);
  await typeLocalized(page, fieldIn(panel, 'Main title'), 'Tools for every teacher', 'أدوات لكل معلّم');
  await typeLocalized(page, fieldIn(await openItem(listIn(panel, 'tabs'), 1), 'Title'), 'Exams and certificates');
  panel = await inspect(page, 6);
  await typeLocalized(
    page,
    fieldIn(await openItem(listIn(panel, 'features'), 0), 'Title'),
    'Arabic from the first screen',
  );
  panel = await inspect(page, 7);
  const faq = await openItem(listIn(panel, 'items'), 0);
  await typeLocalized(page, fieldIn(faq, 'Question'), 'Do we pay licence fees?');
  await typeLocalized(page, fieldIn(faq, 'Answer'), 'No licence fees.\nOnly hosting and support.');

  await gotoPublished(page, '/solutions/open-edx');
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
  const panel = await inspect(page, 5);
  await typeLocalized(page, fieldIn(panel, 'Main title'), 'Our publishing partners');
  const group = await openItem(listIn(panel, 'logoGroups'), 0);
  await typeLocalized(page, fieldIn(group, 'Title'), 'Leadership publishers', 'ناشرو القيادة');
  const logo = await openItem(listIn(group, 'logos'), 1);
  await typeLocalized(page, fieldIn(logo, 'Image description'), 'Summit Leadership');

  await gotoPublished(page, '/solutions/opensesame');
  await expect(page.getByRole('heading', { level: 2, name: 'Our publishing partners' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Leadership publishers' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Summit Leadership' })).toBeVisible();
  expect(await (await page.request.get('/solutions/opensesame?lng=ar')).text()).toContain('ناشرو القيادة');
});
