import { expect } from '../expect.ts';
import { openNewPage } from '../new-page.ts';
import type { Task } from '../task.ts';

const TITLE = { en: 'Careers day', ar: 'يوم التوظيف' };
const ADDRESS = '/careers-day';

/**
 * Issue #31: a new page under Company in the header's menu, in both languages, published. From a
 * Company page (/about): edit mode; New page offers the entry under Company (where this page sits)
 * and makes the address from the English title; the title in English and Arabic; Create page; and
 * Publish (one action, ADR 0045), which takes the header's new entry live with the page.
 */
export const menuSubpage: Task = {
  name: 'menu-subpage',
  budget: 6,
  start: '/about',
  async run(actor, lang) {
    const { pages, publishing, bar, dialog } = await openNewPage(actor, lang);
    await expect(dialog.getByLabel(pages('menuPlace'))).toHaveValue('nav-company');
    await actor.type(dialog.getByLabel(pages('english'), { exact: true }), TITLE.en);
    await actor.type(dialog.getByLabel(pages('arabic'), { exact: true }), TITLE.ar);
    await expect(dialog.getByLabel(pages('address'), { exact: true })).toHaveValue(ADDRESS);
    await actor.click(dialog.getByRole('button', { name: pages('create') }));
    await expect(actor.view.getByRole('heading', { level: 1 })).toHaveText(TITLE[lang]);
    await actor.click(bar.getByRole('button', { name: publishing('publishDirect'), exact: true }));
    await expect(bar.getByText(publishing('state.published'), { exact: true })).toBeVisible();

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const home = await visit('/', reading);
        // In the Company entry's list, after its seeded pages.
        const company = home
          .getByRole('banner')
          .locator('li', { has: home.locator(`a[href="${ADDRESS}"]`) })
          .first();
        await expect(company).toContainText(reading === 'en' ? 'Company' : 'الشركة');
        await expect(home.getByRole('banner').locator(`a[href="${ADDRESS}"]`).first()).toHaveText(TITLE[reading]);
        const page = await visit(ADDRESS, reading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE[reading]);
      }
    };
  },
};
