import type { Page } from '@playwright/test';
import { PUBLISHING_NS, publishingStrings } from '../../../web/app/editing/publishing/strings.ts';
import { expect } from '../expect.ts';
import { namespaceWords } from '../interface-strings.ts';
import { openInteractive } from '../session.ts';
import type { Lang, Task } from '../task.ts';

const SLUG = 'solutions-bespoke-content';
const PAGE = '/solutions/bespoke-content';
const TITLE = { en: 'Learning content your people will finish', ar: 'محتوى تعليمي سيُكمله موظفوك' };

/** Publishing's words in one language (web/app/editing/publishing/strings.ts). */
const words = (lang: Lang) => namespaceWords(PUBLISHING_NS, publishingStrings, lang);

/**
 * Issue #19: publish a page in both languages. Before the clock: the editor changed the Bespoke
 * Content page's banner title in English and Arabic (saved in the draft; visitors do not see it yet)
 * and has the page open in edit mode. With both languages written and nothing scheduled, Publish
 * makes both live in one action, with Undo after it (ADR 0045; it was Publish…, then Publish now).
 */
export const publishPage: Task = {
  name: 'publish-page',
  budget: 1,
  start: PAGE,
  async prepare(page: Page, lang) {
    const t = words(lang);
    await openInteractive(page, new URL(`${PAGE}?edit=true&lng=${lang}`, page.url()).href);
    const saved = await page.evaluate(
      async ({ slug, title }) => {
        const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
        const draft = await (await fetch(`/v1/pages/${slug}?draft=true`, { headers })).json();
        const hero = draft.blocks[0];
        const response = await fetch(`/v1/pages/blocks/${hero.id}`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ type: hero.block_type, content: { ...hero.content, title }, version: hero.version }),
        });
        return response.status;
      },
      { slug: SLUG, title: TITLE },
    );
    expect(saved).toBe(200);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page
      .getByRole('region', { name: t('region') })
      .getByText(t('state.changed'))
      .waitFor();
  },
  async run(actor, lang) {
    const t = words(lang);
    const bar = actor.view.getByRole('region', { name: t('region') });
    await actor.click(bar.getByRole('button', { name: t('publishDirect'), exact: true }));
    await expect(bar.getByText(t('state.published'), { exact: true })).toBeVisible();
    await expect(actor.view.getByRole('button', { name: t('undoPublish'), exact: true })).toBeVisible();

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const visitor = await visit(`${PAGE}?lng=${reading}`, reading);
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE[reading]);
      }
    };
  },
};
