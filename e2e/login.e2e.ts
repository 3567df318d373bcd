import type { Page } from '@playwright/test';
import { expect, expectFailedResponses, expectNoAxeViolations, productName, test } from './fixtures.ts';

/** The e2e server's admin (ADMIN_PASSWORD in playwright.config.ts). */
const ADMIN = { email: 'admin@example.com', password: 'E2e!admin-pass' };
const FAILED = 'Failed to log in. Please check your credentials.';

/** The forms enable their submit button once React has hydrated. */
async function ready(page: Page) {
  await expect(page.locator('main button[type="submit"]')).toBeEnabled();
}

/** Calls to the API made by the page, to prove the password screens make none. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) calls.push(request.url());
  });
  return calls;
}

/** A sign-in refused on purpose answers 4xx/5xx; the fixture would count it as a failed resource. */
const expectRefusedLogins = (errors: string[], statuses: number[]) =>
  expectFailedResponses(errors, /\/v1\/auth\/login$/, statuses);

test.describe('login page', () => {
  test('the server renders it without the site header and footer, titled "Login - {product}"', async ({ request }) => {
    const html = await (await request.get('/login', { headers: { 'accept-language': 'en' } })).text();
    expect(html).toContain(`<title>Login - ${productName.en}</title>`);
    expect(html).toContain('<main id="main"');
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('aria-label="Main navigation"');
  });

  test('has its own layout: brand and a link back to the site, a sample e-mail placeholder, remember-me off', async ({
    page,
  }) => {
    await page.goto('/login');
    await ready(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page).toHaveTitle(`Login - ${productName.en}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.getByRole('link', { name: `${productName.en} – home page` })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Back to website' })).toHaveAttribute('href', '/');

    const email = page.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    // Spec 001 §9's sample address is shown, never submitted (READING-THE-SPEC 8; issue #29).
    await expect(email).toHaveValue('');
    await expect(email).toHaveAttribute('placeholder', 'name@company.com');
    await expect(email).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('required', '');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  test('an empty submit shows the required messages, tied to the fields', async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto('/login');
    await ready(page);
    const email = page.getByLabel('Email address');
    const password = page.getByLabel('Password', { exact: true });
    await email.fill('');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Email address is required' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Password is required' })).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email address is required');
    await expect(password).toHaveAccessibleDescription('Password is required');
    await expect(email).toBeFocused();
    expect(calls).toEqual([]);

    // Typing clears that field's message.
    await email.fill('someone@example.com');
    await expect(page.getByText('Email address is required')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('wrong credentials show the red message under the form', async ({ page, consoleErrors }) => {
    await page.goto('/login');
    await ready(page);
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(FAILED);
    await expect(alert).toHaveCSS('color', 'rgb(180, 35, 24)');
    // Under the form's button.
    const button = await page.getByRole('button', { name: 'Log in' }).boundingBox();
    expect((await alert.boundingBox())!.y).toBeGreaterThan(button!.y + button!.height);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expectRefusedLogins(consoleErrors, [401]);
  });

  test('while signing in the button is disabled; a refusal from the server shows its message', async ({
    page,
    consoleErrors,
  }) => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/v1/auth/login', async (route) => {
      await answered;
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'rate_limited', message: 'Too many sign-in attempts. Try again in 42 seconds.' },
        }),
      });
    });
    await page.goto('/login');
    await ready(page);
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Log in' }).click();
    const pending = page.getByRole('button', { name: 'Signing in…' });
    await expect(pending).toBeDisabled();
    answer();
    await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Try again in 42 seconds.');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expectRefusedLogins(consoleErrors, [429]);
  });

  test('in Arabic, a server failure is explained in Arabic', async ({ page, consoleErrors }) => {
    await page.route('**/v1/auth/login', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'database_unavailable', message: 'Database unavailable' } }),
      }),
    );
    await page.goto('/login?lng=ar');
    await ready(page);
    await page.getByLabel('البريد الإلكتروني').fill('nobody@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('alert')).toHaveText('الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى بعد قليل.');
    expectRefusedLogins(consoleErrors, [503]);
  });

  test('forgot password → reset success → Done → login, asking the server for a link once', async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto('/login');
    await ready(page);
    await page.getByLabel('Email address').fill('someone@example.com');
    await page.getByRole('button', { name: 'Forgot password?' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    const email = page.getByLabel('Email address');
    await expect(email).toHaveValue('someone@example.com');

    await email.fill('not an address');
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect(email).toHaveAccessibleDescription('Invalid email address');

    await email.fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
    await expect(page.getByText('If an account exists for someone@example.com')).toBeVisible();

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByLabel('Email address')).toHaveValue('');
    // The same answer whether or not the address has an account (ADR 0031; the link itself is
    // tested in editing-people.e2e.ts).
    expect(calls.map((url) => new URL(url).pathname)).toEqual(['/v1/auth/forgot-password']);
  });

  test('Back returns from forgot password to login', async ({ page }) => {
    await page.goto('/login');
    await ready(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await page.getByRole('button', { name: 'Back to log in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  });

  test('the language switch turns the page Arabic and right to left in place', async ({ page }) => {
    await page.goto('/login');
    await ready(page);
    await page.getByRole('button', { name: 'Switch to Arabic' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
    await expect(page).toHaveTitle(/^تسجيل الدخول - /);
  });
});

test.describe('create new password', () => {
  // Setting a password with a real link (rules, mismatch, success) is tested in editing-people.e2e.ts.
  test('without a link, or with a forged one, says the link is not valid and offers a new one', async ({
    page,
    consoleErrors,
  }) => {
    const calls = apiCalls(page);
    await page.goto('/create-new-password');
    await expect(page.getByRole('button', { name: 'Ask for a new link' })).toBeEnabled();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a new password');
    await expect(page.getByRole('alert')).toHaveText('This link is not valid. Ask for a new one.');
    await page.getByRole('button', { name: 'Ask for a new link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    expect(calls).toEqual([]);

    await page.goto(`/create-new-password?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toHaveText('This link is not valid. Ask for a new one.');
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    expectFailedResponses(consoleErrors, /\/v1\/auth\/check-link$/, [404]);
  });

  test('/login/create-new-password opens the same screen', async ({ page }) => {
    await page.goto('/login/create-new-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a new password');
  });
});

test.describe('in Arabic', () => {
  test('the login page is right to left with Arabic labels', async ({ page }) => {
    await page.goto('/login?lng=ar');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(/^تسجيل الدخول - /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue('');
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('placeholder', 'name@company.com');
    await expect(page.getByLabel('كلمة المرور', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'تذكّرني' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'هل نسيت كلمة المرور؟' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'العودة إلى الموقع' })).toBeVisible();

    // Mirrored: remember-me on the right, the forgot-password link on the left.
    const remember = (await page.getByRole('checkbox', { name: 'تذكّرني' }).boundingBox())!;
    const forgot = (await page.getByRole('button', { name: 'هل نسيت كلمة المرور؟' }).boundingBox())!;
    expect(remember.x).toBeGreaterThan(forgot.x + forgot.width);

    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('alert')).toHaveText(['البريد الإلكتروني مطلوب', 'كلمة المرور مطلوبة']);
  });

  test('the create-password screen speaks Arabic', async ({ page }) => {
    await page.goto('/create-new-password?lng=ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إنشاء كلمة مرور جديدة');
    await expect(page.getByRole('alert')).toHaveText('هذا الرابط غير صالح. اطلب رابطًا جديدًا.');
    await expect(page.getByRole('button', { name: 'اطلب رابطًا جديدًا' })).toBeVisible();
  });
});

test.describe('signing in', () => {
  test('stores the tokens and goes home', async ({ page }) => {
    await page.goto('/login');
    await ready(page);
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    const tokens = await page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
    ]);
    expect(tokens[0]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokens[1]).toBeTruthy();
  });

  for (const [lng, labels] of [
    ['en', { email: 'Email address', password: 'Password' }],
    ['ar', { email: 'البريد الإلكتروني', password: 'كلمة المرور' }],
  ] as const) {
    test(`a person who clicks the e-mail field and types signs in with what they typed (${lng})`, async ({ page }) => {
      await page.goto(`/login?lng=${lng}`);
      await ready(page);
      const email = page.getByLabel(labels.email);
      await email.click();
      await page.keyboard.type(ADMIN.email);
      await expect(email).toHaveValue(ADMIN.email);
      await page.getByLabel(labels.password, { exact: true }).click();
      await page.keyboard.type(ADMIN.password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    });
  }

  test('returns to the page named by `from`', async ({ page }) => {
    await page.goto('/login?from=%2F%3Fedit%3Dtrue');
    await ready(page);
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?edit=true');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  });

  test('ignores a `from` that leaves the site', async ({ page }) => {
    await page.goto('/login?from=%2F%2Fevil.example%2F');
    await ready(page);
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    expect(new URL(page.url()).host).toMatch(/^127\.0\.0\.1:/);
  });
});

test.describe('accessibility', () => {
  for (const [path, lng] of [
    ['/login', 'en'],
    ['/login', 'ar'],
    ['/create-new-password', 'en'],
    ['/create-new-password', 'ar'],
  ] as const) {
    test(`axe finds nothing on ${path} in ${lng}`, async ({ page }) => {
      await page.goto(`${path}?lng=${lng}`);
      // Without a link the create-password screen offers to ask for one instead of its form.
      await expect(page.locator('main button.btn-primary')).toBeEnabled();
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expectNoAxeViolations(page);
    });
  }
});
