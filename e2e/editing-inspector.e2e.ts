import type { Page } from '@playwright/test';
import { commit, getDraft, inspect, nextSave, openEditor, publish, signIn, withoutLiveUpdates } from './editor.ts';
import { expect, expectFailedResponses, expectNoAxeViolations, test } from './fixtures.ts';

/** The inspector panel (issue #18): the selected block's fields, saved as they are typed. */

// Serial, each up to 60 s: the axe checks at two widths in a loaded 2-core CI took 32 s.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const heroOnServer = async (page: Page) =>
  (await (await getDraft(page, 'home')).json()).blocks[0].content as {
    title: { en: string; ar: string };
  };

test('the home hero: its title in both languages side by side, on the page at once and for visitors after saving', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const panel = await inspect(page, 1);
  await expect(panel).toHaveAccessibleName('Inspector: Page banner');
  const en = panel.getByRole('textbox', { name: 'Title English', exact: true });
  const ar = panel.getByRole('textbox', { name: 'Title Arabic', exact: true });
  await expect(ar).toHaveAttribute('dir', 'rtl');
  await expect(ar).toHaveAttribute('lang', 'ar');
  expect(await ar.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Noto Sans Arabic');
  // Side by side: one row, English first on an English page.
  const [enBox, arBox] = [await en.boundingBox(), await ar.boundingBox()];
  expect(Math.abs((enBox?.y ?? 0) - (arBox?.y ?? 1))).toBeLessThan(2);
  expect(enBox?.x ?? 0).toBeLessThan(arBox?.x ?? 0);

  // Typing is saved once after the pause, not once per keystroke, and shows on the page at once.
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/v1/pages/blocks/')) puts.push(r.url());
  });
  await en.fill('');
  await en.pressSequentially('Typed in the panel', { delay: 20 });
  await expect(heading(page)).toHaveText('Typed in the panel');
  await expect(panel.getByText('Saved')).toBeVisible();
  expect(puts.length).toBeLessThanOrEqual(2);
  await expect.poll(async () => (await heroOnServer(page)).title.en).toBe('Typed in the panel');

  // The Arabic box, saved at once when the field is left.
  const saved = nextSave(page);
  await ar.fill('كُتب في اللوحة');
  await commit(page);
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeAttached();

  // Visitors see it once published (ADR 0025).
  await publish(page, 'home');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await expect(heading(visitor)).toHaveText('Typed in the panel');
  await visitor.goto('/?lng=ar');
  await expect(heading(visitor)).toHaveText('كُتب في اللوحة');
  await visitor.context().close();
});

test('only the fields the home hero shows; the others tucked away', async ({ page }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const panel = await inspect(page, 1);
  for (const name of ['Title', 'Subtitle', 'Button text', 'Button link', 'Background image'])
    await expect(panel.locator(`[data-field-label="${name}"]`)).toBeVisible();
  for (const name of ['Video', 'Main image', 'Team photo'])
    await expect(panel.locator(`[data-field-label="${name}"]`)).toBeHidden();
  // Under their groups' headings, in the groups' order.
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    'Content',
    'Pictures and video',
    'Buttons and links',
  ]);
  const more = panel.getByText(/^Fields this layout does not show/);
  await more.click();
  await expect(panel.locator('[data-field-label="Team photo"]')).toBeVisible();
});

test('a failed save rolls back with the alert', async ({ page, consoleErrors }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const before = String(await heading(page).textContent());
  await page.route('**/v1/pages/blocks/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  const panel = await inspect(page, 1);
  await panel.getByRole('textbox', { name: 'Title English', exact: true }).fill('This will not stick');
  await expect(heading(page)).toHaveText('This will not stick');
  await commit(page);
  await expect(page.getByRole('alert')).toContainText('Failed to save changes.');
  await expect(heading(page)).toHaveText(before);
  await expect(panel.getByRole('textbox', { name: 'Title English', exact: true })).toHaveValue(before);
  expectFailedResponses(consoleErrors, /\/v1\/pages\/blocks\//, [500]);
});

test('a stale version shows the conflict view', async ({ page, consoleErrors }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const panel = await inspect(page, 1);
  // Someone else saves the hero first, through the API.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const home = await (await getDraft(page, 'home')).json();
  const hero = home.blocks[0];
  const theirs = await page.request.put(`/v1/pages/blocks/${hero.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: hero.block_type,
      content: { ...hero.content, title: { ...hero.content.title, en: 'Saved elsewhere first' } },
      version: hero.version,
    },
  });
  expect(theirs.status()).toBe(200);
  await panel.getByRole('textbox', { name: 'Title English', exact: true }).fill('Mine came second');
  await commit(page);
  const conflict = page.getByRole('alertdialog', { name: 'Someone else changed this block' });
  await expect(conflict).toContainText('Saved elsewhere first');
  await expect(conflict).toContainText('Mine came second');
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect.poll(async () => (await heroOnServer(page)).title.en).toBe('Mine came second');
  expectFailedResponses(consoleErrors, /\/v1\/pages\/blocks\//, [409]);
});

test('undo and redo by keyboard, saved each time', async ({ page }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const panel = await inspect(page, 1);
  const en = panel.getByRole('textbox', { name: 'Title English', exact: true });
  const before = await en.inputValue();
  await en.fill('Before undo');
  // Leaving the field ends the burst; Ctrl+Z on the next field (not typed into) is the editor's undo.
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await heroOnServer(page)).title.en).toBe('Before undo');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(heading(page)).toHaveText(before);
  await expect(en).toHaveValue(before);
  await expect.poll(async () => (await heroOnServer(page)).title.en).toBe(before);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(heading(page)).toHaveText('Before undo');
  await expect.poll(async () => (await heroOnServer(page)).title.en).toBe('Before undo');
  // The header's buttons do the same.
  await panel.getByRole('button', { name: 'Undo' }).click();
  await expect(heading(page)).toHaveText(before);
});

test('keyboard only: Edit opens the panel on its first field, Escape closes it back to Edit', async ({ page }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const edit = page.getByRole('toolbar', { name: /^Block 1:/ }).getByRole('button', { name: /Edit$/ });
  await edit.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('complementary', { name: /^Inspector/ });
  await expect(panel.getByRole('textbox', { name: 'Title English', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('textbox', { name: 'Title Arabic', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(edit).toBeFocused();
});

test('F6 moves between the page bar, the page and the inspector; what takes the focus is never under the bar', async ({
  page,
}) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page, '/about?edit=true');
  const focused = page.locator(':focus');
  /** The focused control's top is below the sticky bar's bottom (nothing of it hidden under the bar). */
  const clearOfBar = async () =>
    expect
      .poll(() =>
        page.evaluate(() => {
          const bar = document.querySelector('[data-page-bar]')?.getBoundingClientRect().bottom ?? 0;
          return (document.activeElement?.getBoundingClientRect().top ?? 0) - bar;
        }),
      )
      .toBeGreaterThanOrEqual(0);

  // Once the page's publishing state is known (Publish… waits for it).
  await expect(page.getByRole('button', { name: 'Publish…' })).toBeEnabled();
  await page.keyboard.press('F6');
  await expect(focused).toHaveAccessibleName('Publish…');
  await page.evaluate(() => window.scrollTo({ top: 2500, behavior: 'instant' }));
  await page.keyboard.press('F6');
  await expect(focused).toHaveAccessibleName(/Edit$/);
  await expect(page.getByRole('toolbar', { name: /^Block 1:/ }).locator(':focus')).toHaveCount(1);
  await clearOfBar();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('complementary', { name: /^Inspector/ });
  await expect(panel.getByRole('textbox', { name: 'Title English', exact: true })).toBeFocused();
  // Round: the panel → the bar; back: the panel, closed with Escape back to the block's Edit.
  await page.keyboard.press('F6');
  await expect(focused).toHaveAccessibleName('Publish…');
  await page.keyboard.press('Shift+F6');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(focused).toHaveAccessibleName(/Edit$/);

  // The page's scroll padding is the bar's bottom (it wraps on narrow screens): what takes the focus
  // or is scrolled into view stops below the bar, not under it.
  const paddingPastBar = () =>
    page.evaluate(() => {
      // Scrolled down: the bar is stuck where it stays while the page moves under it.
      window.scrollTo({ top: 2000, behavior: 'instant' });
      const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBlockStart);
      return padding - (document.querySelector('[data-page-bar]')?.getBoundingClientRect().bottom ?? 0);
    });
  await expect.poll(paddingPastBar).toBeGreaterThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(paddingPastBar).toBeGreaterThanOrEqual(0);
});

for (const lng of ['en', 'ar'] as const) {
  test(`axe: the panel open in ${lng}, at 1440 and 390 px; a bottom sheet on a phone`, async ({ page }) => {
    await signIn(page);
    await withoutLiveUpdates(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openEditor(page, `/?edit=true${lng === 'ar' ? '&lng=ar' : ''}`);
    let panel = await inspectIn(page, lng);
    const wide = await panel.boundingBox();
    // Docked at the inline end: right in English, left in Arabic.
    if (lng === 'en') expect(Math.round((wide?.x ?? 0) + (wide?.width ?? 0))).toBe(1440);
    else expect(Math.round(wide?.x ?? 1)).toBe(0);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    panel = await inspectIn(page, lng);
    const sheet = await panel.boundingBox();
    expect(Math.round(sheet?.width ?? 0)).toBe(390);
    expect(Math.round((sheet?.y ?? 0) + (sheet?.height ?? 0))).toBe(844);
    expect(sheet?.height ?? 999).toBeLessThanOrEqual(844 * 0.7 + 1);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: lng === 'en' ? 'Close the inspector' : 'إغلاق المحرّر' }).click();
    await expect(panel).toBeHidden();
  });
}

async function inspectIn(page: Page, lng: 'en' | 'ar') {
  if (lng === 'en') return inspect(page, 1);
  await page
    .getByRole('toolbar', { name: /^الكتلة 1:/ })
    .getByRole('button', { name: /تحرير|Edit/ })
    .click();
  const panel = page.getByRole('complementary', { name: /^المحرّر/ });
  await expect(panel).toBeVisible();
  return panel;
}
