import { expect } from '../expect.ts';
import type { Task } from '../task.ts';
import { blockToolbar, closeDialogs, enterEditMode, openField, openFields, saveLocalized } from '../todays-editor.ts';

const TITLE = { en: 'Learning that fits the way your people work', ar: 'تعلّم يناسب طريقة عمل موظفيك' };

/** Issue #18: change the home hero title in both languages. */
export const heroTitle: Task = {
  name: 'hero-title',
  budget: 4,
  start: '/',
  async run(actor, lang) {
    await enterEditMode(actor);
    await openFields(actor, blockToolbar(actor, 1, 'HERO'), 'HERO');
    await saveLocalized(actor, await openField(actor, ['title']), TITLE);
    await closeDialogs(actor);
    await expect(actor.view.getByRole('heading', { level: 1 })).toHaveText(TITLE[lang]);

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const page = await visit('/', reading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE[reading]);
      }
    };
  },
};
