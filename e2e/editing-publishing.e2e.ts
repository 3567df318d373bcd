import type { Browser, Page, Route } from '@playwright/test';
import { resetClock, setServerClock } from './clock.ts';
import { commit, fieldIn, inspect, openEditor, openMore, savedWith, signIn, typeLocalized } from './editor.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * Issue #19 (ADRs 0025, 0029): saves go to the draft; visitors see the page once it is published, in
 * both languages at once; every publish is a release that can be looked at and rolled back to; a
 * publish can wait for a time in Riyadh, and happens then on its own; unpublished changes can be
 * discarded; a preview link shows the draft to someone without an account. On the Bespoke Content
 * page, which no other editing test edits.
 */
const PATH = '/solutions/bespoke-content';
const SEEDED = 'Bespoke learning content, designed around your people';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** A day three weeks from now (a publish may wait at most a year), as typed and as shown. */
const LATER = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
const LATER_SHOWN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${LATER}T00:00:00Z`));

const bar = (page: Page) => page.getByRole('region', { name: 'Publishing' });
const state = (page: Page) => bar(page).locator('[data-publishing-state]');

/** The page's main heading as a visitor (no session) sees it, in each language. */
async function visitorSees(browser: Browser) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const titles: string[] = [];
  for (const query of ['?lng=en', '?lng=ar']) {
    await visitor.goto(`${PATH}${query}`);
    titles.push(String(await visitor.getByRole('heading', { level: 1 }).textContent()));
  }
  await context.close();
  return titles;
}

async function discardChanges(page: Page) {
  await (await openMore(page)).getByRole('menuitem', { name: 'Discard changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(state(page)).toHaveText('Published');
}

async function editTitle(page: Page, en: string, ar: string) {
  await typeLocalized(page, fieldIn(await inspect(page, 1), 'Title'), en, ar);
}

test('a save stays a draft until Publish, which makes both languages live in one step, and Undo takes it back', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openEditor(page, `${PATH}?edit=true`);
  await expect(state(page)).toHaveText('Published');
  await editTitle(page, 'Content made for your people', 'محتوى صُنع لموظفيك');
  await expect(state(page)).toHaveText('Unpublished changes');
  expect(await visitorSees(browser)).toEqual([SEEDED, 'محتوى تعليمي مخصّص، مصمّم حول موظفيك']);

  // Both languages written, nothing scheduled: Publish is one action (ADR 0045), with Undo after it.
  await bar(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(state(page)).toHaveText('Published');
  expect(await visitorSees(browser)).toEqual(['Content made for your people', 'محتوى صُنع لموظفيك']);
  const notice = page.getByRole('status').filter({ hasText: 'Published: visitors see it now.' });
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Undo' }).click();
  // Visitors see the page as before; the work stays, unpublished.
  await expect(state(page)).toHaveText('Unpublished changes');
  expect(await visitorSees(browser)).toEqual([SEEDED, 'محتوى تعليمي مخصّص، مصمّم حول موظفيك']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content made for your people');

  // Review and publish… shows what changes in both languages first.
  await (await openMore(page)).getByRole('menuitem', { name: 'Review and publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this page' });
  await expect(dialog.locator('[data-change="changed"]')).toContainText('Content made for your people');
  await expect(dialog.locator('[data-change="changed"]')).toContainText('محتوى صُنع لموظفيك');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog).toBeHidden();
  await expect(state(page)).toHaveText('Published');
  expect(await visitorSees(browser)).toEqual(['Content made for your people', 'محتوى صُنع لموظفيك']);
});

test('the releases show what each changed; rolling back puts the earlier page live in one step', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openEditor(page, `${PATH}?edit=true`);
  await (await openMore(page)).getByRole('menuitem', { name: 'Releases' }).click();
  const dialog = page.getByRole('dialog', { name: 'Releases of this page' });
  const latest = dialog.locator('[data-release][data-live]');
  await expect(latest).toContainText('Live');
  await latest.getByRole('button', { name: 'What changed' }).click();
  await expect(latest).toContainText(SEEDED);
  await expect(latest).toContainText('Content made for your people');

  const first = dialog.locator('[data-release="1"]');
  await first.getByRole('button', { name: 'Roll back to this' }).click();
  await dialog.getByRole('alertdialog').getByRole('button', { name: 'Roll back to this' }).click();
  await expect(dialog).toBeHidden();
  await expect(state(page)).toHaveText('Published');
  expect((await visitorSees(browser))[0]).toBe(SEEDED);
  // The draft had nothing unpublished: it follows the page back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED);
});

test('a publish scheduled in Riyadh time waits, can be cancelled, and changes can be discarded', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openEditor(page, `${PATH}?edit=true`);
  await editTitle(page, 'Launching next week', 'نطلقه الأسبوع المقبل');
  await (await openMore(page)).getByRole('menuitem', { name: 'Review and publish…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Publish this page' });
  // It opens on its primary action (issue #31): Enter publishes, Tab goes on to the rest.
  await expect(dialog.getByRole('button', { name: 'Publish now' })).toBeFocused();
  await dialog.getByLabel('Publish at (Riyadh time)').fill(`${LATER}T09:30`);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(state(page)).toHaveText(`Publishes ${LATER_SHOWN} at 9:30 (Riyadh time)`);
  expect((await visitorSees(browser))[0]).toBe(SEEDED);

  await bar(page).getByRole('button', { name: 'Publish…' }).click();
  dialog = page.getByRole('dialog', { name: 'Publish this page' });
  // Publish now would send the change out before its time: the dialog says so, with the time.
  await expect(dialog).toContainText(
    `It is scheduled for ${LATER_SHOWN} at 9:30 (Riyadh time): Publish now sends it out now instead.`,
  );
  await dialog.getByRole('button', { name: 'Cancel the scheduled publish' }).click();
  await expect(state(page)).toHaveText('Unpublished changes');

  await (await openMore(page)).getByRole('menuitem', { name: 'Discard changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(state(page)).toHaveText('Published');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED);
});

test('a scheduled publish goes live on its own when its time comes', async ({ page, browser, baseURL }) => {
  await signIn(page);
  await openEditor(page, `${PATH}?edit=true`);
  await editTitle(page, 'Now live on schedule', 'منشور الآن في موعده');
  await (await openMore(page)).getByRole('menuitem', { name: 'Review and publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this page' });
  await dialog.getByLabel('Publish at (Riyadh time)').fill(`${LATER}T09:30`);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(state(page)).toHaveText(`Publishes ${LATER_SHOWN} at 9:30 (Riyadh time)`);
  expect((await visitorSees(browser))[0]).toBe(SEEDED);

  // 09:30 in Riyadh is 06:30 UTC; the server's clock moves a minute past it.
  setServerClock(String(baseURL), new Date(Date.parse(`${LATER}T06:31:00Z`)));
  try {
    await expect
      .poll(() => visitorSees(browser), { timeout: 15_000 })
      .toEqual(['Now live on schedule', 'منشور الآن في موعده']);
  } finally {
    resetClock(String(baseURL));
  }
  await page.reload();
  await expect(state(page)).toHaveText('Published');
});

test('in Arabic: the bar, the dialog and the list of pages, right to left, and axe finds nothing', async ({ page }) => {
  await signIn(page);
  await openEditor(page, `${PATH}?edit=true&lng=ar`);
  const arabicBar = page.getByRole('region', { name: 'النشر' });
  await expect(arabicBar.locator('[data-publishing-state]')).toHaveText('منشورة');
  await (await openMore(page, 'ar')).getByRole('menuitem', { name: 'الصفحات' }).click();
  const pages = page.getByRole('dialog', { name: 'الصفحات' });
  await expect(pages.locator('[data-page="solutions-bespoke-content"]')).toContainText('منشورة');
  await expect(pages).toHaveCSS('direction', 'rtl');
  await expectNoAxeViolations(page);
});

test('a preview link shows the draft to someone without an account, in both languages, until withdrawn', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await openEditor(page, `${PATH}?edit=true`);
  await editTitle(page, 'A draft for the client to see', 'مسودة ليطّلع عليها العميل');

  // Two actions: Share preview, Create link; then a copy per language.
  await (await openMore(page)).getByRole('menuitem', { name: 'Share preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a preview of this page' });
  await expect(dialog.getByLabel('The link works for')).toHaveValue('7');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const english = await dialog.getByLabel('Link in English').inputValue();
  const arabic = await dialog.getByLabel('Link in Arabic').inputValue();
  expect(english).toMatch(/\/solutions\/bespoke-content\?preview=[\w-]{43}&lng=en$/);
  expect(arabic).toBe(english.replace(/en$/, 'ar'));
  await dialog.getByRole('button', { name: 'Copy the Arabic link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(arabic);
  await expect(dialog.locator('[data-preview-link]')).toHaveCount(1);
  await expectNoAxeViolations(page);

  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(english);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('A draft for the client to see');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await visitor.goto(arabic);
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('مسودة ليطّلع عليها العميل');
  // The page's own address still shows what is published.
  expect((await visitorSees(browser))[0]).not.toBe('A draft for the client to see');

  await dialog.getByRole('button', { name: /^Withdraw the link made/ }).click();
  await expect(dialog.getByText('No preview links work now.')).toBeVisible();
  const refused = await visitor.goto(english);
  expect(refused?.status()).toBe(410);
  await expect(visitor.getByRole('alert')).toHaveText(
    'This preview link has been withdrawn. Ask the person who shared it for a new one.',
  );
  await anonymous.close();
  // The draft shown to the client is not wanted any more.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await discardChanges(page);
});

for (const [lng, words] of [
  ['en', { region: 'Publishing', published: 'Published', changed: 'Unpublished changes', discard: 'Discard changes' }],
  ['ar', { region: 'النشر', published: 'منشورة', changed: 'تغييرات غير منشورة', discard: 'تجاهل التغييرات' }],
] as const) {
  test(`a save shows the page as changed at once, Discard ready, without waiting for the bar to ask the server (${lng})`, async ({
    page,
  }) => {
    await signIn(page);
    await openEditor(page, `${PATH}?edit=true&lng=${lng}`);
    const publishing = page.getByRole('region', { name: words.region });
    const pageState = publishing.locator('[data-publishing-state]');
    const discard = publishing.getByRole('menuitem', { name: words.discard });
    await expect(pageState).toHaveText(words.published);
    await openMore(page, lng);
    await expect(discard).toBeDisabled();
    await page.keyboard.press('Escape');
    // From here the bar's own questions to the server wait: what it shows can come only from the save.
    const held: Route[] = [];
    await page.route('**/v1/pages/*/publishing', (route) => {
      held.push(route);
    });
    await page
      .getByRole('toolbar', { name: lng === 'en' ? /^Block 1:/ : /^الكتلة 1:/ })
      .getByRole('button', { name: /Edit|تحرير/ })
      .first()
      .click();
    const title = page.getByRole('complementary').locator('[data-field-path="title"]');
    const saved = savedWith(page, 'Changed at once');
    await title.locator('[lang="en"]').fill('Changed at once');
    await commit(page);
    expect((await saved).status()).toBe(200);
    await expect(pageState).toHaveText(words.changed);
    await openMore(page, lng);
    await expect(discard).toBeEnabled();
    await page.keyboard.press('Escape');
    for (const route of held.splice(0)) await route.continue();
    // Unrouting lets through whatever was held since.
    await page.unroute('**/v1/pages/*/publishing');

    await openMore(page, lng);
    await discard.click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.discard }).click();
    await expect(pageState).toHaveText(words.published);
  });
}

test('after an English-only change, Publish names the text that needs Arabic, in either interface language', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, `${PATH}?edit=true`);
  await typeLocalized(page, fieldIn(await inspect(page, 1), 'Title'), 'Bespoke content, made with you');

  await bar(page).getByRole('button', { name: 'Publish…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Publish this page' });
  const warning = dialog.locator('[data-translation-warning]');
  await expect(warning).toContainText('This page has 1 text that needs Arabic:');
  await expect(warning).toContainText(/› Title \(Arabic out of date\)/);
  await expect(dialog).not.toContainText('returned an object');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await openEditor(page, `${PATH}?edit=true&lng=ar`);
  await page.getByRole('region', { name: 'النشر' }).getByRole('button', { name: 'نشر…' }).click();
  dialog = page.getByRole('dialog', { name: 'نشر هذه الصفحة' });
  await expect(dialog.locator('[data-translation-warning]')).toContainText('في هذه الصفحة نص واحد يحتاج إلى العربية:');
  await expect(dialog.locator('[data-translation-warning]')).toContainText('(العربية غير محدَّثة)');
  await expect(dialog).not.toContainText('returned an object');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'إغلاق' }).click();

  const arabicBar = page.getByRole('region', { name: 'النشر' });
  await (await openMore(page, 'ar')).getByRole('menuitem', { name: 'تجاهل التغييرات' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'تجاهل التغييرات' }).click();
  await expect(arabicBar.locator('[data-publishing-state]')).toHaveText('منشورة');
});
