import type { Locator, Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { slugForPath } from '../packages/blocks/src/page-slugs.ts';
import { expect } from './fixtures.ts';

/** Helpers for the browser tests of edit mode (files named editing*.e2e.ts run on the editor server). */

export const ADMIN = { email: 'admin@example.com', password: 'E2e!admin-pass' };

type Tokens = { access_token: string; refresh_token: string };
/**
 * One sign-in for the whole file: logins are rate limited per account (10 per 15 minutes), and a
 * real editor keeps one session across pages too. A test that needs its own session passes `fresh`.
 */
let shared: Tokens | undefined;
/**
 * The shared tokens serve while their access token has this long left: longer than a test and its
 * retry, so no page of a test refreshes it (a refresh replaces the refresh token the next test would
 * be given) and no API call a test makes itself, with the token the page keeps, meets a 401.
 */
const SHARED_FOR_AT_LEAST_S = 5 * 60;
const usable = (tokens: Tokens | undefined): tokens is Tokens =>
  !!tokens && (decodeJwt(tokens.access_token).exp ?? 0) - Date.now() / 1000 > SHARED_FOR_AT_LEAST_S;

/** Signs in through the API and leaves the tokens where the app keeps them. */
export async function signIn(page: Page, { fresh = false } = {}) {
  const login = async () => {
    const response = await page.request.post('/v1/auth/login', { data: ADMIN });
    expect(response.status()).toBe(200);
    return (await response.json()) as Tokens;
  };
  let tokens: Tokens;
  if (fresh) tokens = await login();
  else tokens = shared = usable(shared) ? shared : await login();
  await page.goto('/login');
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.access_token);
    localStorage.setItem('refreshToken', t.refresh_token);
  }, tokens);
}

/** Opens the page bar's More menu (ADR 0043) and returns it; `lng` is the interface's language. */
export async function openMore(page: Page, lng: 'en' | 'ar' = 'en') {
  const name = lng === 'en' ? 'More' : 'المزيد';
  const button = page.locator('[data-page-bar]').getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const menu = page.getByRole('menu', { name });
  await expect(menu).toBeVisible();
  return menu;
}

export async function openEditor(page: Page, path = '/?edit=true') {
  await page.goto(path);
  await expect(page.getByRole('toolbar').first()).toBeVisible();
  // The admin's controls have moved into the page bar (ADR 0043): a click on them before would land
  // on the ones leaving the corner.
  await expect(page.locator('[data-page-bar] button[aria-pressed="true"]')).toBeVisible();
}

/** Selects block `n` (1-based) with its Edit button and returns the inspector panel. */
export async function inspect(page: Page, n: number) {
  await page
    .getByRole('toolbar', { name: new RegExp(`^Block ${n}:`) })
    .getByRole('button', { name: /Edit$/ })
    .click();
  const panel = page.getByRole('complementary', { name: /^Inspector/ });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Opens block `n` (1-based) in the inspector and returns one of its fields by its name (its
 * controls inside: `getByLabel('English')`, `getByLabel('Arabic')`, …). Changes show at once and
 * are saved 600 ms after the last keystroke, or at once with `commit`.
 */
export async function openField(page: Page, n: number, field: string) {
  const panel = await inspect(page, n);
  const found = panel.locator(`[data-field-label="${field}"]`).first();
  await expect(found).toBeVisible();
  return found;
}

/** Saves what was just typed at once (leaving the field does), instead of after the typing pause. */
export async function commit(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** A save: of a block (PUT /v1/pages/blocks/…) or of one item of a collection (PUT /v1/collections/…/items/…). */
const isSave = (r: { url: () => string; request: () => { method: () => string } }) =>
  r.request().method() === 'PUT' && (r.url().includes('/v1/pages/blocks/') || r.url().includes('/v1/collections/'));

/**
 * Waits for the answer to a request of the panel's collection lists: `POST` (a new item), `DELETE`,
 * `POST …/restore`, `POST …/move`, by method and a pattern of the path.
 */
export function itemRequest(page: Page, method: string, path: RegExp = /./) {
  return page.waitForResponse(
    (r) =>
      r.request().method() === method && r.url().includes('/v1/collections/') && path.test(new URL(r.url()).pathname),
  );
}

/** Waits for the next save of a block or an item. */
export function nextSave(page: Page) {
  return page.waitForResponse(isSave);
}

/**
 * Waits for the save of a block or an item whose request carries every one of `texts` (as typed: JSON-escaped
 * the way the editor sends them), so a test waits for the save of what it typed, not an earlier one.
 */
export function savedWith(page: Page, ...texts: string[]) {
  return page.waitForResponse((r) => {
    if (!isSave(r)) return false;
    const body = r.request().postData() ?? '';
    return texts.every((text) => body.includes(JSON.stringify(text).slice(1, -1)));
  });
}

/** A field by its name inside `scope` (the panel, or an item `openItem` returned); its controls inside. */
export function fieldIn(scope: Locator, name: string) {
  return scope.locator(`[data-field-label="${name}"]`).first();
}

/** A list of the panel or of an item by its content key (`jobs`, `members`), as ListField draws it. */
export function listIn(scope: Locator, key: string) {
  return scope.locator(`section[data-list="${key}"]`).first();
}

/**
 * Expands item `index` (0-based, in the list's order) of a list by clicking its summary, as an
 * editor does, and returns the item's own form (its fields, groups and lists).
 */
export async function openItem(list: Locator, index: number) {
  const summary = list.locator(':scope > ol > li').nth(index).locator('[aria-expanded]').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  const body = list.locator(`[id="${await summary.getAttribute('aria-controls')}"]`);
  await expect(body).toBeVisible();
  return body;
}

/**
 * Types a text in English (and Arabic) into a localized field of the panel, leaves the field and
 * waits for the save that carries it; the server must take it (200).
 */
export async function typeLocalized(page: Page, field: Locator, en: string, ar?: string) {
  const saved = savedWith(page, en, ...(ar === undefined ? [] : [ar]));
  await field.getByLabel('English').fill(en);
  if (ar !== undefined) await field.getByLabel('Arabic').fill(ar);
  await commit(page);
  expect((await saved).status()).toBe(200);
}

/** The same for a field of one text (a link, a phone number, a colour typed as text, a file's address). */
export async function typeText(page: Page, field: Locator, value: string) {
  const saved = savedWith(page, value);
  // The text box, not a colour's picker beside it.
  await field.locator('input[type="text"], textarea').fill(value);
  await commit(page);
  expect((await saved).status()).toBe(200);
}

/** The signed-in page's access token, as the app keeps it (refreshed by the app when it renews it). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('not signed in: call signIn(page) first');
  return token;
}

/**
 * A page's draft as stored now (GET /v1/pages/{slug}?draft=true): what editors' saves change.
 * Visitors see it once it is published (ADR 0025).
 */
export async function getDraft(page: Page, slug: string) {
  return page.request.get(`/v1/pages/${slug}?draft=true`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
}

/** Publishes pages' drafts through the API, as the Publish button does: visitors see them now. */
export async function publish(page: Page, ...slugs: string[]) {
  const response = await page.request.post('/v1/pages/publish', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { slugs },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The pages a detail page is made of: its item's list page and the template below it. */
const DETAIL_PAGES: Record<string, string[]> = {
  'customer-stories': ['customer-stories', 'story-detail-template'],
  'vacancy-details': ['careers', 'vacancy-detail-template'],
  resources: ['resources', 'resource-detail-template'],
  blog: ['resources', 'resource-detail-template'],
  events: ['resources', 'resource-detail-template'],
};

/**
 * Publishes what was edited for the page at `path` (its page, the header and footer, or a detail
 * item's list page), then goes there as a visitor would: what visitors see is the published page
 * (ADR 0025). Pages without unpublished changes are left alone, so other tests' drafts stay drafts.
 */
export async function gotoPublished(page: Page, path: string) {
  const { pathname } = new URL(path, 'http://localhost');
  const [, first = '', second] = pathname.split('/');
  const own = slugForPath(pathname);
  const slugs = own ? [own] : second ? (DETAIL_PAGES[first] ?? []) : [];
  // Not signed in (a visitor's page): nothing of theirs to publish.
  const token = page.url().startsWith('http') ? await page.evaluate(() => localStorage.getItem('accessToken')) : null;
  if (!token) return void (await page.goto(path));
  const headers = { authorization: `Bearer ${token}` };
  const changed: string[] = [];
  for (const candidate of [...slugs, 'header', 'footer']) {
    const state = await page.request.get(`/v1/pages/${candidate}/publishing`, { headers });
    // A refused token must fail here, not leave the edits unpublished for a later step to puzzle over.
    expect([200, 404], `publishing state of ${candidate}`).toContain(state.status());
    if (state.ok() && (await state.json()).changed) changed.push(candidate);
  }
  if (changed.length > 0) await publish(page, ...changed);
  await page.goto(path);
}

/**
 * Keeps the editor's event stream from connecting (it waits for ever), so another test's saves on
 * this shared server are not shown live on this page: for tests about what happens without them
 * (a stale version's 409) or that edit blocks other files edit too.
 */
export async function withoutLiveUpdates(page: Page) {
  await page.route(/\/v1\/pages\/[^/]+\/events$/, () => {});
}
