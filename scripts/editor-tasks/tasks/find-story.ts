import type { Page } from '@playwright/test';
import type { Story } from '../../../packages/blocks/src/blocks/gallery/schema.ts';
import { LIST_STRINGS } from '../../../web/app/editing/collections/strings.ts';
import { inspectorStrings } from '../../../web/app/editing/inspector/strings.ts';
import { expect } from '../expect.ts';
import { seedBlock } from '../files.ts';
import type { Task } from '../task.ts';
import { enterEditMode, escapeRegExp, inspect } from '../todays-editor.ts';

/** How many stories the gallery holds when the clock starts (the seed's and added ones). */
const STORIES = 10_000;
const stories = seedBlock('customer-stories', 'GALLERY').content.stories as Array<Story & { id: string }>;
/** The seed's last story, found by the first word of its Arabic title. */
const target = stories.at(-1) as Story & { id: string };
const WORD = target.title.ar.split(' ')[0] as string;
const RENAMED = `${target.title.en}, two years on`;

/**
 * Issue #30: find one story among 10,000 by a word of its Arabic title and change its English
 * title. The panel lists the stories a page at a time; its search asks the server (either language,
 * Arabic folded), a row opens the story's own form, and the story is saved alone.
 */
export const findStory: Task = {
  name: 'find-story',
  budget: 5,
  start: '/customer-stories',
  async prepare(page: Page) {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const headers = { authorization: `Bearer ${token}` };
    const api = (path: string) => new URL(path, page.url()).href;
    const list = await page.request.get(api('/v1/collections/stories/items?per_page=1'), { headers });
    const have = ((await list.json()) as { total: number }).total;
    const missing = Array.from({ length: Math.max(0, STORIES - have) }, (_, i) => i);
    // Added through the API, eight at a time, as an import would.
    const add = async (lane: number) => {
      for (let i = lane; i < missing.length; i += 8) {
        const response = await page.request.post(api('/v1/collections/stories/items'), {
          headers,
          data: {
            slug: `imported-${have + i}`,
            content: {
              title: { en: `Imported story ${have + i}`, ar: `قصة مستوردة رقم ${have + i}` },
              categories: [],
              detailContent: { body: [] },
            },
          },
        });
        if (!response.ok()) throw new Error(`adding a story answered ${response.status()}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, lane) => add(lane)));
  },
  async run(actor, lang) {
    const words = inspectorStrings[lang];
    await enterEditMode(actor);
    const panel = await inspect(actor, 2);
    const list = panel.locator('section[data-list="stories"]');
    const search = list.getByRole('searchbox', {
      name: new RegExp(`^${escapeRegExp(LIST_STRINGS[lang].search.replace('{{list}}', ''))}`),
    });
    await actor.type(search, WORD);
    const row = list.locator(`[data-item-key="${target.id}"]`);
    await actor.click(row.locator('[data-focus="summary"]'));
    const english = row
      .locator('[data-field-path="stories.0.title"]')
      .getByRole('textbox', { name: new RegExp(`${escapeRegExp(words.english)}$`) });
    await actor.type(english, RENAMED);
    // Seen done: the row's name is the story as stored (in English, or the Arabic kept as it was).
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
