import { expect } from '../expect.ts';
import { seedBlock } from '../files.ts';
import type { Lang, Task } from '../task.ts';
import { enterEditMode } from '../todays-editor.ts';

type Member = { id: string; name: Record<Lang, string> };
const members = seedBlock('our-team', 'TEAM').content.members as Member[];
const third = members[2] as Member;
const first = members[0] as Member;

/**
 * Issue #18: move the third team member to first place. In edit mode a collection's cards are
 * dragged on the page itself (web/app/editing/collections/on-page-reorder.tsx): one drag of the
 * third card onto the first, saved at once as one move of that member. (In the inspector's list
 * the same move is its row's "Move up", twice: e2e/editing-collections.e2e.ts.)
 */
export const teamOrder: Task = {
  name: 'team-order',
  budget: 2,
  start: '/our-team',
  async run(actor, lang) {
    await enterEditMode(actor);
    const card = (member: Member) =>
      actor.view.locator('[data-reorder="members"] [data-reorder-index]').filter({ hasText: member.name[lang] });
    await actor.drag(card(third), card(first));
    const names = actor.view.locator('[data-reorder="members"] [data-reorder-index]');
    await expect(names.first()).toContainText(third.name[lang]);

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const page = await visit('/our-team', reading);
        const order = [third, ...members.filter((m) => m !== third)].map((m) => m.name[reading]);
        await expect(
          page
            .locator('main')
            .getByText(order[0] as string, { exact: true })
            .first(),
        ).toBeVisible();
        const shown = await page
          .locator('main')
          .evaluate((main, names) => names.map((name) => main.innerText.indexOf(name)), order);
        expect(shown.every((at, i) => at >= 0 && (i === 0 || at > (shown[i - 1] as number)))).toBe(true);
      }
    };
  },
};
