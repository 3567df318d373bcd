import { commit, getDraft, nextSave, openEditor, publish, signIn } from './editor.ts';
import { expect, seed, test } from './fixtures.ts';

type Localized = { en: string; ar: string };
const gallery = seed('customer-stories').blocks.find((b) => b.block_type === 'GALLERY')?.content as {
  stories: Array<{ id: string; title: Localized }>;
};
const story = gallery.stories[0] as { id: string; title: Localized };
const path = `/customer-stories/${story.id}`;

test.describe.configure({ mode: 'serial' });

/**
 * Where the story is in its list now: other test files share this server and may have added stories
 * before it (a new story goes first).
 */
async function storyIndex(page: import('@playwright/test').Page): Promise<number> {
  const stored = (await (await getDraft(page, 'customer-stories')).json()) as {
    blocks: Array<{ block_type: string; content: { stories?: Array<{ id: string }> } }>;
  };
  const stories = stored.blocks.find((b) => b.block_type === 'GALLERY')?.content.stories ?? [];
  const index = stories.findIndex((s) => s.id === story.id);
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
}

/** Opens the inspector on this story (only its own fields) and returns its Title field. */
async function openStoryTitle(page: import('@playwright/test').Page) {
  const index = await storyIndex(page);
  await page.getByRole('toolbar', { name: 'Edit Customer stories' }).getByRole('button', { name: /Edit$/ }).click();
  const panel = page.getByRole('complementary', { name: /^Inspector: Customer stories/ });
  await expect(panel).toBeVisible();
  // Only this story's fields are offered on its page.
  await expect(panel.locator(`[data-field-path^="stories.${index}."]`).first()).toBeVisible();
  await expect(
    panel.locator('[data-field-path^="stories."]').and(panel.locator(`:not([data-field-path^="stories.${index}."])`)),
  ).toHaveCount(0);
  const title = panel.locator(`[data-field-path="stories.${index}.title"]`);
  await expect(title).toHaveAttribute('data-field-label', 'Title');
  return title;
}

test('an editor changes a story on its own page; it shows once stored, stays in edit mode after a reload, and visitors see it once published', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, `${path}?edit=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title.en);
  const field = await openStoryTitle(page);
  await field.getByLabel('English').fill('A story edited on its page');
  await field.getByLabel('Arabic').fill('قصة عُدّلت في صفحتها');
  const saved = nextSave(page);
  await commit(page);
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A story edited on its page');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A story edited on its page');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title.en);
  await publish(page, 'customer-stories');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A story edited on its page');
  expect(await (await page.request.get(`${path}?lng=ar`)).text()).toContain('قصة عُدّلت في صفحتها');
});

test('a failed save of the story alerts “Save failed” and leaves the page as it was', async ({ page }) => {
  await signIn(page);
  await openEditor(page, `${path}?edit=true`);
  const before = String(await page.getByRole('heading', { level: 1 }).textContent());
  await page.route('**/v1/pages/blocks/**', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
  );
  const field = await openStoryTitle(page);
  await field.getByLabel('English').fill('This will not stick');
  await commit(page);
  await expect(page.getByRole('alert')).toContainText('Save failed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(before);
  // The panel is rolled back to what the server holds.
  await expect(field.getByLabel('English')).toHaveValue(before);
});

test('the template’s blocks under the story are editable, with the template alert on failure', async ({ page }) => {
  await signIn(page);
  await openEditor(page, `${path}?edit=true`);
  const cta = page.getByRole('toolbar', { name: /^Block 1: Call to action/ });
  await expect(cta).toBeVisible();
  await page.route('**/v1/pages/blocks/**', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
  );
  await cta.getByRole('button', { name: /Edit$/ }).click();
  const panel = page.getByRole('complementary', { name: 'Inspector: Call to action' });
  const field = panel.locator('[data-field-label="Title"]').first();
  await field.getByLabel('English').fill('Not stored');
  await commit(page);
  await expect(page.getByRole('alert')).toContainText('Failed to save template changes.');
});
