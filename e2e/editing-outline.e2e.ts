import { getDraft, openEditor, signIn } from './editor.ts';
import { expect, expectNoAxeViolations, seed, test } from './fixtures.ts';

// The outline of the page (issue #31 part 2). On the Open edX page, which no other editing test edits.
const PATH = '/solutions/open-edx';
const SLUG = 'solutions-openedx';
const seeded = seed(SLUG).blocks.map((block) => block.block_type);

const draftOrder = async (page: import('@playwright/test').Page) =>
  ((await (await getDraft(page, SLUG)).json()) as { blocks: Array<{ block_type: string; order: number }> }).blocks
    .sort((a, b) => a.order - b.order)
    .map((block) => block.block_type);

test('the outline names the blocks; a row opens its block, Alt+arrows move it (Ctrl+Z takes it back), + adds after it', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, `${PATH}?edit=true`);
  const toggle = page.locator('[data-page-bar]').getByRole('button', { name: 'Outline' });
  await toggle.click();
  const outline = page.getByRole('navigation', { name: 'Outline of the page' });
  await expect(outline).toBeVisible();
  const rows = outline.locator('li > button[aria-keyshortcuts]');
  await expect(rows).toHaveCount(seeded.length);
  // By kind and first words, in the page's order; the focus on the first row.
  await expect(rows.first()).toContainText('Open edX, built and run for your organisation');
  await expect(rows.nth(3)).toContainText('From kick-off to go-live');
  await expect(rows.first()).toBeFocused();
  await expectNoAxeViolations(page);

  // A row opens its block's form, and the block is in view.
  await rows.nth(3).click();
  await expect(page.getByRole('complementary', { name: /^Inspector/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Block 4:/ })).toBeInViewport();
  await expect(rows.nth(3)).toHaveAttribute('aria-current', 'true');

  // Alt+↓ on the second row moves its block down, the focus going with it; Ctrl+Z takes it back.
  await rows.nth(1).focus();
  const reordered = page.waitForResponse((r) => r.url().endsWith('/v1/pages/blocks/reorder'));
  await page.keyboard.press('Alt+ArrowDown');
  expect((await reordered).ok()).toBe(true);
  const swapped = [seeded[0], seeded[2], seeded[1], ...seeded.slice(3)];
  await expect.poll(() => draftOrder(page)).toEqual(swapped);
  await expect(rows.nth(2)).toBeFocused();
  await expect(rows.nth(2)).toContainText('One open platform for every kind of learning');
  await page.keyboard.press('Control+z');
  await expect.poll(() => draftOrder(page)).toEqual(seeded);
  await expect(rows.nth(1)).toContainText('One open platform for every kind of learning');

  // + after a row opens the block picker; Escape leaves the page as it was.
  await outline.getByRole('button', { name: /^Add a block after “Process steps/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the kind of block to add' });
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // The bin asks first; cancelled, nothing goes.
  await outline.getByRole('button', { name: /^Delete “Demo request form/ }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(seeded.length);

  // Escape closes it and gives the focus back to what opened it. With the inspector open beside it,
  // the bar (520 px here) is a phone's: More holds the Outline button.
  await rows.first().focus();
  await page.keyboard.press('Escape');
  await expect(outline).toBeHidden();
  await expect(page.locator('[data-page-bar]').getByRole('button', { name: 'More', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Close the inspector' }).click();
  await expect(page.getByRole('complementary', { name: /^Inspector/ })).toBeHidden();
  await toggle.click();
  await expect(outline).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  expect(await draftOrder(page)).toEqual(seeded);
});

test('the outline in Arabic, on a phone: a sheet at the bottom, from More, right to left, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await openEditor(page, `${PATH}?edit=true&lng=ar`);
  await page.locator('[data-page-bar]').getByRole('button', { name: 'المزيد', exact: true }).click();
  await page.getByRole('menuitem', { name: 'المخطط' }).click();
  const outline = page.getByRole('navigation', { name: 'مخطط الصفحة' });
  await expect(outline).toBeVisible();
  await expect(outline).toHaveCSS('direction', 'rtl');
  const box = await outline.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(844);
  await expectNoAxeViolations(page);
  // Choosing a block hands the bottom of the screen to its form.
  await outline.locator('li > button[aria-keyshortcuts]').nth(1).click();
  await expect(outline).toBeHidden();
  await expect(page.getByRole('complementary', { name: /^المحرّر/ })).toBeVisible();
});
