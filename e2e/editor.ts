import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Helpers for the browser tests of edit mode (files named editing*.e2e.ts run on the editor server). */

export const ADMIN = { email: 'admin@example.com', password: 'E2e!admin-pass' };

type Tokens = { access_token: string; refresh_token: string };
/**
 * One sign-in for the whole file: logins are rate limited per account (10 per 15 minutes), and a
 * real editor keeps one session across pages too. A test that needs its own session passes `fresh`.
 */
let shared: Tokens | undefined;

/** Signs in through the API and leaves the tokens where the app keeps them. */
export async function signIn(page: Page, { fresh = false } = {}) {
  const login = async () => {
    const response = await page.request.post('/v1/auth/login', { data: ADMIN });
    expect(response.status()).toBe(200);
    return (await response.json()) as Tokens;
  };
  if (!fresh && !shared) shared = await login();
  const tokens = fresh ? await login() : (shared as Tokens);
  await page.goto('/login');
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.access_token);
    localStorage.setItem('refreshToken', t.refresh_token);
  }, tokens);
}

export async function openEditor(page: Page, path = '/?edit=true') {
  await page.goto(path);
  await expect(page.getByRole('toolbar').first()).toBeVisible();
}

/** Opens a field of block `n` (1-based) and returns the dialog. */
export async function openField(page: Page, n: number, field: string) {
  await page
    .getByRole('toolbar', { name: new RegExp(`^Block ${n}:`) })
    .getByRole('button', { name: /Edit$/ })
    .click();
  await page.getByRole('button', { name: `Edit ${field}` }).click();
  return page.getByRole('dialog', { name: `Edit ${field}` });
}
