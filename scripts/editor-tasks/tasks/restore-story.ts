import type { Page } from '@playwright/test';
import type { Story } from '../../../packages/blocks/src/blocks/gallery/schema.ts';
import { LIST_STRINGS } from '../../../web/app/editing/collections/strings.ts';
import { PUBLISHING_NS, publishingStrings } from '../../../web/app/editing/publishing/strings.ts';
import { expect } from '../expect.ts';
import { seedBlock } from '../files.ts';
import { namespaceWords } from '../interface-strings.ts';
import type { Task } from '../task.ts';
import { enterEditMode, escapeRegExp, inspect } from '../todays-editor.ts';

const stories = seedBlock('customer-stories', 'GALLERY').content.stories as Array<Story & { id: string }>;
/** A story on the list's first page. */
const target = stories[2] as Story & { id: string };
const MISTAKE = { en: 'A title published by mistake', ar: 'عنوان نُشر خطأً' };

/**
 * Issue #30: a story's title was changed and published by mistake; bring back the title it had and
 * publish that story alone. The story's row in the panel has its history (any earlier version comes
 * back as its draft) and its own Publish.
 */
export const restoreStory: Task = {
  name: 'restore-story',
  budget: 7,
  start: '/customer-stories',
  async prepare(page: Page) {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const headers = { authorization: `Bearer ${token}` };
    const url = new URL(`/v1/collections/stories/items/${target.id}`, page.url()).href;
    const stored = (await (await page.request.get(url, { headers })).json()) as { content: Story; version: number };
    const saved = await page.request.put(url, {
      headers,
      data: { content: { ...stored.content, title: MISTAKE }, version: stored.version },
    });
    if (!saved.ok()) throw new Error(`saving the mistake answered ${saved.status()}`);
    const published = await page.request.post(`${url}/publish`, { headers, data: {} });
    if (!published.ok()) throw new Error(`publishing the mistake answered ${published.status()}`);
  },
  async run(actor, lang) {
    const words = LIST_STRINGS[lang];
    const t = namespaceWords(PUBLISHING_NS, publishingStrings, lang);
    await enterEditMode(actor);
    const panel = await inspect(actor, 2);
    const row = panel.locator(`section[data-list="stories"] li[data-item-key="${target.id}"]`);
    await actor.click(row.locator('[data-focus="summary"]'));
    await actor.click(row.getByRole('button', { name: words.history, exact: true }));
    const history = actor.view.getByRole('dialog', { name: words.historyOf.replace('{{name}}', MISTAKE[lang]) });
    // The newest version with the story's own title (the seed's, or the one brought back before).
    await actor.click(
      history
        .locator('li', { hasText: words.quoted.replace('{{title}}', target.title[lang]) })
        .first()
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(words.restoreVersionOf.split('{{')[0] ?? '')}`) }),
    );
    await expect(history).toBeHidden();
    await actor.click(row.getByRole('button', { name: words.publishItem, exact: true }));
    const dialog = actor.view.getByRole('dialog', {
      name: t('itemPublishTitle', { name: target.title[lang] }),
    });
    await actor.click(dialog.getByRole('button', { name: t('publishNow') }));
    await expect(dialog).toBeHidden();

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const visitor = await visit(`/customer-stories/${target.id}?lng=${reading}`, reading);
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(target.title[reading]);
      }
    };
  },
};
