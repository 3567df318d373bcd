import type { Page } from '@playwright/test';
import { commit, inspect, openEditor, savedWith, signIn } from './editor.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * Editors see each other (issue #19, ADR 0028): two editors in two browsers on one page. The page is
 * one no other editing test opens (the Totara Mobile solution page); the editor server is one copy on
 * PGlite, so the cross-copy path is the API tests' (two copies on PostgreSQL) and the bench's.
 */
const PAGE = '/solutions/totara-mobile?edit=true&lng=en';
const SARA = { email: `sara-${Date.now()}@example.com`, password: 'Sara!e2e-pass1', name: 'Sara' };

/** Signs a second editor in, in a browser context of its own: another person on another machine. */
async function secondEditor(page: Page, errors: string[]) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const registered = await page.request.post('/v1/auth/register', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...SARA, role: 'editor' },
  });
  expect(registered.status()).toBe(201);
  const baseURL = test.info().project.use.baseURL;
  const context = await page.context().browser()?.newContext({ baseURL });
  if (!context) throw new Error('no browser');
  const other = await context.newPage();
  other.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`B: ${message.text()}`);
  });
  other.on('pageerror', (error) => errors.push(`B: ${error.message}`));
  const login = await other.request.post('/v1/auth/login', { data: { email: SARA.email, password: SARA.password } });
  expect(login.status()).toBe(200);
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  await other.goto('/login');
  await other.evaluate((t) => {
    localStorage.setItem('accessToken', t.access_token);
    localStorage.setItem('refreshToken', t.refresh_token);
  }, tokens);
  return { context, other };
}

const strip = (page: Page) => page.getByRole('status', { name: 'Other editors on this page' });
type Block = { id: string; block_type: string; version: number; content: { title: { en: string; ar: string } } };
const block = (page: Page, n: number) => page.getByRole('region', { name: new RegExp(`^Block ${n}:`) });

test('two editors see each other, see each other’s saves within a second, and a clash opens the conflict view at once', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  const { context, other } = await secondEditor(page, consoleErrors);
  try {
    await openEditor(page, PAGE);
    await openEditor(other, PAGE);
    const type = ((await block(page, 1).getAttribute('aria-label')) ?? '').replace(/^Block 1: /, '');

    // Each sees the other, nobody sees themselves.
    await expect(strip(other)).toHaveText('Also here: Administrator');
    await expect(strip(page)).toHaveText('Also here: Sara');

    // A opens the first block: B sees where A is, in the strip and on the block.
    const panel = await inspect(page, 1);
    await expect(strip(other)).toHaveText(`Also here: Administrator (${type})`);
    await expect(block(other, 1).locator('[data-presence-marker]')).toHaveText('Editing here: Administrator');
    await expect(block(other, 2).locator('[data-presence-marker]')).toHaveCount(0);
    await expectNoAxeViolations(other);

    // A saves a title: B's page shows it within a second, without a reload.
    const title = `Live from A ${Date.now()}`;
    const saved = savedWith(page, title);
    await panel.getByRole('textbox', { name: 'Title English', exact: true }).fill(title);
    await commit(page);
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const hero = (await answer.json()) as Block;
    const shownBy = Date.now() + 1000;
    await expect(block(other, 1).getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1000 });
    expect(Date.now()).toBeLessThanOrEqual(shownBy);

    // B types in the same block and has not saved yet (typing saves 600 ms after the last key) when
    // A saves it again: B's conflict view opens at once, before B sends anything.
    let savesByB = 0;
    other.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/v1/pages/blocks/')) savesByB += 1;
    });
    // A's second save goes straight to the API, so that it lands inside B's typing pause: all it
    // needs is ready before B types, so a busy machine spends none of the pause on it.
    const second = `Second from A ${Date.now()}`;
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const mine = await inspect(other, 1);
    await mine.getByRole('textbox', { name: 'Title English', exact: true }).click();
    await other.keyboard.press('End');
    await other.keyboard.type('Bbb');
    const savedAgain = await page.request.put(`/v1/pages/blocks/${hero.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        type: hero.block_type,
        content: { ...hero.content, title: { ...hero.content.title, en: second } },
        version: hero.version,
      },
    });
    expect(savedAgain.status()).toBe(200);
    const conflict = other.getByRole('alertdialog', { name: 'Someone else changed this block' });
    await expect(conflict).toBeVisible({ timeout: 1000 });
    expect(savesByB).toBe(0);
    await expect(conflict).toContainText(second);
    await expect(conflict).toContainText('Bbb');
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await expect(conflict).toBeHidden();
    await expect(mine.getByRole('textbox', { name: 'Title English', exact: true })).toHaveValue(second);
    await expect(block(other, 1).getByRole('heading', { level: 1 })).toHaveText(second);
    expect(savesByB).toBe(0);

    // B leaves: A's strip empties.
    await other.close();
    await expect(strip(page)).toHaveText('');
  } finally {
    await context.close();
  }
});
