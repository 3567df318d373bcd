import type { Page } from '@playwright/test';
import { expect } from '../expect.ts';
import { PICTURE, UPLOADED } from '../files.ts';
import type { Task } from '../task.ts';
import { enterEditMode, escapeRegExp } from '../todays-editor.ts';

/** The hero's picture: the first image of the page (its background, drawn behind the title). */
const heroPicture = (page: Pick<Page, 'locator'>) => page.locator('main img').first();

/** Issue #18: replace the home hero image with an upload: the picture carries its own Replace button. */
export const heroImage: Task = {
  name: 'hero-image',
  budget: 3,
  start: '/',
  async run(actor) {
    const before = await heroPicture(actor.view).getAttribute('src');
    await enterEditMode(actor);
    // The picture's Replace button and the file it asks for: one action (a file chosen). Its file
    // input carries the button's name; the button opening the chooser is e2e/editing-on-page's test.
    // In an English sentence the field's name is in lower case ('Replace background image').
    const name = actor.ui.editing('replaceField', { field: actor.ui.field(['backgroundImage'], 'HERO') });
    const replace = actor.view.getByLabel(new RegExp(`^${escapeRegExp(name)}$`, 'i'));
    await actor.upload(replace, PICTURE);
    await expect(heroPicture(actor.view)).toHaveAttribute('src', UPLOADED);
    const uploaded = await heroPicture(actor.view).getAttribute('src');

    return async ({ visit }) => {
      expect(uploaded).not.toBe(before);
      for (const reading of ['en', 'ar'] as const) {
        const page = await visit('/', reading);
        await expect(heroPicture(page)).toHaveAttribute('src', uploaded ?? '');
      }
    };
  },
};
