import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './editor.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** The editors' inbox (/inbox): real submissions through the API, read, filtered, downloaded and handled. */

test.describe.configure({ mode: 'serial' });

// Names no other test uses, so the rows are ours whatever else the editor server has stored.
const run = Date.now().toString(36);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const demo = { kind: 'demo', fullName: `Omar Saleh ${run}`, email: `omar.${run}@example.com`, phone: '050 123 4567' };
const contact = {
  kind: 'contact',
  fullName: `Layla Haddad ${run}`,
  companyName: '',
  email: `layla.${run}@example.com`,
  phone: '',
  service: 'None',
  inquiry: 'Hello, a question about Totara.',
};
const withFile = {
  kind: 'contact',
  fullName: `Sara Al-Mansouri ${run}`,
  companyName: 'Desert Rose Training',
  email: `sara.${run}@example.com`,
  phone: '+971 4 123 4567',
  service: 'LMS',
  inquiry: 'We train 400 staff a year.\nCould you send a quote?\n\nThank you',
};
const ids: Record<'demo' | 'contact' | 'withFile', string> = { demo: '', contact: '', withFile: '' };

async function submit(request: APIRequestContext, options: Parameters<APIRequestContext['post']>[1]) {
  const response = await request.post('/v1/inquiries', options);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.beforeAll(async ({ request }) => {
  // Oldest first, so the list (newest first) shows them in the reverse order.
  ids.demo = await submit(request, { data: demo });
  ids.contact = await submit(request, { data: contact });
  ids.withFile = await submit(request, {
    multipart: { ...withFile, attachment: { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
});

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Waits until the outbox has tried to deliver the inquiry (the e2e server logs mail at once). */
async function waitForDelivery(page: Page, id: string) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  await expect
    .poll(async () => {
      const response = await page.request.get(`/v1/inquiries/${id}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { deliveries: unknown[] }).deliveries.length;
    })
    .toBeGreaterThan(0);
}

async function settled(page: Page) {
  await expect(page.locator('header[data-ready]')).toBeAttached();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

test('an editor reads, filters, downloads, exports and handles the inquiries', async ({ page }) => {
  await signIn(page);
  await waitForDelivery(page, ids.withFile);
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // The list: newest first, with its columns.
  const table = page.getByRole('table', { name: 'Inquiries, newest first' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Received',
    'Type',
    'Name',
    'E-mail',
    'Delivery',
    'Follow-up',
  ]);
  await expect(row(page, demo.fullName)).toBeVisible();
  const names = await table.getByRole('rowheader').getByRole('link').allTextContents();
  const ours = names.filter((name) => name.endsWith(run));
  expect(ours).toEqual([withFile.fullName, contact.fullName, demo.fullName]);
  await expect(row(page, demo.fullName)).toContainText('Demo');
  await expect(row(page, demo.fullName)).toContainText(demo.email);
  await expect(row(page, demo.fullName)).toContainText(/Pending|Sent/);
  await expect(row(page, demo.fullName)).toContainText('Open');

  // Filter by kind: the address keeps it.
  await page.getByLabel('Type').selectOption({ label: 'Demo' });
  await expect(page).toHaveURL(/[?&]kind=demo/);
  await expect(row(page, demo.fullName)).toBeVisible();
  await expect(row(page, contact.fullName)).toHaveCount(0);
  await page.getByLabel('Type').selectOption({ label: 'Contact' });
  await expect(row(page, demo.fullName)).toHaveCount(0);
  await expect(row(page, withFile.fullName)).toBeVisible();

  // The CSV export follows the filters.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^inquiries-contact-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = await readFile(await csv.path(), 'utf8');
  expect(csvText).toContain('id,kind,received,language,fullName');
  expect(csvText).toContain(withFile.fullName);
  expect(csvText).toContain(contact.fullName);
  expect(csvText).not.toContain(demo.fullName);

  // Open one: its fields with labels, its file, its delivery attempts.
  await page.getByRole('link', { name: withFile.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]inquiry=${ids.withFile}`));
  const detail = page.getByRole('article', { name: withFile.fullName });
  await expect(detail.getByRole('heading', { level: 2, name: withFile.fullName })).toBeFocused();
  await expect(detail.getByText('Contact message')).toBeVisible();
  const field = (label: string) => detail.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(field('Company')).toHaveText(withFile.companyName);
  await expect(field('E-mail')).toHaveText(withFile.email);
  await expect(field('Phone')).toHaveText(withFile.phone);
  await expect(field('Service')).toHaveText('LMS');
  // The message keeps its lines.
  expect(await field('Message').evaluate((dd) => (dd as HTMLElement).innerText)).toBe(withFile.inquiry);

  const deliveries = detail.getByRole('table', { name: 'Delivery attempts' });
  await expect(deliveries.getByRole('columnheader')).toHaveText([
    'Attempt',
    'When',
    'Transport',
    'Result',
    'Status code',
    'Message',
  ]);
  await expect(deliveries.getByRole('row').nth(1)).toContainText('Delivered');

  const fileButton = detail.getByRole('button', { name: /brief\.pdf/ });
  await expect(fileButton).toContainText(`${PDF.length} bytes`);
  const fileDownload = page.waitForEvent('download');
  await fileButton.click();
  const file = await fileDownload;
  expect(file.suggestedFilename()).toBe('brief.pdf');
  expect(await readFile(await file.path())).toEqual(PDF);

  // Handled: saved, shown in the row, and hidden by the "Open" filter.
  const saved = page.waitForResponse((r) => r.url().endsWith(`/v1/inquiries/${ids.withFile}/handled`));
  await detail.getByRole('button', { name: 'Mark as handled' }).click();
  expect((await saved).status()).toBe(200);
  await expect(detail.getByRole('status')).toHaveText('Marked as handled.');
  await expect(detail.getByRole('button', { name: 'Mark as open' })).toBeVisible();
  await expect(row(page, withFile.fullName)).toContainText('Handled');
  await page.getByLabel('Follow-up').selectOption({ label: 'Open' });
  await expect(page).toHaveURL(/[?&]handled=open/);
  await expect(row(page, contact.fullName)).toBeVisible();
  await expect(row(page, withFile.fullName)).toHaveCount(0);

  // A reload opens the same view: the filters and the inquiry are in the address.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`[?&]inquiry=${ids.withFile}`));
  await expect(page.getByRole('heading', { level: 2, name: withFile.fullName })).toBeVisible();
  await expect(page.getByLabel('Follow-up')).toHaveValue('open');
  await expect(page.getByLabel('Type')).toHaveValue('contact');

  // Open again: back in the open list.
  await page.getByRole('button', { name: 'Mark as open' }).click();
  await expect(row(page, withFile.fullName)).toBeVisible();
  await expect(row(page, withFile.fullName)).toContainText('Open');
});

test('the inbox is right-to-left in Arabic, and axe finds nothing in either language', async ({ page }) => {
  await signIn(page);
  await page.goto(`/inbox?inquiry=${ids.withFile}`);
  await expect(page.getByRole('heading', { level: 2, name: withFile.fullName })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);

  await page.goto(`/inbox?lng=ar&inquiry=${ids.withFile}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'البريد الوارد' })).toBeVisible();
  await expect(page).toHaveTitle(/^البريد الوارد/);
  await expect(page.getByLabel('النوع')).toBeVisible();
  await expect(page.getByLabel('المتابعة')).toBeVisible();
  await expect(page.getByRole('button', { name: 'تصدير CSV' })).toBeVisible();
  const detail = page.getByRole('article', { name: withFile.fullName });
  await expect(detail.getByText('رسالة تواصل')).toBeVisible();
  await expect(detail.locator('dt', { hasText: 'الرسالة' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'تحديد كمُعالَج' })).toBeVisible();
  // Mirrored: the list starts on the right, the open inquiry sits to its left.
  const list = await page.getByRole('table', { name: 'الاستفسارات، الأحدث أولًا' }).boundingBox();
  const open = await detail.boundingBox();
  expect(open && list && open.x + open.width <= list.x).toBe(true);
  await settled(page);
  await expectNoAxeViolations(page);
});

test('a visitor opening the inbox is sent to sign in, and pages never load its code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/contact');
  await expect(page.locator('header[data-ready]')).toBeAttached();
  expect(requested.filter((url) => /inbox/i.test(new URL(url).pathname))).toEqual([]);

  await page.goto(`/inbox?inquiry=${ids.demo}`);
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('from')).toBe(`/inbox?inquiry=${ids.demo}`);
  expect(requested.filter((url) => url.includes('/v1/inquiries'))).toEqual([]);
});
