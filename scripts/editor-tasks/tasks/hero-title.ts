import { expect } from '../expect.ts';
import type { Task } from '../task.ts';
import { enterEditMode } from '../todays-editor.ts';

const TITLE = { en: 'Learning that fits the way your people work', ar: 'تعلّم يناسب طريقة عمل موظفيك' };

/**
 * Issue #18: change the home hero title in both languages. Click the title on the page: its editor
 * opens where it stands with English and Arabic side by side, and saves as typing pauses.
 */
export const heroTitle: Task = {
  name: 'hero-title',
  budget: 4,
  start: '/',
  async run(actor, lang) {
    await enterEditMode(actor);
    await actor.click(actor.view.getByRole('heading', { level: 1 }));
    const editor = actor.view.getByRole('dialog', {
      name: actor.ui.editing('editField', { field: actor.ui.field(['title'], 'HERO') }),
    });
    await actor.type(editor.getByLabel(actor.ui.editing('english')), TITLE.en);
    await actor.type(editor.getByLabel(actor.ui.editing('arabic')), TITLE.ar);
    await expect(actor.view.getByRole('heading', { level: 1 })).toHaveText(TITLE[lang]);
    // Shown at once; saved once typing has paused.
    await actor.idle();

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const page = await visit('/', reading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE[reading]);
      }
    };
  },
};
