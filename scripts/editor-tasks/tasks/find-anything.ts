import type { Story } from '../../../packages/blocks/src/blocks/gallery/schema.ts';
import { collectionRegistry } from '../../../packages/blocks/src/collections/registry.ts';
import { findStrings } from '../../../web/app/editing/find/strings.ts';
import { inspectorStrings } from '../../../web/app/editing/inspector/strings.ts';
import { expect } from '../expect.ts';
import { seedBlock } from '../files.ts';
import type { Task } from '../task.ts';
import { enterEditMode, escapeRegExp } from '../todays-editor.ts';

const stories = seedBlock('customer-stories', 'GALLERY').content.stories as Array<Story & { id: string }>;
const target = stories.find((story) => story.id === 'lulua-bank') as Story & { id: string };
/** The word of its Arabic title "بنك لؤلؤة…" as people often type it: ta marbuta written as ha. */
const WORD = 'لؤلؤه';
const RENAMED = `${target.title.en}, a year later`;

/**
 * Issue #32: from the home page, find a story by a word of its Arabic title (typed without its ta
 * marbuta) with the page bar's Find, open it (its list page in edit mode, the story open in the
 * panel) and change its English title. Find searches every page, item and media file at once, so
 * the editor need not know which page lists the story.
 */
export const findAnything: Task = {
  name: 'find-anything',
  budget: 5,
  start: '/',
  async run(actor, lang) {
    const s = findStrings(lang);
    const words = inspectorStrings[lang];
    await enterEditMode(actor);
    await actor.click(actor.view.locator('[data-page-bar]').getByRole('button', { name: s.open, exact: true }));
    const dialog = actor.view.getByRole('dialog', { name: s.title });
    await actor.type(dialog.getByRole('combobox', { name: s.search }), WORD);
    // The story by its title in the interface's language, and its kind.
    const title = lang === 'ar' ? target.title.ar : target.title.en;
    const kind = collectionRegistry.stories?.label.one[lang] ?? '';
    const found = dialog.getByRole('option', { name: new RegExp(escapeRegExp(title)) }).filter({ hasText: kind });
    await actor.click(found);
    const panel = actor.view.getByRole('complementary', {
      name: new RegExp(`^${escapeRegExp(words.panel.split(':')[0] ?? '')}`),
    });
    const row = panel.locator(`[data-item-key="${target.id}"]`);
    const english = row
      .locator('[data-field-path="stories.0.title"]')
      .getByRole('textbox', { name: new RegExp(`${escapeRegExp(words.english)}$`) });
    await actor.type(english, RENAMED);
    await expect(row.locator('[data-focus="summary"] [dir="auto"]')).toHaveText(
      lang === 'en' ? RENAMED : target.title.ar,
    );
    await expect(panel.getByText(words.saved, { exact: true }).first()).toBeVisible();

    return async ({ visit }) => {
      const page = await visit(`/customer-stories/${target.id}`, 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(RENAMED);
    };
  },
};
