import { accessToken, commit, openEditor, signIn } from './editor.ts';
import { expect, expectFailedResponses, expectNoAxeViolations, seed, test } from './fixtures.ts';

type Localized = { en: string; ar: string };
const gallery = seed('customer-stories').blocks.find((b) => b.block_type === 'GALLERY')?.content as {
  stories: Array<{ id: string; title: Localized }>;
};
const story = gallery.stories[0] as { id: string; title: Localized };
const path = `/customer-stories/${story.id}`;

test.describe.configure({ mode: 'serial' });

/** Waits for the save of the story alone (its own address, not its list block's), carrying `text` when given. */
function nextItemSave(page: import('@playwright/test').Page, text?: string) {
  return page.waitForResponse(
    (r) =>
      r.url().includes(`/v1/collections/stories/items/${story.id}`) &&
      r.request().method() === 'PUT' &&
      (text === undefined || (r.request().postData() ?? '').includes(JSON.stringify(text).slice(1, -1))),
  );
}

/** Opens the inspector on this story (only its own fields) and returns its Title field. */
async function openStoryTitle(page: import('@playwright/test').Page) {
  await page.getByRole('toolbar', { name: 'Edit Customer stories' }).getByRole('button', { name: /Edit$/ }).click();
  const panel = page.getByRole('complementary', { name: /^Inspector: Customer stories/ });
  await expect(panel).toBeVisible();
  // Only this story's fields are offered on its page: the form holds the story alone.
  await expect(panel.locator('[data-field-path^="stories.0."]').first()).toBeVisible();
  await expect(
    panel.locator('[data-field-path^="stories."]').and(panel.locator(':not([data-field-path^="stories.0."])')),
  ).toHaveCount(0);
  const title = panel.locator('[data-field-path="stories.0.title"]');
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
  const saved = nextItemSave(page, 'قصة عُدّلت في صفحتها');
  await commit(page);
  expect((await saved).status()).toBe(200);
  // The story alone goes out, at its version: not its list.
  const sent = (await saved).request().postDataJSON();
  expect(Object.keys(sent).sort()).toEqual(['content', 'version']);
  expect(sent.content.title).toEqual({ en: 'A story edited on its page', ar: 'قصة عُدّلت في صفحتها' });
  expect(JSON.stringify(sent)).not.toContain(gallery.stories[1]?.title.en);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A story edited on its page');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A story edited on its page');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title.en);
  // Publish on the list's page names the story by its title and the field that changed, in both interfaces.
  for (const [lng, changed] of [
    ['ar', 'تغيّر العنوان'],
    ['en', 'Changed Title'],
  ] as const) {
    await openEditor(page, `/customer-stories?edit=true&lng=${lng}`);
    await page
      .getByRole('region', { name: lng === 'en' ? 'Publishing' : 'النشر' })
      .getByRole('button', { name: lng === 'en' ? 'Publish…' : 'نشر…' })
      .click();
    const dialog = page.getByRole('dialog');
    const entry = dialog.locator('[data-collection="stories"] [data-change="changed"]');
    await expect(entry).toContainText(lng === 'en' ? 'A story edited on its page' : 'قصة عُدّلت في صفحتها');
    await expect(entry).toContainText(changed);
    await expect(dialog.locator('[data-collection="stories"] [data-change]')).toHaveCount(1);
    await expectNoAxeViolations(page);
    if (lng === 'en') {
      await dialog.getByRole('button', { name: 'Publish now' }).click();
      await expect(dialog).toBeHidden();
    } else await page.keyboard.press('Escape');
  }
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A story edited on its page');
  expect(await (await page.request.get(`${path}?lng=ar`)).text()).toContain('قصة عُدّلت في صفحتها');
});

test('a failed save of the story alerts “Save failed” and leaves the page as it was', async ({ page }) => {
  await signIn(page);
  await openEditor(page, `${path}?edit=true`);
  const before = String(await page.getByRole('heading', { level: 1 }).textContent());
  await page.route('**/v1/collections/stories/items/**', (route) =>
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

test('a story changed by someone else since the form opened: the conflict view, not a silent overwrite', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  await openEditor(page, `${path}?edit=true`);
  const field = await openStoryTitle(page);
  // Another editor saves the story after this form was opened, at the version it was opened on.
  const url = `/v1/collections/stories/items/${story.id}`;
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const current = await (await page.request.get(url, { headers })).json();
  const theirs = { ...current.content, title: { en: 'Changed by another editor', ar: 'غيّرها محرر آخر' } };
  const put = await page.request.put(url, { headers, data: { content: theirs, version: current.version } });
  expect(put.status()).toBe(200);

  await field.getByLabel('English').fill('Mine came second');
  const saved = nextItemSave(page);
  await commit(page);
  expect((await saved).status()).toBe(409);
  const conflict = page.getByRole('alertdialog', { name: 'Someone else changed this block' });
  await expect(conflict).toContainText('Changed by another editor');
  await expect(conflict).toContainText('Mine came second');
  const again = nextItemSave(page);
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  expect((await again).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mine came second');
  const stored = await (await page.request.get(url, { headers })).json();
  expect(stored.content.title.en).toBe('Mine came second');
  expect(stored.version).toBe(current.version + 2);
  expectFailedResponses(consoleErrors, /\/v1\/collections\/stories\/items\//, [409]);
});

test('the story’s own Publish on its page: scheduled, then sent out now instead; its history brings an earlier draft back', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, `${path}?edit=true`);
  const toolbar = page.getByRole('toolbar', { name: 'Edit Customer stories' });
  // The draft from the test before: “Mine came second”, not yet published.
  await toolbar.getByRole('button', { name: 'Publish…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Publish “Mine came second”' });
  await expect(dialog).toContainText('Unpublished changes');
  await expect(dialog.locator('[data-change="changed"]')).toContainText('Title');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog).toBeHidden();

  await toolbar.getByRole('button', { name: 'Publish…' }).click();
  dialog = page.getByRole('dialog', { name: 'Publish “Mine came second”' });
  await expect(dialog).toContainText(/Publishes .* \(Riyadh time\)/);
  await expect(dialog).toContainText('Publish now sends it out now instead');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog).toBeHidden();
  expect(await (await page.request.get(`${path}?lng=en`)).text()).toContain('Mine came second');

  await toolbar.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of “Mine came second”' });
  await history
    .locator('li', { hasText: '“Changed by another editor”' })
    .getByRole('button', { name: /^Restore version/ })
    .click();
  await expect(history).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changed by another editor');
  // A draft only: visitors still see what was published.
  expect(await (await page.request.get(`${path}?lng=en`)).text()).toContain('Mine came second');
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
