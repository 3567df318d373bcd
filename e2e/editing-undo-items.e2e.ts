import type { Locator, Page } from '@playwright/test';
import { getDraft, inspect, itemRequest, openEditor, signIn } from './editor.ts';
import { expect, test } from './fixtures.ts';

// Undo of a collection's items in the panel (issue #31 part 4), on the awards page, which no other
// test of this server edits. Moves and deletes: e2e/editing-collections.e2e.ts.

type Localized = { en: string; ar: string };
const list = (panel: Locator, key: string) => panel.locator(`section[data-list="${key}"]`);
const summaries = (section: Locator) => section.locator(':scope > ol > li [aria-expanded]');
const contentOf = async <T>(page: Page, slug: string, type: string) => {
  const stored = (await (await getDraft(page, slug)).json()) as { blocks: { block_type: string; content: T }[] };
  return stored.blocks.find((b) => b.block_type === type)?.content as T;
};

test('an item added from the panel goes with Ctrl+Z and comes back with Ctrl+Shift+Z', async ({ page }) => {
  const name = { en: 'Gulf eLearning Award 2026', ar: 'جائزة الخليج للتعليم الإلكتروني 2026' };
  const awardNames = async () =>
    (await contentOf<{ awards: Array<{ title?: Localized; name?: Localized }> }>(page, 'our-awards', 'AWARDS')).awards
      .map((award) => (award.title ?? award.name)?.en)
      .filter(Boolean);
  await signIn(page);
  await openEditor(page, '/our-awards?edit=true');
  const awards = list(await inspect(page, 2), 'awards');
  await awards.getByRole('button', { name: 'New award' }).click();
  await awards.getByLabel(/in English$/).fill(name.en);
  await awards.getByLabel(/in Arabic$/).fill(name.ar);
  const added = itemRequest(page, 'POST', /^\/v1\/collections\/awards\/items$/);
  await awards.getByRole('button', { name: 'New award' }).click();
  expect((await added).status()).toBe(201);
  await expect(summaries(awards).filter({ hasText: name.en })).toHaveCount(1);
  await expect.poll(awardNames).toContain(name.en);

  // The summary has the focus (not a text box typed in): the keys are the editor's.
  await expect(summaries(awards).filter({ hasText: name.en })).toBeFocused();
  const deleted = itemRequest(page, 'DELETE', /\/v1\/collections\/awards\/items\/[^/]+$/);
  await page.keyboard.press('Control+z');
  expect((await deleted).status()).toBe(204);
  await expect(summaries(awards).filter({ hasText: name.en })).toHaveCount(0);
  await expect.poll(awardNames).not.toContain(name.en);
  // Said beside the list, with its Undo, as a delete is.
  await expect(awards.getByRole('button', { name: 'Undo' })).toBeVisible();

  const restored = itemRequest(page, 'POST', /\/restore$/);
  await page.keyboard.press('Control+Shift+z');
  expect((await restored).status()).toBe(200);
  await expect(summaries(awards).filter({ hasText: name.en })).toHaveCount(1);
  await expect.poll(awardNames).toContain(name.en);
});
