import { expect } from '../expect.ts';
import { openNewPage } from '../new-page.ts';
import type { Lang, Task } from '../task.ts';

const ADDRESS = '/summer-offer';
const TITLE = { en: 'Summer offer', ar: 'عرض الصيف' };

/**
 * Issue #20: a new landing page in both languages, linked in the header's menu, live. From the home
 * page: edit mode, New page (the landing template and the menu entry are what it offers first), the
 * address and the title in English and Arabic, Create page (the new page opens in edit mode), and
 * Publish (one action, ADR 0045: the header's new entry goes live with it).
 */
export const createLandingPage: Task = {
  name: 'create-landing-page',
  budget: 7,
  start: '/',
  async run(actor, lang: Lang) {
    const { pages, publishing, bar, dialog } = await openNewPage(actor, lang);
    await expect(dialog.getByRole('radio', { name: new RegExp(pages('templates.landing')) })).toBeChecked();
    await expect(dialog.getByLabel(pages('menuPlace'))).toHaveValue('top');
    await actor.type(dialog.getByLabel(pages('address'), { exact: true }), ADDRESS);
    await actor.type(dialog.getByLabel(pages('english'), { exact: true }), TITLE.en);
    await actor.type(dialog.getByLabel(pages('arabic'), { exact: true }), TITLE.ar);
    await actor.click(dialog.getByRole('button', { name: pages('create') }));
    await expect(actor.view.getByRole('heading', { level: 1 })).toHaveText(TITLE[lang]);
    await expect(bar.getByText(publishing('state.never'), { exact: true })).toBeVisible();

    await actor.click(bar.getByRole('button', { name: publishing('publishDirect'), exact: true }));
    await expect(bar.getByText(publishing('state.published'), { exact: true })).toBeVisible();

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const home = await visit('/', reading);
        const entry = home.getByRole('banner').getByRole('link', { name: TITLE[reading], exact: true }).first();
        await expect(entry).toHaveAttribute('href', ADDRESS);
        const page = await visit(ADDRESS, reading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE[reading]);
      }
    };
  },
};
