import type { Page } from '@playwright/test';
import { openEditor, openMore, signIn } from './editor.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The calm page bar (issue #31 part 1, ADR 0043): one row at 1440 and 390 px in both directions, its
// controls side by side and on screen, the admin's controls in it rather than over the page.

const TEN_PAGES = [
  '/',
  '/about',
  '/solutions/totara-learn',
  '/solutions/totara-perform',
  '/customer-stories',
  '/careers',
  '/contact',
  '/our-team',
  '/why-choose-us',
  '/resources',
];

type Box = { name: string; x: number; y: number; width: number; height: number };

/** The bar's box and the boxes of what it draws (controls, the page's state), and the page's width. */
function measure(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-page-bar]') as HTMLElement;
    const boxOf = (element: Element): Box => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return { name, x, y, width, height };
    };
    const shown = (element: Element) => {
      const { width, height } = element.getBoundingClientRect();
      return width > 1 && height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const drawn = [...bar.querySelectorAll('button, [data-publishing-state]')].filter(shown).map(boxOf);
    // Everything the editor draws on the page outside the bar that could land on it.
    const others = [...document.querySelectorAll('button, [role="toolbar"], a')]
      .filter((element) => !bar.contains(element) && shown(element))
      .map(boxOf);
    return {
      bar: boxOf(bar),
      drawn,
      others,
      viewport: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

/**
 * Points at each of the page's first three pictures in turn: the buttons drawn for it (issue #31
 * part 2) cover neither a drawn block toolbar nor the page bar, and no toolbar covers them.
 */
async function expectPictureButtonsClear(page: Page, path: string) {
  const pictures = page.locator('main img');
  const count = Math.min(await pictures.count(), 3);
  for (let i = 0; i < count; i++) {
    const picture = pictures.nth(i);
    if (!(await picture.isVisible())) continue;
    // Not scrollIntoViewIfNeeded: a moving slider's picture is never "stable".
    await picture.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = await picture.boundingBox();
    if (!box || box.width < 2 || box.height < 2) continue;
    // The mouse itself, not hover(): text drawn over a picture (a banner's heading) takes the pointer.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(50);
    const clashes = await page.evaluate(() => {
      const boxOf = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return { name, x, y, width, height };
      };
      const meets = (a: ReturnType<typeof boxOf>, b: ReturnType<typeof boxOf>) =>
        a.x < b.x + b.width - 0.5 &&
        b.x < a.x + a.width - 0.5 &&
        a.y < b.y + b.height - 0.5 &&
        b.y < a.y + a.height - 0.5;
      const chips = [...document.querySelectorAll('[data-shown] button')].map(boxOf);
      const bars = [
        ...[...document.querySelectorAll('[role="toolbar"]')].filter(
          (toolbar) => Number(getComputedStyle(toolbar).opacity) > 0 && toolbar.getBoundingClientRect().height > 1,
        ),
        document.querySelector('[data-page-bar]'),
      ].flatMap((element) => (element ? [boxOf(element)] : []));
      return chips.flatMap((chip) => bars.filter((bar) => meets(chip, bar)).map((bar) => `${chip.name} / ${bar.name}`));
    });
    expect(clashes, `${path}: picture ${i + 1}'s buttons`).toEqual([]);
  }
  await page.mouse.move(0, 0);
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

for (const width of [1440, 390]) {
  for (const lng of ['en', 'ar'] as const) {
    test(`the page bar is one row at ${width} px (${lng}) on the ten pages, its controls side by side, on screen, covered by nothing`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await signIn(page);
      for (const path of TEN_PAGES) {
        await openEditor(page, `${path}?edit=true&lng=${lng}`);
        const bar = page.locator('[data-page-bar]');
        // The admin's controls have moved into it, and the page's state is read.
        await expect(bar.getByRole('button', { name: lng === 'en' ? 'Exit Edit Mode' : /الخروج/ })).toBeVisible();
        await expect(bar.locator('[data-publishing-state]')).toBeVisible();
        const seen = await measure(page);
        expect(seen.bar.height, `${path}: one row`).toBeLessThanOrEqual(56);
        expect(seen.scrollWidth, `${path}: nothing wider than the screen`).toBeLessThanOrEqual(seen.viewport);
        for (const [i, a] of seen.drawn.entries()) {
          expect(a.x, `${path}: ${a.name} on screen`).toBeGreaterThanOrEqual(0);
          expect(a.x + a.width, `${path}: ${a.name} on screen`).toBeLessThanOrEqual(seen.viewport);
          for (const b of seen.drawn.slice(i + 1)) expect(overlap(a, b), `${path}: ${a.name} / ${b.name}`).toBe(false);
        }
        const covering = seen.others.filter((other) => overlap(other, seen.bar)).map((other) => other.name);
        expect(covering, `${path}: nothing over the bar`).toEqual([]);
        await expectPictureButtonsClear(page, path);
      }
    });
  }
}

for (const [width, lng] of [
  [1280, 'en'],
  [1024, 'ar'],
] as const) {
  test(`with the inspector open at ${width} px (${lng}), the bar keeps one row and nothing of it goes under the panel`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await openEditor(page, `/about?edit=true&lng=${lng}`);
    await page
      .getByRole('toolbar', { name: lng === 'en' ? /^Block 1:/ : /^الكتلة 1:/ })
      .getByRole('button', { name: lng === 'en' ? /Edit$/ : /تحرير$/ })
      .click();
    const panel = page.locator('aside[data-inspector-panel]');
    await expect(panel).toBeVisible();
    const seen = await measure(page);
    const inspector = (await panel.boundingBox()) as { x: number; y: number; width: number; height: number };
    expect(seen.bar.height).toBeLessThanOrEqual(56);
    for (const control of seen.drawn) {
      expect(overlap({ ...inspector, name: 'inspector' }, control), `${control.name} under the inspector`).toBe(false);
    }
  });
}

test('More holds the rest of the page’s actions; by keyboard it opens on its first item and Escape brings the focus back', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/about?edit=true&lng=ar');
  const more = page.locator('[data-page-bar]').getByRole('button', { name: 'المزيد', exact: true });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'المزيد' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'مراجعة ثم نشر…',
    'تجاهل التغييرات',
    'مشاركة معاينة',
    'الإصدارات',
    'الصفحات',
    '+ إضافة كتلة',
    'مكتبة الوسائط',
    'عمّ بحث الزوار…',
    'السجل',
    'إعدادات الصفحة',
  ]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'إعدادات الصفحة' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  // A dialog opened from it gives the focus back to More.
  await (await openMore(page, 'ar')).getByRole('menuitem', { name: 'السجل' }).click();
  const history = page.getByRole('dialog');
  await expect(history).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(more).toBeFocused();
});
