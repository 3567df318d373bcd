import type { Page } from '@playwright/test';
import { ADMIN, signIn } from './editor.ts';
import { expect, expectFailedResponses, expectNoAxeViolations, test } from './fixtures.ts';
import { mailTo, onThisServer } from './mailbox.ts';

/**
 * People and passwords (issue #20; ADRs 0030, 0031): an admin invites an editor from the People
 * screen, the invitation arrives through the `log` transport, its link sets a password, and the
 * editor signs in; a forgotten password comes back the same way. Every test works on addresses of
 * its own: the shared admin is never disabled, demoted or reset.
 */

// Sign-ins and password changes run scrypt at OWASP cost on a busy machine.
test.describe.configure({ timeout: 120_000 });

const HINT = 'At least 8 characters with uppercase, lowercase, a number and a special character (! @ # $ % ^ *)';
const fresh = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const baseURL = () => String(test.info().project.use.baseURL);

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an admin invites an editor, who sets a password from the e-mail and signs in for the first time', async ({
  page,
  browser,
}) => {
  const email = fresh('invited');
  await signIn(page);
  await page.goto('/admin/people');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page.locator(`tr[data-email="${ADMIN.email}"]`)).toContainText('(you)');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription('Email address is required');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Name').fill('Nadia Editor');
  await expect(dialog.getByLabel('Role')).toHaveValue('editor');
  await expect(dialog.getByLabel('Language of the e-mail')).toHaveValue('en');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const row = page.locator(`tr[data-email="${email}"]`);
  await expect(row).toContainText('Invited');
  await expect(page.getByRole('table').last()).toContainText(`invited ${email} as Editor`);

  const mail = await mailTo(baseURL(), email);
  expect(mail.subject).toMatch(/^You are invited to edit /);
  expect(mail.link).toMatch(/\/create-new-password\?token=[\w-]{43}&lng=en$/);

  // The invited editor, in a browser of their own.
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(onThisServer(mail.link));
  await expect(invited.getByRole('heading', { level: 1 })).toHaveText('Create a new password');
  const password = invited.getByLabel('New password', { exact: true });
  const confirm = invited.getByLabel('Confirm new password');
  await expect(password).toHaveAccessibleDescription(HINT);
  await password.fill('weakpass');
  await confirm.fill('weakpass');
  await invited.getByRole('button', { name: 'Update password' }).click();
  await expect(invited.getByRole('alert').filter({ hasText: 'The password needs' })).toHaveText(
    'The password needs an uppercase letter, a number, and a special character.',
  );
  await password.fill('Nadia!pass1');
  await confirm.fill('Nadia!pass2');
  await invited.getByRole('button', { name: 'Update password' }).click();
  await expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
  await confirm.fill('Nadia!pass1');
  await invited.getByRole('button', { name: 'Update password' }).click();
  await expect(invited.getByRole('heading', { level: 1 })).toHaveText('Password updated');
  await invited.getByRole('button', { name: 'Back to log in' }).click();
  await signInWithForm(invited, email, 'Nadia!pass1');
  await invited.waitForURL((url) => url.pathname === '/');

  // An editor is told the People screen is for admins.
  await invited.goto('/admin/people');
  await expect(invited.getByRole('alert')).toHaveText(
    'Only admins can manage people. Ask an admin if you need someone added or changed.',
  );
  await context.close();

  // The link worked once.
  const again = await browser.newPage();
  await again.goto(onThisServer(mail.link));
  await expect(again.getByRole('alert')).toHaveText('This link has already been used. Ask for a new one.');
  await again.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(again.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await again.close();

  // Back with the admin: the editor is active and signed in once; disabling asks first and signs them out.
  await page.reload();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Sessions (1)' }).click();
  const sessions = page.getByRole('dialog', { name: 'Sessions of Nadia Editor' });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await sessions.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Disable' }).click();
  const confirmDisable = page.getByRole('alertdialog', { name: 'Disable Nadia Editor?' });
  await confirmDisable.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: 'Sessions (0)' })).toBeVisible();
  await expect(page.getByRole('table').last()).toContainText(`disabled ${email}`);
  await row.getByRole('button', { name: 'Enable' }).click();
  await expect(row).toContainText('Active');
});

test('in Arabic: a forgotten password comes back by e-mail, and only the new one signs in', async ({
  page,
  consoleErrors,
}) => {
  // A user of this test's own, made by the admin through the API.
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const account = { email: fresh('forgetful'), password: 'Old!pass12' };
  const created = await page.request.post('/v1/auth/register', {
    data: { ...account, role: 'editor' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/login?lng=ar');
  await expect(page.locator('main button[type="submit"]')).toBeEnabled();
  await page.getByLabel('البريد الإلكتروني').fill(account.email);
  await page.getByRole('button', { name: 'هل نسيت كلمة المرور؟' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('هل نسيت كلمة المرور؟');
  await page.getByRole('button', { name: 'إرسال تعليمات إعادة التعيين' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تحقّق من بريدك الإلكتروني');

  const mail = await mailTo(baseURL(), account.email);
  expect(mail.kind).toBe('password_reset');
  expect(mail.text).toContain('تنتهي صلاحيته خلال 30 دقيقة');
  expect(mail.link).toMatch(/&lng=ar$/);

  await page.goto(onThisServer(mail.link));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إنشاء كلمة مرور جديدة');
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('New!pass34');
  await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('New!pass34');
  await page.getByRole('button', { name: 'تحديث كلمة المرور' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم تحديث كلمة المرور');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'العودة إلى تسجيل الدخول' }).click();

  await page.getByLabel('البريد الإلكتروني').fill(account.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('alert')).toHaveText('تعذّر تسجيل الدخول. يُرجى التحقّق من بيانات الدخول.');
  expectFailedResponses(consoleErrors, /\/v1\/auth\/login$/, [401]);
  await page.getByLabel('كلمة المرور', { exact: true }).fill('New!pass34');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('the People screen in Arabic is right to left and passes axe', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/people?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأشخاص' })).toBeVisible();
  await expect(page.locator(`tr[data-email="${ADMIN.email}"]`)).toContainText('مسؤول');
  await expect(page.getByRole('heading', { level: 2, name: 'سجلّ التغييرات' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'دعوة شخص' }).click();
  await expect(page.getByRole('dialog', { name: 'دعوة شخص' }).getByLabel('لغة الرسالة')).toHaveValue('ar');
  await expectNoAxeViolations(page);
});
