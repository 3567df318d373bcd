import AxeBuilder from '@axe-core/playwright';
import { getDraft, openEditor, publish, signIn, withoutLiveUpdates } from './editor.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue #18, point 1: click what you see. Each test puts back what it changed. On the awards page,
 * whose banner no other editing test saves (two tests saving one block meet a 409).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const heroTitle = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

for (const lng of ['en', 'ar'] as const) {
  const ui =
    lng === 'en'
      ? { edit: /^Edit Title$/, english: 'English', arabic: 'Arabic', save: 'Save', failed: 'Failed to save changes.' }
      : { edit: /^تحرير /, english: 'الإنجليزية', arabic: 'العربية', save: 'حفظ', failed: 'تعذّر حفظ التغييرات.' };

  test(`${lng}: clicking the hero title edits it where it stands, both languages side by side, Enter saves`, async ({
    page,
  }) => {
    await signIn(page);
    await withoutLiveUpdates(page);
    await openEditor(page, `/our-awards?edit=true&lng=${lng}`);
    const title = heroTitle(page);
    const awards = await (await getDraft(page, 'our-awards')).json();
    const seed = awards.blocks.find((b: { block_type: string }) => b.block_type === 'HERO').content.title;
    // Outlined with its field's name on hover.
    await title.hover();
    await expect(title).toHaveAttribute('data-edit-field', /.+/);

    await title.click();
    const editor = page.getByRole('dialog', { name: ui.edit });
    await expect(editor).toBeVisible();
    const english = editor.getByLabel(ui.english);
    const arabic = editor.getByLabel(ui.arabic);
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    // The page's language is the box to type in.
    await expect(lng === 'en' ? english : arabic).toBeFocused();
    // English first, then Arabic, in both interfaces (ADR 0042).
    expect(
      await editor.locator('textarea').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('lang'))),
    ).toEqual(['en', 'ar']);
    // The box itself (the toolbars' contrast while hidden is the block toolbar's, issue #18 point 7).
    const audit = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(audit.violations.map((v) => v.id)).toEqual([]);

    await english.fill(`On the page ${lng}`);
    await arabic.fill(`على الصفحة ${lng}`);
    const saved = page.waitForResponse((r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT');
    await arabic.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(editor).toBeHidden();
    await expect(title).toHaveText(lng === 'en' ? `On the page ${lng}` : `على الصفحة ${lng}`);
    await expect(title).toBeFocused();

    // Once published, a visitor sees it, in both languages.
    await publish(page, 'our-awards');
    const visitor = await page.request.get('/our-awards');
    expect(await visitor.text()).toContain(`On the page ${lng}`);
    expect(await (await page.request.get('/our-awards?lng=ar')).text()).toContain(`على الصفحة ${lng}`);

    // Escape cancels: nothing is sent, the text stays.
    await title.click();
    await editor.getByLabel(ui.english).fill('Never saved');
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(title).toHaveText(lng === 'en' ? `On the page ${lng}` : `على الصفحة ${lng}`);

    // Put the seed title back (keyboard only: the title is a tab stop, Enter opens it).
    await title.focus();
    await page.keyboard.press('Enter');
    await editor.getByLabel(ui.english).fill(seed.en);
    await editor.getByLabel(ui.arabic).fill(seed.ar);
    const restored = page.waitForResponse(
      (r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT',
    );
    await editor.getByRole('button', { name: ui.save }).click();
    expect((await restored).status()).toBe(200);
    await expect(editor).toBeHidden();
    await expect(title).toHaveText(seed[lng]);
    // …and live again, so that visitors and the next test start from the seed.
    await publish(page, 'our-awards');
  });

  test(`${lng}: a failed save is rolled back with the alert`, async ({ page }) => {
    await signIn(page);
    await withoutLiveUpdates(page);
    await openEditor(page, `/our-awards?edit=true&lng=${lng}`);
    const title = heroTitle(page);
    // What the draft holds (edit mode shows it once loaded), not the published page drawn first.
    const awards = await (await getDraft(page, 'our-awards')).json();
    const before = awards.blocks.find((b: { block_type: string }) => b.block_type === 'HERO').content.title[lng];
    await expect(title).toHaveText(before);
    await page.route('**/v1/pages/blocks/**', (route) => route.abort('connectionrefused'));
    await title.click();
    const editor = page.getByRole('dialog', { name: ui.edit });
    await editor.getByLabel(lng === 'en' ? ui.english : ui.arabic).fill('This will not stick');
    await editor.getByRole('button', { name: ui.save }).click();
    await expect(page.getByRole('alert')).toContainText(ui.failed);
    await expect(title).toHaveText(before);
  });
}

test('an image carries its Replace button: choosing a file saves it', async ({ page }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page, '/about?edit=true');
  // The picture's own button on the page (the block toolbar's Replace image opens the inspector).
  const replace = page.getByRole('button', { name: 'Replace background image' });
  // Drawn once the picture is pointed at: the banner's heading lies over its background.
  await heroTitle(page).hover();
  await expect(replace).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await replace.click();
  const saved = page.waitForResponse((r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT');
  await (await chooser).setFiles({
    name: 'square.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0a7"/></svg>',
    ),
  });
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(JSON.stringify(await response.json())).toMatch(/\/data\/uploads\/[0-9a-f]{32}\.svg/);
});
