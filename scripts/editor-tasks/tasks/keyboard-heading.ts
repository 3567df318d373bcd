import { PUBLISHING_NS, publishingStrings } from '../../../web/app/editing/publishing/strings.ts';
import { expect } from '../expect.ts';
import { namespaceWords } from '../interface-strings.ts';
import type { Lang, Task } from '../task.ts';

const PAGE = '/about';
const HEADING = { en: 'About us, in a word: learning', ar: 'عنّا في كلمة: التعلّم' };

/** Publishing's words in one language (web/app/editing/publishing/strings.ts). */
const words = (lang: Lang) => namespaceWords(PUBLISHING_NS, publishingStrings, lang);

/**
 * Issue #31: change the heading on /about in both languages and publish it, with the keyboard only.
 * Shift+Tab reaches "Go to Edit Mode" (the last control of the page), Enter: the focus stays on the
 * toggle, now "Exit Edit Mode" in the page bar (ADR 0043); F6 goes to the page, the first block's
 * Edit; Enter opens the inspector on its first field, the title in English; type it, Tab, type the
 * Arabic; F6 goes round to the bar's Publish, Enter (one action since ADR 0045; it was Publish…,
 * Enter, and Enter on the dialog's Publish now).
 */
export const keyboardHeading: Task = {
  name: 'keyboard-heading',
  budget: 12,
  start: PAGE,
  async run(actor, lang) {
    const t = words(lang);
    const focused = actor.view.locator(':focus');
    // As a person does, once the button is there (the admin's controls load after the page).
    await expect(actor.view.getByRole('button', { name: actor.ui.site('editMode.enter') })).toBeVisible();
    await actor.press('Shift+Tab');
    await expect(focused).toHaveAccessibleName(actor.ui.site('editMode.enter'));
    await actor.press('Enter');
    await expect(actor.view.getByRole('toolbar').first()).toBeVisible();
    // As a person does, once the bar has come: the toggle, still focused, has moved into it.
    await expect(actor.view.locator('[data-page-bar] :focus')).toHaveAccessibleName(actor.ui.site('editMode.exit'));
    await actor.press('F6');
    await expect(focused).toHaveAccessibleName(new RegExp(`${actor.ui.editing('editFields')}$`));
    await actor.press('Enter');
    await expect(focused).toHaveAttribute('lang', 'en');
    await actor.type(focused, HEADING.en);
    await actor.press('Tab');
    await expect(focused).toHaveAttribute('lang', 'ar');
    await actor.type(focused, HEADING.ar);
    await actor.press('F6');
    await expect(focused).toHaveAccessibleName(t('publishDirect'));
    await actor.press('Enter');
    await expect(
      actor.view.getByRole('region', { name: t('region') }).getByText(t('state.published'), { exact: true }),
    ).toBeVisible();

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const page = await visit(PAGE, reading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING[reading]);
      }
    };
  },
};
