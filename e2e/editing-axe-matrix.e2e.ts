import type { Locator, Page } from '@playwright/test';
import { openEditor, openMore, signIn } from './editor.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Issue #31 part 5: axe finds nothing with each of the editor's surfaces open, in both interface
// languages, at 1440 and 390 px. Each surface is opened as an editor does, checked, and closed
// with Escape (which also proves it closes by keyboard); nothing is saved.

const WORDS = {
  en: {
    edit: /Edit$/,
    block: /^Block 1:/,
    publish: 'Publish…',
    newPage: '+ New page',
    account: 'Account',
    delete: 'Delete',
    more: {
      add: '+ Add a block',
      library: 'Media library',
      history: 'History',
      settings: 'Page settings',
      releases: 'Releases',
      share: 'Share preview',
      pages: 'Pages',
    },
  },
  ar: {
    edit: /تحرير$/,
    block: /^الكتلة 1:/,
    publish: 'نشر…',
    newPage: '+ صفحة جديدة',
    account: 'الحساب',
    delete: 'حذف',
    more: {
      add: '+ إضافة كتلة',
      library: 'مكتبة الوسائط',
      history: 'السجل',
      settings: 'إعدادات الصفحة',
      releases: 'الإصدارات',
      share: 'مشاركة معاينة',
      pages: 'الصفحات',
    },
  },
} as const;

/** Checks the page with `surface` open, then closes it with Escape and waits for it to go. */
async function checkOpen(page: Page, surface: Locator) {
  await expect(surface).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(surface).toBeHidden();
}

for (const width of [1440, 390]) {
  for (const lng of ['en', 'ar'] as const) {
    test(`axe finds nothing with each editor surface open (${lng}, ${width} px)`, async ({ page }) => {
      test.setTimeout(180_000);
      const words = WORDS[lng];
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await signIn(page);
      await openEditor(page, `/about?edit=true&lng=${lng}`);
      await expectNoAxeViolations(page);

      // The bar's menus.
      await checkOpen(page, await openMore(page, lng));
      await page.locator('[data-page-bar]').getByRole('button', { name: words.account, exact: true }).click();
      await checkOpen(page, page.locator('[data-in-bar]').getByRole('menu'));

      // The dialogs the bar opens.
      await page.locator('[data-page-bar]').getByRole('button', { name: words.publish }).click();
      await checkOpen(page, page.getByRole('dialog'));
      if (width > 900) await page.locator('[data-page-bar]').getByRole('button', { name: words.newPage }).click();
      else await (await openMore(page, lng)).getByRole('menuitem', { name: words.newPage }).click();
      await checkOpen(page, page.getByRole('dialog'));
      for (const item of Object.values(words.more)) {
        await (await openMore(page, lng)).getByRole('menuitem', { name: item, exact: true }).click();
        await checkOpen(page, page.getByRole('dialog'));
      }

      // A block's delete confirmation, the text's own box on the page, the inspector.
      const toolbar = page.getByRole('toolbar', { name: words.block });
      await toolbar.getByRole('button', { name: words.delete, exact: true }).click();
      await checkOpen(page, page.getByRole('alertdialog'));
      await page.getByRole('heading', { level: 1 }).click();
      await checkOpen(page, page.getByRole('dialog'));
      await toolbar.getByRole('button', { name: words.edit }).click();
      const panel = page.locator('aside[data-inspector-panel]');
      await expect(panel).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
