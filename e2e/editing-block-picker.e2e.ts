import { readFileSync } from 'node:fs';
import { getDraft, openEditor, openMore, signIn } from './editor.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * Issue #18, point 3: the add-block picker names blocks (label, one line, picture, under their
 * group), searches in both languages, works from the keyboard, and no dialog title or toolbar shows
 * a type id. Each test deletes the block it added.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Every type id, read from the registry's lines ('  HERO: hero,'). */
const TYPE_IDS = new RegExp(
  `\\b(${[
    ...readFileSync(new URL('../packages/blocks/src/registry.ts', import.meta.url), 'utf8').matchAll(
      /^ {2}([A-Z_]+): /gm,
    ),
  ]
    .map((m) => m[1])
    .join('|')})\\b`,
);
const blockCount = async (page: import('@playwright/test').Page) =>
  ((await (await getDraft(page, 'home')).json()).blocks as unknown[]).length;

const UI = {
  en: {
    toolbar: /^Block 1:/,
    add: 'Add a block after this one',
    title: 'Choose the kind of block to add',
    search: 'Search blocks',
    query: 'questions',
    other: 'أسئلة',
    faq: 'Questions and answers',
    group: 'Text and pictures',
    none: /No block matches/,
    del: 'Delete',
    confirm: 'Delete this block?',
  },
  ar: {
    toolbar: /^الكتلة 1:/,
    add: 'إضافة كتلة بعد هذه الكتلة',
    title: 'اختر نوع الكتلة المراد إضافتها',
    search: 'ابحث عن كتلة',
    query: 'اسئله',
    other: 'Questions',
    faq: 'أسئلة وأجوبة',
    group: 'نصوص وصور',
    none: /لا توجد كتلة/,
    del: 'حذف',
    confirm: 'هل تريد حذف هذه الكتلة؟',
  },
} as const;

for (const lng of ['en', 'ar'] as const) {
  const ui = UI[lng];

  test(`${lng}: the picker searches, adds a block from the keyboard, and every title shows names`, async ({
    page,
  }, testInfo) => {
    await signIn(page);
    await openEditor(page, `/?edit=true&lng=${lng}`);
    const before = await blockCount(page);

    // The toolbars name blocks, never by type id.
    const first = page.getByRole('toolbar', { name: ui.toolbar });
    await expect(first).toHaveAccessibleName(lng === 'en' ? 'Block 1: Page banner' : 'الكتلة 1: لافتة الصفحة');
    for (const name of await page.getByRole('toolbar').evaluateAll((els) => els.map((e) => e.ariaLabel ?? '')))
      expect(name).not.toMatch(TYPE_IDS);

    const opener = first.getByRole('button', { name: ui.add });
    await opener.click();
    const picker = page.getByRole('dialog', { name: ui.title });
    await expect(picker).toBeVisible();
    const search = picker.getByRole('searchbox', { name: ui.search });
    await expect(search).toBeFocused();
    await expect(picker.getByRole('heading', { name: ui.group })).toBeVisible();
    await expect(picker.locator('img[src$=".webp"]').first()).toBeAttached();
    await expect(picker).not.toContainText(TYPE_IDS);
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expectNoAxeViolations(page);

    // Screenshots of the picker for the eye, wide and narrow.
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.screenshot({ path: testInfo.outputPath(`picker-${lng}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Searching matches both languages, Arabic letter variants folded.
    await page.keyboard.type(ui.other);
    await expect(picker.getByRole('button', { name: ui.faq })).toBeVisible();
    await search.fill('zzzz');
    await expect(picker.getByRole('status')).toHaveText(ui.none);
    await search.fill('');
    await page.keyboard.type(ui.query);
    const faq = picker.getByRole('button', { name: ui.faq });
    await expect(faq).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`picker-${lng}-390-search.png`) });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Arrow down to the first match, Enter adds it after block 1; focus goes back to the opener.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('button[data-type]:focus')).toHaveAttribute('data-type', 'FAQ');
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(opener).toBeFocused();
    await expect.poll(() => blockCount(page)).toBe(before + 1);
    const added = page.getByRole('toolbar', {
      name: lng === 'en' ? 'Block 2: Questions and answers' : 'الكتلة 2: أسئلة وأجوبة',
    });
    await expect(added).toBeVisible();

    await added.getByRole('button', { name: ui.del }).click();
    await page.getByRole('alertdialog', { name: ui.confirm }).getByRole('button', { name: ui.del }).click();
    await expect.poll(() => blockCount(page)).toBe(before);
  });
}

test('Escape closes the picker without adding, and Tab stays inside it', async ({ page }) => {
  await signIn(page);
  await openEditor(page);
  const before = await blockCount(page);
  // From the bar's More: the focus comes back to More, the menu's item being hidden.
  await (await openMore(page)).getByRole('menuitem', { name: '+ Add a block' }).click();
  const opener = page.locator('[data-page-bar]').getByRole('button', { name: 'More', exact: true });
  const picker = page.getByRole('dialog', { name: 'Choose the kind of block to add' });
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  expect(await picker.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await blockCount(page)).toBe(before);
});
