import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Lang } from './task.ts';

/** Given to each fresh server, which creates its first admin (admin@example.com) with it. */
export const ADMIN_PASSWORD = 'Tasks!admin-pass';
const ADMIN = { email: 'admin@example.com', password: ADMIN_PASSWORD };

const VIEWPORT = { width: 1366, height: 900 };

/**
 * A browser context reading `lang`: the language cookie the site's own switch leaves (ADR 0004),
 * as a person who chose the language earlier has.
 */
export function newContext(browser: Browser, base: string, lang: Lang, localStorage: Record<string, string> = {}) {
  return browser.newContext({
    viewport: VIEWPORT,
    locale: lang === 'ar' ? 'ar' : 'en-GB',
    storageState: {
      cookies: [
        {
          name: 'i18next',
          value: lang,
          domain: new URL(base).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [{ origin: base, localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })) }],
    },
  });
}

/**
 * The setup, before the clock starts: signs in through the API (POST /v1/auth/login, once per run)
 * and returns a context holding the tokens where the app keeps them, as after the login form.
 */
export async function signedInContext(browser: Browser, base: string, lang: Lang): Promise<BrowserContext> {
  const response = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`signing in answered ${response.status}`);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  return newContext(browser, base, lang, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
}

/** Opens `url` and waits until React has taken the page over (root.tsx marks <html data-hydrated>). */
export async function openInteractive(page: Page, url: string): Promise<Page> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page;
}
