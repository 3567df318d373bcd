import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, fieldIn, getDraft, gotoPublished, inspect, openEditor, openMore, savedWith, signIn } from './editor.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The media library (issue #20, ADR 0032). One image is uploaded once, then picked from the library
// in the contact page's banner and the Totara Perform banner's logo (blocks no other editing test
// edits), published, and its alt text set in the library shows on both public pages.
// 60 s each: the first test signs in, picks from the library on two pages and publishes both.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const FILE_NAME = 'library-harbour-e2e.png';
const ALT = { en: 'The harbour office at dusk', ar: 'مكتب الميناء عند الغروب' };
let path: string;

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const login = await request.post('/v1/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  // A colour of its own: uploads are named by their bytes, and no other test makes these.
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b7d5a' } })
    .png()
    .toBuffer();
  const upload = await request.post('/v1/uploads/', {
    headers,
    multipart: { file: { name: FILE_NAME, mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  path = (await upload.json()).url;
  await request.dispose();
});

/** Opens the library from a media field and returns the dialog. */
async function openLibrary(page: Page, field: Locator, name = 'Choose from library', title = 'Media library') {
  await field.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Searches the library (opened by `opener`) for the test's file and picks it; waits for the block's save. */
async function pickFromLibrary(page: Page, opener: Locator) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Media library' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Search by file name or alt text').fill('library-harbour');
  const tile = dialog.locator(`[data-media-path="${path}"]`);
  await expect(tile).toBeVisible();
  await expect(dialog.locator('[data-media-path]')).toHaveCount(1);
  // Opened from a field, one click on the file puts it there.
  const saved = savedWith(page, path);
  await tile.click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
}

async function contactBanner(page: Page) {
  await openEditor(page, '/contact?edit=true');
  return fieldIn(await inspect(page, 1), 'Background image');
}

async function performLogo(page: Page, lng: 'en' | 'ar' = 'en') {
  await openEditor(page, `/solutions/totara-perform?edit=true&lng=${lng}`);
  if (lng === 'en') return fieldIn(await inspect(page, 1), 'Logo');
  await page
    .getByRole('toolbar', { name: /^الكتلة 1:/ })
    .getByRole('button', { name: /تحرير/ })
    .click();
  const panel = page.getByRole('complementary', { name: /^المحرّر/ });
  await expect(panel).toBeVisible();
  return fieldIn(panel, 'الشعار');
}

test('an image uploaded once is picked from the library on two pages; both public pages show it', async ({ page }) => {
  await signIn(page);

  // In the inspector: the contact banner's background, Choose from library.
  const banner = await contactBanner(page);
  await pickFromLibrary(page, banner.getByRole('button', { name: 'Choose from library' }));
  // The library has no alt text for it yet: the field says so.
  await expect(banner.getByText('No alt text')).toBeVisible();
  await gotoPublished(page, '/contact');
  await expect(page.locator(`main img[src="${path}"]`)).toHaveCount(1);

  // On the page: the logo's own button beside Replace, drawn once the logo is pointed at.
  await openEditor(page, '/solutions/totara-perform?edit=true');
  await page.locator('main img[src="/data/uploads/seed/sol-logo-totara-perform.svg"]').hover();
  await pickFromLibrary(page, page.getByRole('button', { name: 'Logo from library', exact: true }));
  await gotoPublished(page, '/solutions/totara-perform');
  await expect(page.locator(`main img[src="${path}"]`)).toHaveCount(1);

  // Where used names both pages.
  const field = await performLogo(page);
  const dialog = await openLibrary(page, field);
  await dialog.getByLabel('Search by file name or alt text').fill('library-harbour');
  await dialog.getByRole('button', { name: `Details of ${FILE_NAME}` }).click();
  const uses = dialog.getByRole('heading', { name: 'Where used' }).locator('xpath=following-sibling::ul[1]');
  await expect(uses.getByRole('listitem')).toHaveCount(2);
  await expect(uses).toContainText('Contact us (draft, live)');
  await expect(uses).toContainText('Totara Perform');
  await expect(uses).toContainText('(draft, live)');
});

test('alt text set in the library in both languages is on both public pages in each language', async ({ page }) => {
  await signIn(page);
  const logo = await performLogo(page);
  const dialog = await openLibrary(page, logo);
  await dialog.getByLabel('Search by file name or alt text').fill('library-harbour');
  await dialog.getByRole('button', { name: `Details of ${FILE_NAME}` }).click();
  await expect(dialog.getByText('No alt text').first()).toBeVisible();
  await dialog.getByLabel('Alt text (English)').fill(ALT.en);
  await dialog.getByLabel('Alt text (Arabic)').fill(ALT.ar);
  await dialog.getByRole('button', { name: 'Save alt text' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Alt text saved.');
  await expect(dialog.getByText('No alt text')).toHaveCount(0);

  // Delete asks first and names the uses; cancelled, nothing changes.
  await dialog.getByRole('button', { name: 'Delete…' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete “${FILE_NAME}”?` });
  await expect(confirm).toContainText('Contact us');
  await expect(confirm.getByRole('listitem')).toHaveCount(2);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // Escape closes the library and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(logo.getByRole('button', { name: 'Choose from library' })).toBeFocused();

  // The library on its own, from the page bar: the file is found by its alt text, in either language.
  await (await openMore(page)).getByRole('menuitem', { name: 'Media library', exact: true }).click();
  const onItsOwn = page.getByRole('dialog', { name: 'Media library' });
  await onItsOwn.getByLabel('Search by file name or alt text').fill(ALT.ar);
  await expect(onItsOwn.locator(`[data-media-path="${path}"]`)).toBeVisible();
  await expect(onItsOwn.getByRole('button', { name: `Details of ${FILE_NAME}` })).toHaveCount(0);
  // In the search box, the first Escape empties it (the browser's own), the second closes the library.
  await page.keyboard.press('Escape');
  await expect(onItsOwn.getByLabel('Search by file name or alt text')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(onItsOwn).toBeHidden();

  for (const address of ['/contact', '/solutions/totara-perform']) {
    for (const lng of ['en', 'ar'] as const) {
      await page.goto(`${address}?lng=${lng}`);
      await expect(page.locator(`main img[src="${path}"]`)).toHaveAttribute('alt', ALT[lng]);
    }
  }
});

test('the library in Arabic: right to left, its own words, keyboard and axe clean', async ({ page }) => {
  await signIn(page);
  const logo = await performLogo(page, 'ar');
  const dialog = await openLibrary(page, logo, 'اختر من المكتبة', 'مكتبة الوسائط');
  await expect(dialog.locator('[dir="rtl"]').first()).toBeVisible();
  await dialog.getByLabel('ابحث باسم الملف أو بالنص البديل').fill('library-harbour');
  const tile = dialog.locator(`[data-media-path="${path}"]`);
  await expect(tile).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: Details of the file; its details take the focus; back returns it to the button.
  const details = dialog.getByRole('button', { name: `تفاصيل ${FILE_NAME}` });
  await details.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: FILE_NAME })).toBeFocused();
  await expect(dialog.getByLabel('النص البديل (بالعربية)')).toHaveValue(ALT.ar);
  await expect(dialog.getByText('أين يُستخدم')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'العودة إلى كل الملفات' }).click();
  await expect(details).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(logo.getByRole('button', { name: 'اختر من المكتبة' })).toBeFocused();
});

test('replacing the file in the library puts the new one in both pages, live, with the same alt text; the old address leads to it', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/solutions/totara-perform?edit=true');
  await (await openMore(page)).getByRole('menuitem', { name: 'Media library', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Media library' });
  await dialog.getByLabel('Search by file name or alt text').fill('library-harbour');
  await dialog.locator(`[data-media-path="${path}"]`).click();
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#5a3b7d' } })
    .png()
    .toBuffer();
  const replaced = page.waitForResponse((r) => r.url().includes('/v1/media/item/replace'));
  await dialog
    .getByLabel('Replace file…')
    .setInputFiles({ name: 'library-harbour-v2.png', mimeType: 'image/png', buffer: png });
  expect((await replaced).status()).toBe(200);
  await expect(dialog.getByRole('status')).toHaveText('File replaced in 2 places.');
  await expect(dialog.getByRole('heading', { name: 'library-harbour-v2.png' })).toBeVisible();
  const fresh = (await dialog.locator('img').first().getAttribute('src')) as string;
  expect(fresh).not.toBe(path);

  for (const address of ['/contact', '/solutions/totara-perform']) {
    await page.goto(`${address}?lng=ar`);
    await expect(page.locator(`main img[src="${fresh}"]`)).toHaveAttribute('alt', ALT.ar);
    await expect(page.locator(`main img[src="${path}"]`)).toHaveCount(0);
  }
  // The old file is gone; its address, still in a page drawn before, leads to the new one.
  const old = await page.request.get(path, { maxRedirects: 0 });
  expect([old.status(), old.headers().location]).toEqual([301, fresh]);
});

test('a picture’s own description is its alt text; a new file clears it, and “Keep the old description” brings it back', async ({
  page,
}) => {
  const seeded = {
    en: 'Five members of the Gulf Learning team standing together',
    ar: 'خمسة من أعضاء فريق الخليج للتعلّم يقفون معًا',
  };
  const heroAlt = async () =>
    (await (await getDraft(page, 'why-choose-us')).json()).blocks.find(
      (b: { block_type: string }) => b.block_type === 'HERO',
    ).content.image_alt;
  await signIn(page);
  await openEditor(page, '/why-choose-us?edit=true');
  const panel = await inspect(page, 1);
  const photo = fieldIn(panel, 'Team photo');
  const description = fieldIn(panel, 'Image description');
  // The seed's picture has no alt text in the library; the banner's own description says what it shows.
  await expect(photo.getByText(/No alt text|Alt text missing/)).toHaveCount(0);
  await description.getByLabel('Arabic').fill('');
  await expect(photo.getByText('Alt text missing in Arabic')).toBeVisible();
  await description.getByLabel('Arabic').fill(seeded.ar);
  await expect(photo.getByText(/No alt text|Alt text missing/)).toHaveCount(0);
  await expect.poll(heroAlt).toEqual(seeded);

  // Another file: the description of the old one is cleared (and saved so), with the offer to keep it.
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7d5a3b' } })
    .png()
    .toBuffer();
  await photo.getByLabel('Team photo: Upload a file…').setInputFiles({
    name: 'team-2026.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(description.getByLabel('English')).toHaveValue('');
  await expect(photo.getByText('No alt text')).toBeVisible();
  await expect.poll(heroAlt).toBeUndefined();
  const offer = panel.getByRole('status').filter({ hasText: 'The old picture’s description was cleared.' });
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Keep the old description' }).click();
  await expect(offer).toHaveCount(0);
  await expect(description.getByLabel('English')).toHaveValue(seeded.en);
  await expect(photo.getByText(/No alt text|Alt text missing/)).toHaveCount(0);
  await expect.poll(heroAlt).toEqual(seeded);
  await gotoPublished(page, '/why-choose-us');
  // The new picture, described with the old words.
  const shown = page.locator(`main img[alt="${seeded.en}"]`);
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('src', /^\/data\/uploads\/[a-f0-9]{32}\.png$/);
});
