import type { Page, Request } from '@playwright/test';
import { ADMIN, commit, openEditor, openMore, savedWith, signIn } from './editor.ts';
import { expect, expectFailedResponses, expectNoAxeViolations, seed, test } from './fixtures.ts';

/**
 * Issue #19, "nothing typed is lost": text whose save never reached the server is offered back after
 * a reload, and a session that ended during an edit asks to sign in over the page, then saves.
 * On the iLearn Catalogues page, which no other editing test edits; each test its own block.
 */
// Each test signs in, reloads and waits for saves: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const PAGE = '/solutions/ilearn-catalogues';
const SEED = seed('solutions-ilearn-catalogues');

const words = {
  en: {
    block: 'Block',
    edit: /Edit$/,
    panel: /^Inspector/,
    restoreTitle: 'Restore unsaved changes?',
    restore: 'Restore',
    discard: 'Discard',
    signInTitle: 'Sign in to save your changes',
    password: 'Password',
    email: 'Email address',
    submit: 'Log in',
    wrong: 'Invalid email or password.',
    saved: 'Saved',
  },
  ar: {
    block: 'الكتلة',
    edit: /تحرير$/,
    panel: /^المحرّر/,
    restoreTitle: 'استعادة التغييرات غير المحفوظة؟',
    restore: 'استعادة',
    discard: 'تجاهُل',
    signInTitle: 'سجّل الدخول لحفظ تغييراتك',
    password: 'كلمة المرور',
    email: 'البريد الإلكتروني',
    submit: 'تسجيل الدخول',
    wrong: 'تعذّر تسجيل الدخول. يُرجى التحقّق من بيانات الدخول.',
    saved: 'تم الحفظ',
  },
} as const;
type Lng = keyof typeof words;

/** Opens block `n` in the inspector and returns the text box of `path` in `lang`. */
async function textBox(page: Page, lng: Lng, n: number, path: string, lang: Lng = lng) {
  await page
    .getByRole('toolbar', { name: new RegExp(`^${words[lng].block} ${n}:`) })
    .getByRole('button', { name: words[lng].edit })
    .click();
  const panel = page.getByRole('complementary', { name: words[lng].panel });
  await expect(panel).toBeVisible();
  const box = panel.locator(`[data-field-path="${path}"] [lang="${lang}"]`);
  await expect(box).toBeVisible();
  return box;
}

/**
 * Follows the page's API calls, so a test can wait until none is under way (not 'networkidle': the
 * page's event stream stays open in edit mode).
 */
function trackCalls(page: Page) {
  const open = new Set<Request>();
  const isCall = (r: Request) => r.url().includes('/v1/') && !r.url().endsWith('/events');
  page.on('request', (r) => {
    if (isCall(r)) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return async function settled() {
    await expect
      .poll(
        async () => {
          if (open.size > 0) return false;
          await page.waitForTimeout(300);
          return open.size === 0;
        },
        { message: 'API calls under way' },
      )
      .toBe(true);
  };
}

/** Every PUT of a block fails before it reaches the server (a dropped connection). */
async function dropSaves(page: Page) {
  await page.route('**/v1/pages/blocks/*', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
  );
  return () => page.unroute('**/v1/pages/blocks/*');
}

/** Types `text`, leaves the field, and waits for its save to fail on the way. */
async function typeUnsaved(page: Page, box: ReturnType<Page['locator']>, text: string) {
  const failed = page.waitForEvent(
    'requestfailed',
    (r) => r.url().includes('/v1/pages/blocks/') && r.method() === 'PUT',
  );
  await box.fill(text);
  await commit(page);
  await failed;
}

/** How many changes the browser keeps for this site (IndexedDB). */
function keptCount(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('site-editor');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('unsaved')) return resolve(0);
          const count = db.transaction('unsaved').objectStore('unsaved').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/**
 * The page's block as the editor works on it, read with the editor's token: the draft (ADR 0025;
 * visitors see what is published).
 */
async function storedBlock(page: Page, n: number) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get('/v1/pages/solutions-ilearn-catalogues?draft=true', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { blocks: Array<{ order: number; content: unknown }> };
  return JSON.stringify(body.blocks.sort((a, b) => a.order - b.order)[n - 1]?.content);
}

const restoreCases = [
  { lng: 'en', n: 1, path: 'subtitle', text: 'Courses your people finish, in both languages' },
  { lng: 'ar', n: 3, path: 'mainSubtitle', text: 'تعلّم عملي يُكمله موظفوك حتى النهاية' },
] as const;

for (const { lng, n, path, text } of restoreCases) {
  test(`(${lng}) text whose save never reached the server is offered after a reload, and Restore saves it`, async ({
    page,
  }) => {
    const settled = trackCalls(page);
    await signIn(page);
    await openEditor(page, `${PAGE}?edit=true&lng=${lng}`);
    const allow = await dropSaves(page);
    await typeUnsaved(page, await textBox(page, lng, n, path), text);
    await expect.poll(() => keptCount(page)).toBe(1);
    await allow();

    await page.reload();
    const dialog = page.getByRole('dialog', { name: words[lng].restoreTitle });
    await expect(dialog).toBeVisible();
    // The block is named as the editor names it, with the time it was typed.
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem')).toContainText(/\d{1,2}:\d{2}/);
    // Restore has the focus: Enter does not throw the text away.
    await expect(dialog.getByRole('button', { name: words[lng].restore, exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    // One action: Restore. It is shown and saved.
    const saved = savedWith(page, text);
    await dialog.getByRole('button', { name: words[lng].restore, exact: true }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(JSON.stringify(await response.json())).toContain(JSON.stringify(text).slice(1, -1));
    await expect(dialog).toBeHidden();
    await expect(page.locator('main').getByText(text)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: words[lng].saved }).first()).toBeAttached();
    expect(await storedBlock(page, n)).toContain(JSON.stringify(text).slice(1, -1));
    await expect.poll(() => keptCount(page)).toBe(0);

    // Nothing is offered again.
    await page.reload();
    await expect(page.getByRole('toolbar').first()).toBeVisible();
    await settled();
    await expect(page.getByRole('dialog', { name: words[lng].restoreTitle })).toHaveCount(0);
  });
}

test('Discard drops the kept change: the block stays as the server has it', async ({ page }) => {
  const seeded = String((SEED.blocks[4]?.content.mainTitle as { en?: string } | undefined)?.en);
  const settled = trackCalls(page);
  await signIn(page);
  await openEditor(page, `${PAGE}?edit=true&lng=en`);
  const allow = await dropSaves(page);
  await typeUnsaved(page, await textBox(page, 'en', 5, 'mainTitle'), 'A title nobody wanted');
  await allow();

  await page.reload();
  const dialog = page.getByRole('dialog', { name: words.en.restoreTitle });
  await dialog.getByRole('button', { name: words.en.discard }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => keptCount(page)).toBe(0);
  await expect(page.getByRole('heading', { name: seeded })).toBeVisible();
  expect(await storedBlock(page, 5)).not.toContain('A title nobody wanted');
  await page.reload();
  await expect(page.getByRole('toolbar').first()).toBeVisible();
  await settled();
  await expect(page.getByRole('dialog', { name: words.en.restoreTitle })).toHaveCount(0);
});

/** Ends the session on the server and leaves a token the server refuses: both tokens are dead. */
async function endSession(page: Page) {
  const refresh = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const out = await page.request.post('/v1/auth/logout', { data: { refresh_token: refresh } });
  expect(out.status()).toBeLessThan(300);
  await page.evaluate(() => localStorage.setItem('accessToken', 'no.longer.valid'));
}

const expiryCases = [
  { lng: 'en', n: 7, path: 'subtitle', text: 'Pick a catalogue today; it runs next week' },
  { lng: 'ar', n: 2, path: 'mainSubtitle', text: 'كل كتالوج جاهز للإسناد من اليوم' },
] as const;

for (const { lng, n, path, text } of expiryCases) {
  test(`(${lng}) a session that ended during an edit asks to sign in over the page; then the save goes through`, async ({
    page,
    consoleErrors,
  }) => {
    const settled = trackCalls(page);
    await signIn(page, { fresh: true });
    await openEditor(page, `${PAGE}?edit=true&lng=${lng}`);
    const box = await textBox(page, lng, n, path);
    // Edit mode has looked up who is signed in (the dialog's e-mail), the inspector its links.
    await settled();
    await endSession(page);

    await box.fill(text);
    await commit(page);
    const dialog = page.getByRole('dialog', { name: words[lng].signInTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(words[lng].email)).toHaveValue(ADMIN.email);
    await expect(dialog.getByLabel(words[lng].password)).toBeFocused();
    // Not rolled back: the text is on the page, and kept in the browser.
    await expect(page.locator('main').getByText(text)).toBeAttached();
    expect(await keptCount(page)).toBe(1);
    await expectNoAxeViolations(page);

    if (lng === 'en') {
      // Cancel: the text stays, saves wait, and a notice offers to sign in again.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('main').getByText(text)).toBeVisible();
      // Coming back to the window makes the page bar look at the publishing state, which is refused
      // too: that does not open the dialog again over what the editor just closed.
      const refusedLook = page.waitForResponse((r) => r.url().endsWith('/publishing') && r.status() === 401);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await refusedLook;
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Sign in to save' }).click();
      await expect(dialog).toBeVisible();
    }

    // A wrong password: the server's answer, and the dialog stays.
    await dialog.getByLabel(words[lng].password).fill('not-the-password');
    await dialog.getByRole('button', { name: words[lng].submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(words[lng].wrong);

    const saved = savedWith(page, text);
    await dialog.getByLabel(words[lng].password).fill(ADMIN.password);
    await dialog.getByRole('button', { name: words[lng].submit }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: words[lng].saved }).first()).toBeAttached();
    await expect(page.locator('main').getByText(text)).toBeVisible();
    expect(await storedBlock(page, n)).toContain(JSON.stringify(text).slice(1, -1));
    await expect.poll(() => keptCount(page)).toBe(0);
    // Refused on the way, as expected: the save, the refresh, the wrong password.
    const refused = consoleErrors.filter((e) => e.startsWith('401 '));
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expectFailedResponses(
      consoleErrors,
      /\/v1\//,
      refused.map(() => 401),
    );
  });
}

test('what was typed in the page settings and not saved is back after a reload; Cancel lets it go', async ({
  page,
}) => {
  await signIn(page);
  const open = async () => {
    await (await openMore(page)).getByRole('menuitem', { name: 'Page settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Page settings: search and sharing' });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  const described = (dialog: import('@playwright/test').Locator) =>
    dialog.getByRole('group', { name: 'Description in search results' });
  await openEditor(page, `${PAGE}?edit=true`);
  let dialog = await open();
  await described(dialog).getByLabel('English').fill('Catalogues for every team, typed before a reload');
  await described(dialog).getByLabel('Arabic').fill('كتالوجات لكل فريق، كُتبت قبل إعادة التحميل');
  // Kept as it is typed: wait for the browser's store to have it, then reload with the dialog open.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const opened = indexedDB.open('site-editor');
            opened.onsuccess = () => {
              const all = opened.result.transaction('unsaved').objectStore('unsaved').getAll();
              all.onsuccess = () =>
                resolve((all.result as Array<{ blockId: string }>).filter((e) => e.blockId === 'page-settings').length);
            };
          }),
      ),
    )
    .toBe(1);
  await page.reload();
  await expect(page.getByRole('toolbar').first()).toBeVisible();
  dialog = await open();
  await expect(dialog.getByRole('status')).toHaveText(/What you typed here before is back/);
  await expect(described(dialog).getByLabel('English')).toHaveValue('Catalogues for every team, typed before a reload');
  await expect(described(dialog).getByLabel('Arabic')).toHaveValue('كتالوجات لكل فريق، كُتبت قبل إعادة التحميل');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByRole('toolbar').first()).toBeVisible();
  dialog = await open();
  await expect(dialog.locator('[data-restored]')).toHaveCount(0);
  await expect(described(dialog).getByLabel('English')).not.toHaveValue(
    'Catalogues for every team, typed before a reload',
  );
});
