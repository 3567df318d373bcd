import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import {
  commit,
  getDraft,
  gotoPublished,
  nextSave,
  openEditor,
  openField,
  signIn,
  withoutLiveUpdates,
} from './editor.ts';
import { expect, expectFailedResponses, expectNoAxeViolations, test } from './fixtures.ts';

// 60 s each: two browsers signing in and saving took 20–30 s on a loaded 2-core CI machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('a visitor downloads no editing code, and edit=true sends them to /login', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/?edit=true');
  await expect(page).toHaveURL(/\/login\?from=%2F%3Fedit%3Dtrue/);
  expect(scripts.filter((url) => /editable-block-list|editing/.test(url))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
});

test('an editor changes the hero title in both languages, and it is still there after a reload', async ({ page }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const field = await openField(page, 1, 'Title');
  await expect(field.getByLabel('Arabic')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await field.getByLabel('English').fill('Edited in place');
  await field.getByLabel('Arabic').fill('عُدّل في مكانه');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited in place');
  await commit(page);
  await expect
    .poll(async () => (await (await getDraft(page, 'home')).json()).blocks[0].content.title.ar)
    .toBe('عُدّل في مكانه');

  // Saved on the server: a fresh render (no edit mode) shows it, in each language.
  await gotoPublished(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited in place');
  const arabic = await (await page.request.get('/?lng=ar')).text();
  expect(arabic).toContain('عُدّل في مكانه');
});

test('Escape closes the inspector without losing what was typed; undo takes it back', async ({ page }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const title = String(await page.getByRole('heading', { level: 1 }).textContent());
  const field = await openField(page, 1, 'Title');
  await field.getByLabel('English').fill('Kept on closing');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect
    .poll(async () => (await (await getDraft(page, 'home')).json()).blocks[0].content.title.en)
    .toBe('Kept on closing');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect.poll(async () => (await (await getDraft(page, 'home')).json()).blocks[0].content.title.en).toBe(title);
});

test('a save that fails is rolled back with the spec’s alert', async ({ page }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const title = String(await page.getByRole('heading', { level: 1 }).textContent());
  await page.route('**/v1/pages/blocks/**', (route) => route.abort('connectionrefused'));
  const field = await openField(page, 1, 'Title');
  await field.getByLabel('English').fill('This will not stick');
  await commit(page);
  await expect(page.getByRole('alert')).toContainText('Failed to save changes.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('two editors on one block: the second sees the conflict, not a silent overwrite', async ({
  browser,
}, testInfo) => {
  // A retry starts from the first try's texts: new ones, or the second editor would change nothing.
  const firstText = `First editor wins${testInfo.retry ? ` (${testInfo.retry})` : ''}`;
  const secondText = `Second editor was slower${testInfo.retry ? ` (${testInfo.retry})` : ''}`;
  const open = async (b: Browser) => {
    const context = await b.newContext();
    const page = await context.newPage();
    await signIn(page);
    await withoutLiveUpdates(page);
    await openEditor(page);
    return { context, page };
  };
  const first = await open(browser);
  const second = await open(browser);

  let field = await openField(first.page, 8, 'Title');
  await field.getByLabel('English').fill(firstText);
  await commit(first.page);
  await expect(first.page.getByRole('heading', { name: firstText })).toBeVisible();
  await expect
    .poll(async () => (await (await getDraft(first.page, 'home')).json()).blocks[7].content.title.en)
    .toBe(firstText);

  field = await openField(second.page, 8, 'Title');
  await field.getByLabel('English').fill(secondText);
  await commit(second.page);
  const conflict = second.page.getByRole('alertdialog', { name: 'Someone else changed this block' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(firstText);
  await expect(conflict).toContainText(secondText);
  await expectNoAxeViolations(second.page);
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(second.page.getByRole('heading', { name: secondText })).toBeVisible();
  await expect
    .poll(async () => (await (await getDraft(second.page, 'home')).json()).blocks[7].content.title.en)
    .toBe(secondText);
  await first.context.close();
  await second.context.close();
});

/** The first block's "Add a block after this one", and Call to action in the picker. */
async function addCallToActionAfterFirst(page: Page) {
  await page
    .getByRole('toolbar', { name: /^Block 1:/ })
    .getByRole('button', { name: 'Add a block after this one' })
    .click();
  const picker = page.getByRole('dialog', { name: 'Choose the kind of block to add' });
  await picker.getByRole('button', { name: 'Call to action' }).click();
  // As a person does: the next key (Ctrl+Z) once the picker has gone (a modal dialog keeps the keys).
  await expect(picker).toBeHidden();
}

test('adds, moves and deletes a block', async ({ page }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const count = async () => ((await (await getDraft(page, 'home')).json()).blocks as unknown[]).length;
  const before = await count();
  await addCallToActionAfterFirst(page);
  await expect(page.getByRole('toolbar', { name: /^Block 2: Call to action/ })).toBeVisible();
  await expect.poll(count).toBe(before + 1);

  await page
    .getByRole('toolbar', { name: /^Block 2: Call to action/ })
    .getByRole('button', { name: 'Move down' })
    .click();
  await expect(page.getByRole('toolbar', { name: /^Block 3: Call to action/ })).toBeVisible();
  await expect.poll(async () => (await (await getDraft(page, 'home')).json()).blocks[2].block_type).toBe('CTA');

  await page
    .getByRole('toolbar', { name: /^Block 3: Call to action/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this block?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(count).toBe(before);
});

test('Ctrl+Z takes back a block deleted, moved or added; the notice’s Undo brings a deleted block back', async ({
  page,
}) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const ids = async () =>
    ((await (await getDraft(page, 'home')).json()).blocks as Array<{ id: string; order: number }>)
      .sort((a, b) => a.order - b.order)
      .map((b) => b.id);
  const start = await ids();
  const swapped = [start[1], start[0], ...start.slice(2)];

  await page
    .getByRole('toolbar', { name: /^Block 2:/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog', { name: 'Delete this block?' }).getByRole('button', { name: 'Delete' }).click();
  const notice = page.getByRole('status').filter({ hasText: '” deleted' });
  await expect(notice).toBeVisible();
  await expect.poll(ids).toEqual(start.filter((_, i) => i !== 1));
  // The deleted block's own buttons are gone: the focus waits on Undo.
  await expect(notice.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect.poll(ids).toEqual(start);
  await expect(notice).toHaveCount(0);

  await page
    .getByRole('toolbar', { name: /^Block 1:/ })
    .getByRole('button', { name: 'Move down' })
    .click();
  await expect.poll(ids).toEqual(swapped);
  await page.keyboard.press('Control+z');
  await expect.poll(ids).toEqual(start);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(ids).toEqual(swapped);
  await page.keyboard.press('Control+z');
  await expect.poll(ids).toEqual(start);

  await addCallToActionAfterFirst(page);
  await expect.poll(async () => (await ids()).length).toBe(start.length + 1);
  const withAdded = await ids();
  await page.keyboard.press('Control+z');
  await expect.poll(ids).toEqual(start);
  await expect(page.getByRole('toolbar', { name: /Call to action/ })).toHaveCount(1);
  // Redone, it is the same block again (its id and place).
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(ids).toEqual(withAdded);
  await expect(page.getByRole('toolbar', { name: /Call to action/ })).toHaveCount(2);
  // And the page as it was, for the tests after this one.
  await page.keyboard.press('Control+z');
  await expect.poll(ids).toEqual(start);
});

test('adds and deletes a header menu item', async ({ page }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const header = page.getByRole('toolbar', { name: /^Header$/ });
  const menu = async () => {
    await header.getByRole('button', { name: /Edit$/ }).click();
    const panel = page.getByRole('complementary', { name: 'Inspector: Header' });
    const field = panel.locator('[data-field-label="Menu"]');
    await expect(field).toBeVisible();
    return field;
  };
  let field = await menu();
  await field.getByRole('button', { name: '+ Add an entry', exact: true }).click();
  const entry = field.getByRole('group', { name: 'New entry', exact: true });
  await entry.getByRole('textbox', { name: /English/ }).fill('Webinars');
  await entry.getByRole('combobox', { name: /^Link/ }).fill('/resources?filter=event');
  let saved = nextSave(page);
  await entry.getByRole('button', { name: 'Add', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Webinars' }),
  ).toBeVisible();
  const stored = async () =>
    JSON.stringify((await (await getDraft(page, 'header')).json()).blocks[0].content.menuItems);
  // The Arabic starts as a copy of the English (spec 000 §5).
  await expect.poll(stored).toContain('"ar":"Webinars"');
  await expect.poll(stored).toContain('"path":"/resources?filter=event"');

  await openEditor(page);
  field = await menu();
  await field.getByRole('button', { name: /^Webinars Webinars/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Webinars”?' });
  // Escape cancels the question only: the inspector stays open around it, the link stays.
  await field.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(field).toBeVisible();
  await expect(field.getByRole('button', { name: /^Webinars Webinars/ })).toBeFocused();
  await field.getByRole('button', { name: 'Delete', exact: true }).click();
  saved = nextSave(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await saved).status()).toBe(200);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Webinars' }),
  ).toHaveCount(0);
  await expect.poll(stored).not.toContain('Webinars');
});

test('uploads an image and replaces the welcome picture with it', async ({ page }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  await page
    .getByRole('toolbar', { name: /^Block 2: Welcome/ })
    .getByRole('button', { name: /Replace image/ })
    .click();
  // The inspector opens on the block's picture: its upload button has the focus.
  const panel = page.getByRole('complementary', { name: 'Inspector: Welcome' });
  const media = panel.locator('fieldset', { has: page.locator(':focus') });
  await expect(media.getByRole('button', { name: 'Upload a file…' })).toBeFocused();
  // A valid 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const saved = nextSave(page);
  await media.getByLabel(/Upload a file/).setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: png });
  expect((await saved).status()).toBe(200);
  const image = panel.locator('[data-field-path="imageUrl"]');
  await expect(image.getByRole('textbox', { name: 'Address' })).toHaveValue(/^\/data\/uploads\/[a-f0-9]{32}\.png$/);
  await expect(image.locator('img')).toHaveAttribute('src', /^\/data\/uploads\/[a-f0-9]{32}\.png$/);
  // On the page at once, and stored.
  await expect(
    page
      .getByRole('region', { name: /^Block 2: Welcome/ })
      .locator('img[src^="/data/uploads/"]')
      .first(),
  ).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await getDraft(page, 'home')).json()).blocks.find(
          (b: { block_type: string }) => b.block_type === 'WELCOME',
        ).content.imageUrl,
    )
    .toMatch(/^\/data\/uploads\/[a-f0-9]{32}\.png$/);
});

test('the editor’s panel speaks Arabic, right to left, and passes axe', async ({ page }) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page, '/?edit=true&lng=ar');
  await page
    .getByRole('toolbar', { name: /^الكتلة 1:/ })
    .getByRole('button', { name: /تحرير$/ })
    .click();
  const panel = page.getByRole('complementary', { name: 'المحرّر: لافتة الصفحة' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'تراجع' })).toBeVisible();
  await expect(panel.getByText('الإنجليزية').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'الخروج من وضع التحرير' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('text typed in the open inspector survives an expired access token: the save refreshes underneath', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, { fresh: true });
  await openEditor(page);
  const field = await openField(page, 1, 'Subtitle');
  // Expire the access token while the panel is open: same session, signed a quarter-hour ago.
  const secret = readFileSync(
    new URL(`../.tmp/e2e-data-${new URL(String(test.info().project.use.baseURL)).port}/jwt-secret`, import.meta.url),
    'utf8',
  ).trim();
  await page.evaluate(async (key) => {
    const token = localStorage.getItem('accessToken') as string;
    const payload = JSON.parse(atob(token.split('.')[1] as string));
    const now = Math.floor(Date.now() / 1000) - 20 * 60;
    const encode = (value: unknown) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...payload, iat: now, exp: now + 900 })}`;
    const cryptoKey = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const signature = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(unsigned)));
    const sig = btoa(String.fromCharCode(...signature))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    localStorage.setItem('accessToken', `${unsigned}.${sig}`);
  }, secret);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/v1/auth/token/refresh'));
  await field.getByLabel('English').fill('Written while the token expired');
  await commit(page);
  expect((await refreshed).status()).toBe(200);
  // The page stores the new token just after the refresh answers: until then this read is refused
  // (401, no blocks) and asked again.
  await expect
    .poll(async () => (await (await getDraft(page, 'home')).json()).blocks?.[0].content.subtitle.en)
    .toBe('Written while the token expired');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The bar looks at the publishing state 1.2 s after typing. On a slow machine that look can go out
  // before the refresh has landed; it is refused, and looked at again once the save lands.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/^401 \S+\/publishing$/.test(e)));
  expectFailedResponses(consoleErrors, /\/v1\/pages\/blocks\//, [401]);
});

test('blocks can be reordered by dragging', async ({ page }) => {
  // Tall enough that both blocks are in view: a drag that scrolls moves its own start point.
  await page.setViewportSize({ width: 1280, height: 2200 });
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page);
  const types = async () =>
    ((await (await getDraft(page, 'home')).json()).blocks as Array<{ block_type: string }>).map((b) => b.block_type);
  const before = await types();
  const handle = page.getByRole('toolbar', { name: /^Block 1:/ }).locator('[draggable="true"]');
  await handle.dragTo(page.getByRole('region', { name: /^Block 2:/ }));
  await expect.poll(types).toEqual([before[1], before[0], ...before.slice(2)]);
});

test('switches, numbers, colours and choices are edited too; a value the schema refuses is explained, not saved', async ({
  page,
}) => {
  await signIn(page);
  await withoutLiveUpdates(page);
  await openEditor(page, '/?edit=true&lng=en');
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts.push(r.url());
  });
  const grid = page.locator('#solutions-grid');
  // Read from the section on the page: a section replaced while edit mode settles has no style yet.
  let before = '';
  await expect(async () => {
    before = await grid.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(before).not.toBe('');
  }).toPass();

  let field = await openField(page, 3, 'Background colour');
  const colour = field.getByRole('textbox', { name: 'Background colour', exact: true });
  await colour.fill('url(https://example.com/x.png)');
  await commit(page);
  // Refused: the problem under the field, the page unchanged, nothing sent.
  await expect(field).toContainText('Must be a CSS colour');
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await expect(colour).toHaveAccessibleDescription(/Must be a CSS colour/);
  await expect(grid).toHaveCSS('background-color', before);
  await expectNoAxeViolations(page);
  expect(puts).toEqual([]);
  let stored = nextSave(page);
  await colour.fill('#eef3f8');
  await commit(page);
  expect((await stored).status()).toBe(200);
  await expect(field).not.toContainText('Must be a CSS colour');
  await expect(grid).toHaveCSS('background-color', 'rgb(238, 243, 248)');

  // The first card's own fields, inside the Cards list.
  const panel = page.getByRole('complementary', { name: 'Inspector: Solutions grid' });
  const card = panel.locator('[data-field-path="cards"]').getByRole('listitem').first();
  await card.getByRole('button', { expanded: false }).click();
  const across = card
    .getByRole('group', { name: 'Image offset (pixels)' })
    .getByRole('group', { name: 'Desktop' })
    .getByRole('spinbutton', { name: 'Across' });
  await across.fill('-40');
  stored = nextSave(page);
  await commit(page);
  expect((await stored).status()).toBe(200);

  stored = nextSave(page);
  await card.getByLabel('Layout', { exact: true }).selectOption({ label: 'Image above' });
  expect((await stored).status()).toBe(200);
  await panel.getByRole('button', { name: 'Close the inspector' }).click();
  await expect(panel).toBeHidden();

  field = await openField(page, 4, 'Show the yellow shape');
  const yellow = field.getByRole('checkbox', { name: 'Show the yellow shape' });
  await expect(yellow).toBeChecked();
  await expectNoAxeViolations(page);
  stored = nextSave(page);
  await yellow.uncheck();
  expect((await stored).status()).toBe(200);
  await page.keyboard.press('Escape');

  const home = (await (await getDraft(page, 'home')).json()) as {
    blocks: Array<{ block_type: string; content: Record<string, unknown> }>;
  };
  const of = (type: string) => home.blocks.find((b) => b.block_type === type)?.content ?? {};
  expect(of('SOLUTIONS_GRID').backgroundColor).toBe('#eef3f8');
  expect((of('SOLUTIONS_GRID').cards as unknown[])[0]).toMatchObject({
    layout: 'image-top',
    imageOffset: { desktop: { x: -40 } },
  });
  expect(of('ADVANTAGES').showYellowBlob).toBe(false);
});
