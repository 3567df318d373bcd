import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { openEditor, signIn } from './editor.ts';
import { expect, expectFailedResponses, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * The account menu (issue #18): who is signed in, log out, change password; and the header legible
 * in edit mode. Every test that signs out or changes a password does it to an account of its own,
 * so the other editing tests, which share the admin, keep their sessions.
 */

// Sign-ins and password checks run scrypt at OWASP cost on a busy machine.
test.describe.configure({ timeout: 120_000 });

type Account = { email: string; password: string };
type Tokens = { access_token: string; refresh_token: string };

/** A fresh admin, registered by the shared admin. */
async function createAccount(page: Page): Promise<Account> {
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const account = {
    email: `account-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'Acc0unt!pass',
  };
  const response = await page.request.post('/v1/auth/register', {
    data: { ...account, role: 'admin' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return account;
}

/** Signs `account` in through the API and leaves its tokens where the app keeps them. */
async function signInAs(page: Page, account: Account): Promise<Tokens> {
  const response = await page.request.post('/v1/auth/login', { data: account });
  expect(response.status()).toBe(200);
  const tokens = (await response.json()) as Tokens;
  await page.goto('/login');
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.access_token);
    localStorage.setItem('refreshToken', t.refresh_token);
  }, tokens);
  return tokens;
}

/** Waits out what is fading in (the header does on every load): axe measures colours as drawn. */
function animationsDone(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Edit mode in a page that is not the test's own (another browser context): waits for hydration too. */
async function openEditorIn(page: Page, path = '/?edit=true') {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('toolbar').first()).toBeVisible({ timeout: 30_000 });
}

const storedTokens = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);

const TEXT = {
  en: { account: 'Account', changePassword: 'Change password', people: 'People', logOut: 'Log out', close: 'Close' },
  ar: {
    account: 'الحساب',
    changePassword: 'تغيير كلمة المرور',
    people: 'الأشخاص',
    logOut: 'تسجيل الخروج',
    close: 'إغلاق',
  },
};

test('a visitor downloads no account code and sees no account menu', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
  expect(scripts.filter((url) => /account/.test(url))).toEqual([]);
});

for (const width of [1440, 390]) {
  for (const lng of ['en', 'ar'] as const) {
    test(`the account menu and the change-password dialog, by keyboard (${lng}, ${width} px)`, async ({ page }) => {
      const text = TEXT[lng];
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      await openEditor(page, `/?edit=true&lng=${lng}`);
      const button = page.getByRole('button', { name: text.account, exact: true });
      await expect(button).toHaveAttribute('aria-haspopup', 'menu');
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Enter opens it on the first item; arrows move round; Escape closes it and returns to the button.
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toHaveAccessibleName(/admin@example\.com/);
      await expect(page.getByText('admin@example.com')).toBeVisible();
      await expect(page.getByRole('menuitem', { name: text.changePassword })).toBeFocused();
      // An admin also has the People screen (issue #20).
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: text.people })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: text.logOut })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: text.changePassword })).toBeFocused();
      await page.keyboard.press('End');
      await expect(page.getByRole('menuitem', { name: text.logOut })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      // ArrowUp opens it on the last item. The open menu fits the screen and passes axe.
      await page.keyboard.press('ArrowUp');
      await expect(page.getByRole('menuitem', { name: text.logOut })).toBeFocused();
      const box = await menu.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await expectNoAxeViolations(page);

      // The dialog: the spec's hint, axe, and Escape back to the button.
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text.changePassword });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        lng === 'en'
          ? 'At least 8 characters with uppercase, lowercase, a number and a special character'
          : '8 أحرف على الأقل',
      );
      await expect(dialog.getByLabel(lng === 'en' ? 'Current password' : 'كلمة المرور الحالية')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      // A click elsewhere closes the menu too.
      await button.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(5, 450);
      await expect(menu).toBeHidden();
    });
  }
}

test('log out, two actions from any page: the session ends on the server, both tokens go, /login', async ({ page }) => {
  const account = await createAccount(page);
  const tokens = await signInAs(page, account);
  await openEditor(page);
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/v1/auth/logout'));
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  // Once the menu knows who is signed in (an admin's People item has appeared above Log out).
  await expect(page.getByRole('menu')).toHaveAccessibleName(new RegExp(account.email.replace(/\./g, '\\.')));
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await loggedOut).status()).toBe(204);
  await expect.poll(() => storedTokens(page)).toEqual([null, null]);
  const refresh = await page.request.post('/v1/auth/token/refresh', { data: { refresh_token: tokens.refresh_token } });
  expect(refresh.status()).toBe(401);
  // Outside edit mode too: the menu is on every page for a signed-in admin.
  await signInAs(page, account);
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
});

test('a wrong current password or a weak new one is refused, in the user’s language', async ({
  page,
  consoleErrors,
}) => {
  const account = await createAccount(page);
  await signInAs(page, account);
  const cases = [
    { lng: 'en', wrong: 'The current password is not correct.', weak: /The password needs an uppercase letter/ },
    { lng: 'ar', wrong: 'كلمة المرور الحالية غير صحيحة.', weak: /يجب أن تحتوي كلمة المرور على حرف إنجليزي كبير/ },
  ] as const;
  for (const { lng, wrong, weak } of cases) {
    const text = TEXT[lng];
    await page.goto(`/about?lng=${lng}`);
    await page.getByRole('button', { name: text.account, exact: true }).click();
    await page.getByRole('menuitem', { name: text.changePassword }).click();
    const dialog = page.getByRole('dialog', { name: text.changePassword });
    const [current, next, confirm] = [0, 1, 2].map((i) => dialog.locator('input[type="password"]').nth(i)) as [
      ReturnType<Page['locator']>,
      ReturnType<Page['locator']>,
      ReturnType<Page['locator']>,
    ];

    // Checked here first, with the server's own rules.
    await current.fill(account.password);
    await next.fill('password');
    await confirm.fill('password');
    await confirm.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(weak);
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute('aria-invalid', 'true');

    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/auth/password'));
    await current.fill('Wr0ng!password');
    await next.fill('N3w!passw0rd');
    await confirm.fill('N3w!passw0rd');
    await confirm.press('Enter');
    expect((await answered).status()).toBe(400);
    await expect(dialog.getByRole('alert')).toHaveText(wrong);
    await expect(current).toBeFocused();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');
  }
  expectFailedResponses(consoleErrors, /\/v1\/auth\/password$/, [400, 400]);
  // Nothing changed: the old password still signs in.
  expect((await page.request.post('/v1/auth/login', { data: account })).status()).toBe(200);
});

test('a new password: this browser stays signed in, another is signed out, the new password signs in', async ({
  page,
  browser,
}) => {
  const account = await createAccount(page);
  const newPassword = 'N3w!passw0rd';

  // Another browser, signed in before the change, editing the home page.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, account);
  await openEditorIn(otherPage);

  await signInAs(page, account);
  await openEditor(page);
  const button = page.getByRole('button', { name: 'Account', exact: true });
  await button.click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Your password has been changed/);
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // This session goes on.
  await button.click();
  await expect(page.getByRole('menu')).toHaveAccessibleName(new RegExp(account.email.replace(/\./g, '\\.')));
  await page.keyboard.press('Escape');

  // The other browser's session is over: opening edit mode there again sends it to /login, its
  // tokens gone. (While it edits, a refused save opens a sign-in dialog over the page instead, so
  // nothing typed is lost: e2e/editing-unsaved.e2e.ts.)
  await otherPage.goto('/?edit=true');
  await expect(otherPage).toHaveURL(/\/login\?from=/);
  await otherPage.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => storedTokens(otherPage)).toEqual([null, null]);

  // There, the old password no longer signs in and the new one does, back to the editor.
  await otherPage.getByLabel('Email address').fill(account.email);
  await otherPage.getByLabel('Password', { exact: true }).fill(account.password);
  await otherPage.getByRole('button', { name: 'Log in' }).click();
  await expect(otherPage.getByRole('alert')).toContainText('Failed to log in');
  await otherPage.getByLabel('Password', { exact: true }).fill(newPassword);
  await otherPage.getByRole('button', { name: 'Log in' }).click();
  await expect(otherPage.getByRole('toolbar').first()).toBeVisible({ timeout: 30_000 });
  await expect(otherPage).toHaveURL(/\/\?edit=true$/);
  await other.close();
});

/** The contrast of each visible link and button of the site's header with the first solid colour behind it. */
function headerContrasts(page: Page) {
  return page.evaluate(() => {
    const channels = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const behind = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const colour = channels(getComputedStyle(e).backgroundColor);
        if (colour.length >= 3 && (colour[3] ?? 1) > 0.5) return colour;
      }
      return [255, 255, 255];
    };
    return [...document.querySelectorAll('header[data-variant] a, header[data-variant] button')]
      .filter((e) => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility === 'visible';
      })
      .map((e) => {
        const [a, b] = [luminance(channels(getComputedStyle(e).color)), luminance(behind(e))];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        return {
          name: e.getAttribute('aria-label') || e.textContent?.trim() || e.tagName,
          ratio: Math.round(ratio * 10) / 10,
        };
      });
  });
}

for (const lng of ['en', 'ar'] as const) {
  test(`the header is legible in edit mode on every variant (${lng})`, async ({ page }) => {
    await signIn(page);
    // Transparent over the home hero, 'totara' with the suite's bar, white elsewhere.
    for (const path of ['/', '/solutions/totara-learn', '/about']) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await openEditor(page, `${path}?edit=true&lng=${lng}`);
        await animationsDone(page);
        const contrasts = await headerContrasts(page);
        expect(contrasts.length, `${path} at ${width}`).toBeGreaterThan(width > 1000 ? 5 : 1);
        for (const { name, ratio } of contrasts)
          expect(ratio, `${path} at ${width}: ${name}`).toBeGreaterThanOrEqual(4.5);
        if (width > 1000) {
          const axe = await new AxeBuilder({ page })
            .include('header[data-variant]')
            .withRules(['color-contrast'])
            .analyze();
          expect(
            axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
            `${path}`,
          ).toEqual([]);
          // axe leaves Arabic text unmeasured (it found nothing to check in an Arabic header):
          // there, the ratios above are the proof.
          if (lng === 'en') expect(axe.passes.length, 'axe measured the header').toBeGreaterThan(0);
        }
      }
    }
  });
}
