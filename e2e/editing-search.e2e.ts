import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, openEditor, openMore, signIn } from './editor.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Issue #32, for editors: "Find anything" in the page bar (pages, items and media files, drafts too,
// either language, Arabic folded by the server) and the report of what visitors searched. Nothing
// here changes content: the other editing tests' pages stay as they were.
test.describe.configure({ timeout: 60_000 });

const FILE_NAME = 'find-harbour-e2e.png';
/** The Arabic alt text has a hamza on its alef (مرفأ), which the Arabic search below leaves out. */
const ALT = { en: 'The harbour office at dawn', ar: 'مكتب المرفأ عند الفجر' };
/** What a visitor searched that nothing on the site holds. */
const NONSENSE = 'زخرفقلمون';
let filePath: string;

const WORDS = {
  en: { find: 'Find', title: 'Find anything', box: 'Pages, items and media files', results: 'Results' },
  ar: { find: 'بحث', title: 'البحث عن أي شيء', box: 'الصفحات والعناصر وملفات الوسائط', results: 'النتائج' },
};

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const login = await request.post('/v1/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  // A colour of its own: uploads are named by their bytes, and no other test makes this one.
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  const upload = await request.post('/v1/uploads/', {
    headers,
    multipart: { file: { name: FILE_NAME, mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  filePath = (await upload.json()).url;
  const alt = await request.put(`/v1/media/item/alt?path=${encodeURIComponent(filePath)}`, {
    headers,
    data: { alt: ALT },
  });
  expect(alt.status()).toBe(200);
  await request.dispose();
});

/** Opens Find from the page bar (or with its shortcut) and returns the dialog and its box. */
async function openFind(page: Page, lng: 'en' | 'ar', how: 'button' | 'keys' = 'button') {
  const words = WORDS[lng];
  if (how === 'button') await page.locator('[data-page-bar]').getByRole('button', { name: words.find }).click();
  else await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox', { name: words.box });
  await expect(box).toBeFocused();
  return { dialog, box, list: dialog.getByRole('listbox', { name: words.results }) };
}

/** Moves the active result with the arrow keys until it is `option`, and returns its place. */
async function activate(page: Page, box: ReturnType<Page['locator']>, option: ReturnType<Page['locator']>) {
  const id = await option.getAttribute('id');
  for (let n = 0; n < 30 && (await box.getAttribute('aria-activedescendant')) !== id; n++)
    await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', id as string);
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

test('English: find a page, a story and a media file by a word; open each where it is edited', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/?edit=true');
  let { dialog, box, list } = await openFind(page, 'en');
  await expect(dialog.getByRole('status')).toHaveText('Type a word of a title, a text or a file name.');
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Nothing found says so.
  await box.fill('qqxzv');
  await expect(dialog.getByRole('status')).toHaveText('Nothing holds “qqxzv”.');

  // A story by a word of its title: its Arabic title beside, its kind.
  await box.fill('lulua');
  const items = list.getByRole('group', { name: 'Items' });
  const story = items.locator('[data-found="item:stories/lulua-bank"]');
  await expect(story).toBeVisible();
  await expect(story).toContainText('Lulua Bank builds English confidence');
  await expect(story).toContainText('بنك لؤلؤة');
  await expect(story).toContainText('Story');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  // Up wraps round to the last result, Down back to the first.
  const options = list.getByRole('option');
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  // Enter on the story: its list page in edit mode, the panel open on it.
  await activate(page, box, story);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer-stories\?edit=true&item=stories\/lulua-bank$/);
  const panel = page.getByRole('complementary', { name: /^Inspector/ });
  await expect(panel).toBeVisible();
  const row = panel.locator('[data-item-key="lulua-bank"]');
  await expect(row).toHaveAttribute('data-expanded', 'true');
  await expect(row.locator('[data-focus="summary"]')).toBeFocused();
  await expect(panel.getByRole('searchbox', { name: 'Search Stories' })).toHaveValue('lulua-bank');

  // A page: it opens in edit mode.
  ({ dialog, box, list } = await openFind(page, 'en'));
  await box.fill('about');
  const about = list.getByRole('group', { name: 'Pages' }).locator('[data-found="page:about"]');
  await expect(about).toContainText('About');
  await expect(about).toContainText('من نحن');
  await about.click();
  await expect(page).toHaveURL(/\/about\?edit=true$/);
  await expect(page.locator('[data-page-bar]')).toBeVisible();

  // A media file by its alt text: the library opens on it.
  ({ dialog, box, list } = await openFind(page, 'en'));
  await box.fill('harbour dawn');
  const file = list.getByRole('group', { name: 'Media files' }).locator(`[data-found="media:${filePath}"]`);
  await expect(file).toContainText(FILE_NAME);
  await expect(file).toContainText('Image');
  await activate(page, box, file);
  await page.keyboard.press('Enter');
  const library = page.getByRole('dialog', { name: 'Media library' });
  await expect(library.getByRole('heading', { name: FILE_NAME })).toBeFocused();
  await expect(library.getByLabel('Alt text (English)')).toHaveValue(ALT.en);
  // Back to the grid: filtered to the file.
  await library.getByRole('button', { name: 'Back to all files' }).click();
  await expect(library.getByLabel('Search by file name or alt text')).toHaveValue(FILE_NAME);
  await expect(library.locator('[data-media-path]')).toHaveCount(1);
});

test('Arabic: Ctrl+K, Arabic typed without hamza or ta marbuta finds the story, the page and the file', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/about?edit=true&lng=ar');
  const finder = page.locator('[data-page-bar]').getByRole('button', { name: WORDS.ar.find });
  await finder.focus();
  const { dialog, box, list } = await openFind(page, 'ar', 'keys');
  await expect(dialog.getByRole('status')).toHaveText('اكتب كلمة من عنوان أو نص أو اسم ملف.');

  // لؤلؤه for لؤلؤة (ta marbuta written as ha).
  await box.fill('لؤلؤه');
  const story = list.getByRole('group', { name: 'العناصر' }).locator('[data-found="item:stories/lulua-bank"]');
  await expect(story).toContainText('بنك لؤلؤة يعزّز');
  await expect(story).toContainText('Lulua Bank');
  await expect(story).toContainText('قصة');
  await expectNoAxeViolations(page);

  // اكاديميه for أكاديمية (no hamza, no ta marbuta).
  await box.fill('اكاديميه وطنيه');
  await expect(list.locator('[data-found="item:stories/civil-service-institute"]')).toContainText('أكاديمية وطنية');

  // The page's Arabic title.
  await box.fill('الرئيسيه');
  await expect(list.getByRole('group', { name: 'الصفحات' }).locator('[data-found="page:home"]')).toContainText(
    'الرئيسية',
  );

  // The file by its Arabic alt text, مرفا for مرفأ.
  await box.fill('مرفا');
  const file = list.getByRole('group', { name: 'ملفات الوسائط' }).locator(`[data-found="media:${filePath}"]`);
  await expect(file).toContainText(ALT.ar);
  await expect(file).toContainText('صورة');

  // Escape closes, and the focus goes back to Find.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(finder).toBeFocused();

  // The story opens in the panel, the interface still Arabic.
  const again = await openFind(page, 'ar');
  await again.box.fill('لؤلؤه');
  await again.list.locator('[data-found="item:stories/lulua-bank"]').click();
  await expect(page).toHaveURL(/\/customer-stories\?edit=true&item=stories\/lulua-bank&lng=ar$/);
  const panel = page.getByRole('complementary', { name: /^المحرّر/ });
  await expect(panel.locator('[data-item-key="lulua-bank"]')).toHaveAttribute('data-expanded', 'true');
});

for (const lng of ['en', 'ar'] as const) {
  test(`${lng}: the search report lists what visitors searched and did not find`, async ({ page }) => {
    // A visitor's search that finds nothing (the report reads the counts at once).
    const searched = await page.request.get(`/v1/search?q=${encodeURIComponent(NONSENSE)}&lang=ar`);
    expect(searched.status()).toBe(200);
    expect((await searched.json()).total).toBe(0);

    await signIn(page);
    await openEditor(page, `/?edit=true${lng === 'ar' ? '&lng=ar' : ''}`);
    const more = await openMore(page, lng);
    await more.getByRole('menuitem', { name: lng === 'en' ? 'What visitors searched…' : 'عمّ بحث الزوار…' }).click();
    const dialog = page.getByRole('dialog', { name: lng === 'en' ? 'What visitors searched' : 'عمّ بحث الزوار' });
    await expect(dialog).toBeVisible();
    const nothing = dialog.getByRole('table', { name: lng === 'en' ? 'Found nothing' : 'لم تجد شيئًا' });
    const row = nothing.getByRole('row').filter({ hasText: NONSENSE });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').first().locator('[dir="auto"]')).toHaveText(NONSENSE);
    await expect(row.getByRole('cell').nth(1)).toHaveText(lng === 'en' ? 'Arabic' : 'العربية');
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');
    await expect(
      dialog.getByRole('table', { name: lng === 'en' ? 'Most frequent searches' : 'أكثر عمليات البحث تكرارًا' }),
    ).toContainText(NONSENSE);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: lng === 'en' ? 'Close' : 'إغلاق' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('a visitor finds a draft only once it is published (issue #32)', async ({ page }, info) => {
  const baseURL = info.project.use.baseURL;
  const login = await page.request.post('/v1/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  // An old post: last in the resources' lists, which other editing tests read from the top.
  const created = await page.request.post('/v1/collections/resources/items', {
    headers,
    data: {
      slug: 'vellandor-guide-e2e',
      content: {
        type: 'blog',
        tag: { en: 'Blog', ar: 'مدونة' },
        date: '2001-01-01',
        title: { en: 'The Vellandor guide to onboarding', ar: 'دليل فيلاندور للتهيئة' },
        description: { en: 'How Vellandor welcomes its people.', ar: 'كيف ترحّب فيلاندور بموظفيها.' },
        image: '/data/uploads/seed/resource-arabic-content-quality.svg',
      },
    },
  });
  expect(created.status()).toBe(201);
  const visitor = await page.context().browser()?.newContext({ baseURL });
  const tab = await visitor?.newPage();
  if (!tab || !visitor) throw new Error('no visitor tab');
  try {
    await tab.goto('/search?q=Vellandor&lng=en');
    await expect(tab.getByRole('status')).toHaveText('Nothing found for “Vellandor”.');
    const published = await page.request.post('/v1/collections/resources/items/vellandor-guide-e2e/publish', {
      headers,
      data: {},
    });
    expect(published.status()).toBe(200);
    // Found in Arabic too, by its Arabic title.
    await tab.goto(`/search?q=${encodeURIComponent('فيلاندور')}&lng=ar`);
    await expect(tab.getByRole('main').getByRole('link', { name: 'دليل فيلاندور للتهيئة' })).toBeVisible();
  } finally {
    await visitor.close();
    // Gone again for the other tests: deleted, and the deletion published.
    await page.request.delete('/v1/collections/resources/items/vellandor-guide-e2e', { headers });
    await page.request.post('/v1/collections/resources/items/vellandor-guide-e2e/publish', { headers, data: {} });
  }
});
