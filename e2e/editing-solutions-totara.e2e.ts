import {
  fieldIn,
  gotoPublished,
  inspect,
  listIn,
  openEditor,
  openItem,
  signIn,
  typeLocalized,
  typeText,
} from './editor.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('SOLUTION_HERO, INFO, FEATURE_CARDS, BENEFITS, DEMO_FORM and CLOSING fields are edited and saved', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/solutions/totara-suite?edit=true');
  let panel = await inspect(page, 1);
  await typeLocalized(page, fieldIn(panel, 'Title'), 'One platform for all your people', 'منصة واحدة لجميع موظفيك');
  await typeLocalized(page, fieldIn(panel, 'Main button'), 'Book your demo');
  panel = await inspect(page, 2);
  await typeLocalized(
    page,
    fieldIn(await openItem(listIn(panel, 'descriptionParagraphs'), 0), 'Text'),
    'Scattered tools slow everyone down.',
  );
  panel = await inspect(page, 3);
  await typeLocalized(
    page,
    fieldIn(await openItem(listIn(panel, 'cards'), 0), 'Description'),
    'Courses, programmes and certifications.',
  );
  panel = await inspect(page, 4);
  await typeLocalized(page, fieldIn(await openItem(listIn(panel, 'benefits'), 0), 'Title'), 'Own your data');
  panel = await inspect(page, 8);
  await typeLocalized(page, fieldIn(panel, 'Form title'), 'Book a demo today', 'احجز عرضك اليوم');
  panel = await inspect(page, 9);
  await typeLocalized(page, fieldIn(panel, 'Title'), 'Let us build it together');

  await gotoPublished(page, '/solutions/totara-suite');
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
  await typeLocalized(page, fieldIn(await inspect(page, 1), 'Subtitle'), 'Every system, one learning platform.');
  await typeText(page, fieldIn(await inspect(page, 6), 'Button link'), '/about');
  await openEditor(page, '/solutions/totara-learn?edit=true');
  const panel = await inspect(page, 2);
  await typeLocalized(page, fieldIn(panel, 'Video button text'), 'Play the tour');
  await typeText(page, fieldIn(panel, 'YouTube link'), 'https://youtu.be/dQw4w9WgXcQ');

  await gotoPublished(page, '/solutions/totara-integrations');
  await expect(page.getByText('Every system, one learning platform.')).toBeVisible();
  const closing = page
    .locator('main section')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Have a system in mind?' }) });
  await expect(closing.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/about');
  await page.route(/youtube(-nocookie)?\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );
  await gotoPublished(page, '/solutions/totara-learn');
  await expect(page.locator('header[data-ready]')).toBeAttached();
  await page.getByRole('button', { name: 'Play the tour' }).click();
  await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', /embed\/dQw4w9WgXcQ/);
});
