import type { Page } from '@playwright/test';
import { expect } from '../expect.ts';
import { interfaceStrings } from '../interface-strings.ts';
import { openInteractive } from '../session.ts';
import type { Task } from '../task.ts';
import { escapeRegExp } from '../todays-editor.ts';

const SUBTITLE = {
  en: 'Courses on the phone, online or offline, in Arabic and English',
  ar: 'مقررات على الهاتف، متصلًا أو دون اتصال، بالعربية والإنجليزية',
};
const PAGE = '/solutions/totara-mobile';
const BLOCK_SAVE = '**/v1/pages/blocks/*';

/**
 * Issue #19: restore text typed before a reload. Before the clock: the editor typed a new subtitle
 * into the page banner (in the language they read the page in), its save never reached the server (the connection dropped), and the page was
 * reloaded. On return the editor offers it back: 'Restore' shows it and saves it.
 */
export const restoreUnsaved: Task = {
  name: 'restore-unsaved',
  budget: 2,
  start: PAGE,
  async prepare(page: Page, lang) {
    const ui = interfaceStrings(lang);
    await openInteractive(page, new URL(`${PAGE}?edit=true`, page.url()).href);
    await page.route(BLOCK_SAVE, (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
    );
    await page
      .locator('main')
      .getByRole('toolbar')
      .first()
      .getByRole('button', { name: new RegExp(`${escapeRegExp(ui.editing('editFields'))}$`) })
      .click();
    // In the language the page is read in, as an editor does.
    const box = page.locator(`[data-field-path="subtitle"] [lang="${lang}"]`);
    const failed = page.waitForEvent('requestfailed', (r) => r.method() === 'PUT');
    await box.fill(SUBTITLE[lang]);
    await box.blur();
    await failed;
    await page.unroute(BLOCK_SAVE);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('dialog').first().waitFor();
  },
  async run(actor, lang) {
    const dialog = actor.view.getByRole('dialog', { name: actor.ui.editing('unsaved.restoreTitle') });
    await expect(dialog).toBeVisible();
    await actor.click(dialog.getByRole('button', { name: actor.ui.editing('unsaved.restore'), exact: true }));
    await expect(dialog).toBeHidden();
    await expect(actor.view.locator('main').getByText(SUBTITLE[lang])).toBeVisible();
    // Shown at once; saved once the page's calls have answered.
    await actor.idle();

    return async ({ editor }) => {
      // What the editor works on (the draft), read with the editor's own session.
      const stored = await editor.evaluate(async (path) => {
        const response = await fetch(path, {
          headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
        });
        return response.ok ? JSON.stringify(await response.json()) : `answered ${response.status}`;
      }, '/v1/pages/solutions-totara-mobile?draft=true');
      if (!stored.includes(SUBTITLE[lang])) throw new Error('the restored subtitle is not stored');
    };
  },
};
