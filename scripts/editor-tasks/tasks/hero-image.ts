import type { Page } from '@playwright/test';
import { expect } from '../expect.ts';
import type { Task } from '../task.ts';
import { blockToolbar, closeDialogs, enterEditMode, openFields, uploadToField } from '../todays-editor.ts';

/** The hero's picture: the first image of the page (its background, drawn behind the title). */
const heroPicture = (page: Pick<Page, 'locator'>) => page.locator('main img').first();

/**
 * Issue #18: replace the home hero image with an upload. The hero draws `backgroundImage` (else
 * `imageUrl`); the toolbar's "Replace image" opens the block's first media field, which for the
 * hero is its video: an image chosen there is stored as `imageUrl` and never shows while a
 * background image is set. So the way that works goes through the field list.
 */
export const heroImage: Task = {
  name: 'hero-image',
  budget: 3,
  start: '/',
  async run(actor) {
    const before = await heroPicture(actor.view).getAttribute('src');
    await enterEditMode(actor);
    await openFields(actor, blockToolbar(actor, 1, 'HERO'), 'HERO');
    const uploaded = await uploadToField(actor, ['backgroundImage']);
    await closeDialogs(actor);
    await expect(heroPicture(actor.view)).toHaveAttribute('src', uploaded);

    return async ({ visit }) => {
      expect(uploaded).not.toBe(before);
      for (const reading of ['en', 'ar'] as const) {
        const page = await visit('/', reading);
        await expect(heroPicture(page)).toHaveAttribute('src', uploaded);
      }
    };
  },
};
