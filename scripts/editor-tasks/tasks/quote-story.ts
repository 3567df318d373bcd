import type { Story } from '../../../packages/blocks/src/blocks/gallery/schema.ts';
import { inspectorStrings } from '../../../web/app/editing/inspector/strings.ts';
import { expect } from '../expect.ts';
import { seedBlock } from '../files.ts';
import type { Task } from '../task.ts';
import { enterEditMode, inspect } from '../todays-editor.ts';

type Quote = { id: string; name: { en: string; ar: string }; story?: string };
const quotes = seedBlock('home', 'SUCCESS_STORIES').content.stories as Quote[];
const stories = seedBlock('customer-stories', 'GALLERY').content.stories as Array<Story & { id: string }>;
const quote = quotes[1] as Quote;
/** A story no quote names yet, found by the first word of its Arabic title. */
const target = stories.find((story) => story.id === 'najm-telecom') as Story & { id: string };
const WORD = target.title.ar.split(' ')[0] as string;

/**
 * Issue #30: link a customer quote on the home page to another story. The quotes are items; the
 * quote's "Customer story" field finds stories by a word of their title in either language (the
 * collection's search), and Enter chooses the one found; the quote is saved alone.
 */
export const quoteStory: Task = {
  name: 'quote-story',
  budget: 5,
  start: '/',
  async run(actor, lang) {
    const words = inspectorStrings[lang];
    await enterEditMode(actor);
    const panel = await inspect(actor, 6);
    const row = panel.locator(`section[data-list="stories"] li[data-item-key="${quote.id}"]`);
    await actor.click(row.locator('[data-focus="summary"]'));
    const picker = row.getByRole('combobox');
    await actor.type(picker, WORD);
    await expect(row.getByRole('option')).toHaveCount(1);
    await actor.press('Enter');
    // Seen done: the field says which story is chosen, and the quote is saved.
    const title = lang === 'ar' ? target.title.ar : target.title.en;
    await expect(row.getByText(words.itemChosen.replace('{{title}}', title))).toBeVisible();
    await expect(panel.getByText(words.saved, { exact: true }).first()).toBeVisible();

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const page = await visit('/', reading);
        const links = page.getByRole('link', { name: reading === 'en' ? 'Read the story' : 'اقرأ القصة' });
        await expect(links.nth(1)).toHaveAttribute('href', `/customer-stories/${target.id}`);
      }
    };
  },
};
