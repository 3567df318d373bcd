import type { Page } from '@playwright/test';
import { numeral, TRANSLATION_NS, translationStrings } from '../../../web/app/editing/translation/strings.ts';
import { expect } from '../expect.ts';
import { namespaceWords } from '../interface-strings.ts';
import { openInteractive } from '../session.ts';
import type { Lang, Task } from '../task.ts';
import { escapeRegExp } from '../todays-editor.ts';

/** The home page's INSIGHTS block (block 7): its title and subtitle get a new English before the clock. */
const BLOCK = 7;
const CHANGED = ['title', 'subtitle'] as const;

/** The translation status's words in one language (web/app/editing/translation/strings.ts). */
const words = (lang: Lang) => namespaceWords(TRANSLATION_NS, translationStrings, lang);

/**
 * Issue #19: find every text on the home page that needs Arabic. Before the clock: an editor changed
 * only the English of two texts of the home page (the insights' title and subtitle), so their Arabic
 * is out of date. One press of the edit bar's summary ('2 texts need Arabic') starts the filter: the
 * first such text is selected, its field open in the inspector, with the position ('1 of 2'); Next
 * steps through the rest.
 */
export const findNeedsArabic: Task = {
  name: 'find-needs-arabic',
  budget: 1,
  start: '/',
  async prepare(page: Page, lang) {
    const t = words(lang);
    await openInteractive(page, new URL(`/?edit=true&lng=${lang}`, page.url()).href);
    const toolbar = page.getByRole('toolbar', { name: new RegExp(`\\b${BLOCK}\\b`) }).first();
    await toolbar.getByRole('button').first().click();
    const panel = page.getByRole('complementary');
    for (const key of CHANGED) {
      const box = panel.locator(`[data-field-path="${key}"] [lang="en"]`);
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('/v1/pages/blocks/'),
      );
      await box.fill(`${await box.inputValue()} (updated)`);
      await box.blur();
      expect((await saved).status()).toBe(200);
    }
    await panel.locator('header button').last().click();
    await panel.waitFor({ state: 'hidden' });
    await page
      .getByRole('group', { name: t('filter') })
      .getByText(t('needArabic', { count: 2, n: numeral(2, lang) }))
      .waitFor();
  },
  async run(actor, lang) {
    const t = words(lang);
    const summary = actor.view.getByRole('group', { name: t('filter') });
    await actor.click(summary.getByRole('button', { name: t('needArabic', { count: 2, n: numeral(2, lang) }) }));
    await expect(summary).toContainText(t('position', { pos: numeral(1, lang), n: numeral(2, lang) }));

    return async ({ editor }) => {
      // The first of them open in the inspector, its Arabic marked out of date; the second one Next away.
      const panel = editor.getByRole('complementary');
      const stale = new RegExp(escapeRegExp(t('state.ar.stale')));
      await expect(panel.locator('[data-field-path="title"] [lang="ar"]')).toHaveAccessibleDescription(stale);
      await expect(panel.locator('[data-field-path="subtitle"] [lang="ar"]')).toHaveAccessibleDescription(stale);
      // On the page, both texts carry the mark as their description.
      const marked = editor.locator('[data-translation-at]');
      await expect(marked).toHaveCount(2);
      for (const text of await marked.all()) await expect(text).toHaveAccessibleDescription(t('state.ar.stale'));
    };
  },
};
