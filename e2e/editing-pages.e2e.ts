import type { Browser, Page } from '@playwright/test';
import { accessToken, getDraft, openEditor, openMore, signIn } from './editor.ts';
import { expect, expectNoAxeViolations, openPage, test } from './fixtures.ts';

/**
 * Issue #20 point 4 (ADR 0033): an editor creates a landing page in both languages with an entry in
 * the header's menu, publishes it, visitors find it through the menu in English and Arabic; its
 * address changes and the old one redirects (the language kept); deleted, it answers 410 Gone.
 * On a server of its own (the `pages` project): it changes the header other tests read.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const TITLE = { en: 'Summer offer', ar: 'عرض الصيف' };
const bar = (page: Page) => page.getByRole('region', { name: /^(Publishing|النشر)$/ });
const mainNav = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: /^(Main navigation|القائمة الرئيسية)$/ });

/** A visitor (no session) opens `path` and follows the menu entry named `entry`. */
async function visitorFollowsMenu(browser: Browser, path: string, entry: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const errors = watchErrors(visitor);
  await openPage(visitor, path);
  await mainNav(visitor).getByRole('link', { name: entry }).click();
  return {
    visitor,
    close: async () => {
      expect(errors, 'console errors').toEqual([]);
      await context.close();
    },
  };
}

/** A visitor's uncaught errors and console errors (hydration mismatches show there). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

test('an address that is reserved, taken or not a slug is refused in the dialog, in Arabic too', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/?edit=true&lng=ar');
  await bar(page).getByRole('button', { name: 'صفحة جديدة' }).click();
  const dialog = page.getByRole('dialog', { name: 'إنشاء صفحة' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await dialog.getByLabel('الرابط', { exact: true }).fill('/Summer Offer');
  await dialog.getByRole('button', { name: 'إنشاء الصفحة' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'أحرفًا لاتينية صغيرة' })).toBeVisible();
  await expect(dialog.getByText('املأ هذا الحقل')).toHaveCount(2);
  await dialog.getByLabel('الرابط', { exact: true }).fill('/login');
  await dialog.getByLabel('الإنجليزية').fill('x');
  await dialog.getByLabel('العربية').fill('س');
  await dialog.getByRole('button', { name: 'إنشاء الصفحة' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('هذا الرابط مستخدم في الموقع أصلًا. اختر رابطًا آخر.');
  await expectNoAxeViolations(page);
  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bar(page).getByRole('button', { name: 'صفحة جديدة' })).toBeFocused();
});

test('a landing page created in both languages with a menu entry, published, found by visitors through the menu', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openEditor(page, '/?edit=true');
  // By keyboard: the dialog takes focus and keeps it inside.
  await bar(page).getByRole('button', { name: 'New page' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create a page' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Landing page/ })).toBeChecked();
  // From the home page (in no menu entry), its entry goes at the end of the menu.
  await expect(dialog.getByLabel('In the header menu')).toHaveValue('top');
  await dialog.getByLabel('Address', { exact: true }).fill('/summer-offer');
  await dialog.getByLabel('English').fill(TITLE.en);
  await dialog.getByLabel('Arabic').fill(TITLE.ar);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create page' }).click();

  // The new page opens in edit mode, not yet published; visitors do not find it.
  await page.waitForURL('**/summer-offer?edit=true');
  await expect(page.getByRole('toolbar').first()).toBeVisible();
  await expect(bar(page).locator('[data-publishing-state]')).toHaveText('Not published yet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE.en);
  const before = await browser.newContext();
  expect((await (await before.newPage()).goto('/summer-offer'))?.status()).toBe(404);
  await before.close();

  await (await openMore(page)).getByRole('menuitem', { name: 'Review and publish…' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish this page' });
  await expect(publish).toContainText('header');
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await expect(publish).toBeHidden();
  await expect(bar(page).locator('[data-publishing-state]')).toHaveText('Published');

  const english = await visitorFollowsMenu(browser, '/', TITLE.en);
  await english.visitor.waitForURL('**/summer-offer');
  await expect(english.visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE.en);
  await expect(english.visitor.getByText('Three reasons to start now')).toBeVisible();
  await english.close();
  const arabic = await visitorFollowsMenu(browser, '/?lng=ar', TITLE.ar);
  // The menu's links are plain paths: the language stays with the visitor's choice (ADR 0004).
  await arabic.visitor.waitForURL((url) => url.pathname === '/summer-offer');
  await expect(arabic.visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE.ar);
  await expect(arabic.visitor.getByText('ثلاثة أسباب لتبدأ الآن')).toBeVisible();
  await expectNoAxeViolations(arabic.visitor);
  await arabic.close();
});

test('a new address: the old one redirects in both languages; deleted, the page is gone (410)', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openEditor(page, '/summer-offer?edit=true');
  await (await openMore(page)).getByRole('menuitem', { name: 'Change address' }).click();
  const move = page.getByRole('dialog', { name: 'Change the page’s address' });
  await move.getByLabel('New address').fill('/offers/summer');
  await expectNoAxeViolations(page);
  await move.getByRole('button', { name: 'Change address' }).click();
  await page.waitForURL('**/offers/summer?edit=true');
  await expect(page.getByRole('toolbar').first()).toBeVisible();

  const context = await browser.newContext();
  const visitor = await context.newPage();
  const errors = watchErrors(visitor);
  const redirected = await openPage(visitor, '/summer-offer?lng=ar');
  expect(redirected?.status()).toBe(200);
  expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe('/offers/summer?lng=ar');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE.ar);
  expect(redirected?.request().redirectedFrom()?.url()).toContain('/summer-offer?lng=ar');
  expect(errors, 'console errors').toEqual([]);

  await (await openMore(page)).getByRole('menuitem', { name: 'Delete page' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Delete this page' });
  await remove.getByRole('radio', { name: 'Tell them the page is gone (410)' }).check();
  await expectNoAxeViolations(page);
  await remove.getByRole('button', { name: 'Delete page' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  for (const path of ['/offers/summer', '/summer-offer?lng=ar']) {
    expect((await visitor.goto(path))?.status(), path).toBe(410);
  }
  await context.close();
});

type Entry = { id: string; label: { en: string; ar: string }; path: string; children?: Entry[] };
/** The header's menu as the draft holds it, as nested English labels: 'Company(About Why choose us)'. */
async function menuShape(page: Page): Promise<string> {
  const items = (await (await getDraft(page, 'header')).json()).blocks[0].content.menuItems as Entry[];
  const shape = (list: Entry[]): string =>
    list.map((e) => (e.children?.length ? `${e.label.en}(${shape(e.children)})` : e.label.en)).join(', ');
  return shape(items);
}

/** Opens the header's form and returns its menu tree; `lng` is the interface's language. */
async function headerMenu(page: Page, lng: 'en' | 'ar' = 'en') {
  const header = page.getByRole('toolbar', { name: lng === 'en' ? /^Header$/ : /^ترويسة الموقع$/ });
  await header.hover();
  await header.getByRole('button', { name: lng === 'en' ? /Edit$/ : /تحرير$/ }).click();
  const field = page.getByRole('complementary').locator(`[data-field-label="${lng === 'en' ? 'Menu' : 'القائمة'}"]`);
  await expect(field).toBeVisible();
  return field;
}

/** Puts the header's draft back as visitors see it, for the tests after this one. */
async function discardHeader(page: Page) {
  const response = await page.request.post('/v1/pages/header/discard', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status()).toBe(200);
}

const COMPANY = 'About, Why choose us, Our team, Careers';

test('the header menu is a tree: entries fold, and move by keyboard and by drag, between levels too', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/?edit=true');
  const menu = await headerMenu(page);
  const entry = (name: string) => menu.getByRole('button', { name: new RegExp(`^${name} `) });
  // Calm at first: the four top entries, their children folded.
  await expect(menu.getByRole('button', { expanded: false, name: /^Show the entries under/ })).toHaveCount(4);
  await expect(entry('About')).toBeHidden();
  await menu.getByRole('button', { name: 'Show the entries under “Company”' }).click();
  await expect(entry('About')).toBeVisible();
  expect(await menuShape(page)).toContain(`Company(${COMPANY})`);

  // Alt+↓ moves an entry down among its siblings; the focus stays on it; Ctrl+Z takes it back.
  await entry('About').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => menuShape(page)).toContain('Company(Why choose us, About, Our team, Careers)');
  await expect(entry('About')).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect.poll(() => menuShape(page)).toContain(`Company(${COMPANY})`);

  // Alt+→ puts it under the entry before it (a third level); Alt+← takes it out again.
  await entry('Our team').focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect.poll(() => menuShape(page)).toContain('Company(About, Why choose us(Our team), Careers)');
  await expect(entry('Our team')).toBeFocused();
  await expect(menu.locator('[aria-live]')).toHaveText('“Our team”: entry 1 of 1 under “Why choose us”');
  await page.keyboard.press('Alt+ArrowLeft');
  await expect.poll(() => menuShape(page)).toContain(`Company(${COMPANY})`);

  // A drag onto another entry puts it before that one, at that entry's level.
  await entry('Careers').dragTo(menu.getByRole('button', { name: /^Partners / }));
  await expect.poll(() => menuShape(page)).toContain('Company(About, Why choose us, Our team), Careers, Partners(');

  // The buttons of an opened entry do the same.
  await entry('Careers').click();
  await menu.getByRole('button', { name: 'Move under “Company”' }).click();
  await expect.poll(() => menuShape(page)).toContain(`Company(${COMPANY})`);
  await expectNoAxeViolations(page);
  await discardHeader(page);
});

test('a new entry takes a page’s titles in both languages; an English-only label needs Arabic until confirmed', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/?edit=true');
  let menu = await headerMenu(page);
  await menu.getByRole('button', { name: /^Company / }).click();
  await menu.getByRole('button', { name: '+ Add an entry under “Company”' }).click();
  const form = menu.getByRole('group', { name: 'New entry under “Company”' });
  await expect(form.getByRole('textbox', { name: /English/ })).toBeFocused();
  // A page of the site, chosen by its address: both labels come from its titles.
  await form.getByRole('combobox', { name: /^Link/ }).fill('/our-clients');
  await expect(form.getByRole('textbox', { name: /Arabic/ })).toHaveValue('عملاؤنا');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => menuShape(page)).toContain(`Company(${COMPANY}, Our clients)`);
  await expect(menu.getByRole('button', { name: /^Our clients عملاؤنا/ }).last()).toBeFocused();

  // English only: the Arabic starts as a copy and the entry says it needs Arabic.
  await menu.getByRole('button', { name: '+ Add an entry', exact: true }).click();
  const top = menu.getByRole('group', { name: 'New entry', exact: true });
  await top.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(top.getByText('Give the entry a label in English.')).toBeVisible();
  await top.getByRole('textbox', { name: /English/ }).fill('Webinars');
  await top.getByRole('combobox', { name: /^Link/ }).fill('/events');
  await page.keyboard.press('Enter');
  const webinars = menu.getByRole('button', { name: /^Webinars Webinars/ });
  await expect(webinars).toContainText('Needs Arabic');

  // The editor checks it and keeps it: it is no longer counted as needing Arabic, after a reload too.
  await webinars.click();
  await menu.getByRole('button', { name: '✓ Both languages are right as they are' }).click();
  await expect(webinars).not.toContainText('Needs Arabic');
  await page.reload();
  menu = await headerMenu(page);
  await expect(menu.getByRole('button', { name: /^Webinars Webinars/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: /^Webinars Webinars/ })).not.toContainText('Needs Arabic');

  // Deleting asks first, naming the entry.
  await menu.getByRole('button', { name: /^Webinars Webinars/ }).click();
  await menu.getByRole('button', { name: 'Delete', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete “Webinars”?' });
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => menuShape(page)).not.toContain('Webinars');
  await discardHeader(page);
});

test('in Arabic on a phone the tree reads right to left: Alt+← puts an entry under the one before it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await openEditor(page, '/?edit=true&lng=ar');
  const menu = await headerMenu(page, 'ar');
  await menu.getByRole('button', { name: 'إظهار البنود تحت «الشركة»' }).click();
  const team = menu.getByRole('button', { name: /^Our team فريقنا/ });
  await team.focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect.poll(() => menuShape(page)).toContain('Company(About, Why choose us(Our team), Careers)');
  await expect(menu.locator('[aria-live]')).toHaveText('«فريقنا»: البند ١ من ١ تحت «لماذا تختارنا»');
  await expectNoAxeViolations(page);
  await discardHeader(page);
});

test('New page on a Company page puts its entry under Company and its address from the English title', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openEditor(page, '/about?edit=true');
  await bar(page).getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a page' });
  const place = dialog.getByLabel('In the header menu');
  await expect(place).toHaveValue('nav-company');
  await expect(place.locator('option:checked')).toHaveText('Under “Company”');
  await dialog.getByLabel('English').fill('Careers day');
  await dialog.getByLabel('Arabic').fill('يوم التوظيف');
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue('/careers-day');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await page.waitForURL('**/careers-day?edit=true');
  await expect.poll(() => menuShape(page)).toContain(`Company(${COMPANY}, Careers day)`);

  // Both languages written, nothing scheduled: Publish is one action; a first publish has no Undo.
  await bar(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(bar(page).locator('[data-publishing-state]')).toHaveText('Published');
  // A visitor finds it in the Company menu, in Arabic.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await openPage(visitor, '/?lng=ar');
  await mainNav(visitor).getByRole('button', { name: 'الشركة' }).hover();
  await mainNav(visitor).getByRole('link', { name: 'يوم التوظيف' }).click();
  await visitor.waitForURL((url) => url.pathname === '/careers-day');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('يوم التوظيف');
  await context.close();

  await (await openMore(page)).getByRole('menuitem', { name: 'Delete page' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Delete this page' });
  await remove.getByRole('radio', { name: 'Tell them the page is gone (410)' }).check();
  await remove.getByRole('button', { name: 'Delete page' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});
