import { PUBLISHING_NS, publishingStrings } from '../../../web/app/editing/publishing/strings.ts';
import { expect } from '../expect.ts';
import { namespaceWords } from '../interface-strings.ts';
import type { Task } from '../task.ts';
import { enterEditMode, inspect } from '../todays-editor.ts';

/** The newest post in the resources list: dated after two of the three featured ones. */
const POST = 'webinar-skills-frameworks';
const FEATURED = { en: 'Featured', ar: 'مميّز' };

/**
 * Issue #30: put a post among the highlights above the resources list. The highlights show the
 * newest featured resources; the post's own form has the switch, saved as it is clicked, and the
 * page's Publish (one action, ADR 0045) takes the post live with it.
 */
export const featurePost: Task = {
  name: 'feature-post',
  budget: 6,
  start: '/resources',
  async run(actor, lang) {
    const t = namespaceWords(PUBLISHING_NS, publishingStrings, lang);
    await enterEditMode(actor);
    const panel = await inspect(actor, 3);
    const row = panel.locator(`section[data-list="resources"] li[data-item-key="${POST}"]`);
    await actor.click(row.locator('[data-focus="summary"]'));
    await actor.click(row.getByRole('checkbox', { name: FEATURED[lang], exact: true }));
    await expect(row.getByRole('checkbox', { name: FEATURED[lang], exact: true })).toBeChecked();
    const bar = actor.view.getByRole('region', { name: t('region') });
    await actor.click(bar.getByRole('button', { name: t('publishDirect'), exact: true }));
    await expect(bar.getByText(t('state.published'), { exact: true })).toBeVisible();

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const visitor = await visit(`/resources?lng=${reading}`, reading);
        // The highlights' grid: the summit first (newer), then this post.
        await expect(visitor.locator('main ul[data-count] > li').nth(1).getByRole('link').first()).toHaveAttribute(
          'href',
          `/resources/${POST}`,
        );
      }
    };
  },
};
