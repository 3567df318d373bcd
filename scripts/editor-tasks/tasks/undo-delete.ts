import type { Page } from '@playwright/test';
import { expect } from '../expect.ts';
import { interfaceStrings } from '../interface-strings.ts';
import { openInteractive } from '../session.ts';
import type { Lang, Task } from '../task.ts';

const SLUG = 'about';
const PAGE = '/about';

/** The draft's blocks in order ("id type"), read with the editor's own session. */
async function draftBlocks(page: Page): Promise<string[]> {
  return page.evaluate(async (slug) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const draft = await (await fetch(`/v1/pages/${slug}?draft=true`, { headers })).json();
    return (draft.blocks as Array<{ id: string; order: number; block_type: string }>)
      .sort((a, b) => a.order - b.order)
      .map((b) => `${b.id} ${b.block_type}`);
  }, SLUG);
}

const before = new Map<Lang, string[]>();

/**
 * Issue #31: get a deleted block back. Before the clock: the editor, in edit mode on /about, deleted
 * its second block (its toolbar's Delete, confirmed). The notice "“…” deleted" offers Undo beside
 * it (Ctrl+Z does the same): one action brings the block back, with its id, content and place.
 */
export const undoDelete: Task = {
  name: 'undo-delete',
  budget: 2,
  start: PAGE,
  async prepare(page: Page, lang) {
    const ui = interfaceStrings(lang);
    await openInteractive(page, new URL(`${PAGE}?edit=true&lng=${lang}`, page.url()).href);
    const blocks = await draftBlocks(page);
    before.set(lang, blocks);
    const type = blocks[1]?.split(' ')[1] ?? '';
    const toolbar = page.getByRole('toolbar', {
      name: ui.editing('toolbar', { n: 2, type: ui.block(type) }),
      exact: true,
    });
    await toolbar.getByRole('button', { name: ui.editing('delete'), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: ui.editing('deleteBlock') });
    await confirm.getByRole('button', { name: ui.editing('delete'), exact: true }).click();
    await expect.poll(() => draftBlocks(page)).toEqual(blocks.filter((_, i) => i !== 1));
  },
  async run(actor, lang) {
    const type = before.get(lang)?.[1]?.split(' ')[1] ?? '';
    const notice = actor.view
      .getByRole('status')
      .filter({ hasText: actor.ui.editing('blockDeleted', { type: actor.ui.block(type) }) });
    await actor.click(notice.getByRole('button', { name: actor.ui.editing('inspector.undo'), exact: true }));
    await expect(notice).toBeHidden();
    await expect(
      actor.view.getByRole('toolbar', {
        name: actor.ui.editing('toolbar', { n: 2, type: actor.ui.block(type) }),
        exact: true,
      }),
    ).toBeVisible();
    await actor.idle();

    return async ({ editor }) => {
      expect(await draftBlocks(editor)).toEqual(before.get(lang));
    };
  },
};
