import { strings } from '../packages/blocks/src/blocks/resources/strings.ts';
import { uiStrings } from '../packages/blocks/src/ui/strings.ts';
import {
  fieldIn,
  getDraft,
  gotoPublished,
  inspect,
  listIn,
  nextSave,
  openEditor,
  openItem,
  signIn,
  typeLocalized,
} from './editor.ts';
import { expect, expectNoAxeViolations, seed, test } from './fixtures.ts';

type Localized = { en: string; ar: string };
type Block = { id: string; block_type: string; version: number; content: Record<string, unknown> };
const resources = seed('resources').blocks.find((b) => b.block_type === 'RESOURCES')?.content as unknown as {
  title: Localized;
  resources: Array<Record<string, unknown> & { id: string; date: string }>;
};

// Each test signs in, edits and reloads: on a loaded 2-core machine that can pass 30 s.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('an editor renames the industry filter and a story; both stay after a reload', async ({ page }, testInfo) => {
  // A retry starts from the first try's texts: new ones, or typing them again would save nothing.
  const again = testInfo.retry ? ` ${testInfo.retry}` : '';
  await signIn(page);
  await openEditor(page, '/customer-stories?edit=true');
  const panel = await inspect(page, 2);
  await typeLocalized(page, fieldIn(panel, '“Industry” filter label'), `Sector${again}`, `المجال${again}`);
  const story = await openItem(listIn(panel, 'stories'), 2);
  await typeLocalized(page, fieldIn(story, 'Title'), `A story renamed by an editor${again}`);

  await gotoPublished(page, '/customer-stories');
  await expect(page.getByRole('button', { name: /^Sector/ })).toBeVisible();
  const link = page.getByRole('link', { name: `A story renamed by an editor${again}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`A story renamed by an editor${again}`);
  expect(await (await page.request.get('/customer-stories?lng=ar')).text()).toContain(`المجال${again}`);
});

test('in edit mode a filter and a page cut the whole draft in the browser, without reloading the page’s data', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/customer-stories?edit=true');
  // The page's own editor, not only the header's (each has its own Suspense boundary).
  await expect(page.getByRole('toolbar', { name: /^Block 2:/ })).toBeVisible();
  const section = page.locator('main');
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.data')) loads.push(request.url());
  });
  const pages = page.getByRole('navigation', { name: /stories pages/i });
  await pages.getByRole('link', { name: uiStrings.en.page(2) }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
  // The first test of this file renamed the filter 'Sector'.
  await section.getByRole('button', { name: /^Sector/ }).click();
  await section.getByRole('button', { name: 'Banking & finance', exact: true }).click();
  await expect(page).toHaveURL(/[?&]industry=banking/);
  await expect(page).not.toHaveURL(/page=/);
  // The draft's whole list, cut here: every banking story, and nothing was loaded again.
  const gallery = seed('customer-stories').blocks.find((b) => b.block_type === 'GALLERY');
  const stories = (gallery?.content ?? {}) as unknown as { stories: Array<{ categories: string[] }> };
  const banking = stories.stories.filter((story) => story.categories.includes('banking')).length;
  await expect(section.getByRole('list', { name: 'Customer stories', exact: true }).getByRole('listitem')).toHaveCount(
    banking,
  );
  expect(loads).toEqual([]);
});

test('an editor changes the resources filter label and a post; both stay after a reload', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/resources?edit=true');
  let panel = await inspect(page, 3);
  await typeLocalized(page, fieldIn(panel, 'Filter label'), 'Show:');
  // The panel lists every resource, newest first: the highlights' summit, then the newest in the list.
  const post = await openItem(listIn(panel, 'resources'), 1);
  await typeLocalized(page, fieldIn(post, 'Title'), 'A post retitled by an editor');
  // It is an event: it becomes a blog post, dated 1 October 2026 (each saved as it is picked).
  const kind = fieldIn(post, 'Kind').getByRole('combobox');
  await expect(kind).toHaveValue('event');
  let saved = nextSave(page);
  await kind.selectOption({ label: 'Blog' });
  expect((await saved).status()).toBe(200);
  saved = nextSave(page);
  await fieldIn(post, 'Date').getByLabel('Date').fill('2026-10-01');
  expect((await saved).status()).toBe(200);

  panel = await inspect(page, 2);
  await typeLocalized(page, fieldIn(panel, 'Title'), 'Editor’s picks');

  await gotoPublished(page, '/resources');
  await expect(page.getByRole('button', { name: /^Show:/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Editor’s picks' })).toBeVisible();
  await gotoPublished(page, '/resources?filter=blog');
  const link = page.getByRole('link', { name: 'A post retitled by an editor' });
  const card = page.getByRole('listitem').filter({ has: link });
  await expect(card.locator('time')).toHaveAttribute('datetime', '2026-10-01');
  await expect(card.locator('[data-type]')).toHaveAttribute('data-type', 'blog');
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A post retitled by an editor');
});

test('a post marked Featured leads the highlights once published, in both languages, and stays in the list', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/resources?edit=true');
  // The highlights hold no posts of their own: their panel says which of the resources they show.
  const highlightsPanel = await inspect(page, 2);
  await expect(highlightsPanel).toContainText('The page shows the 3 newest of the Resources marked “Featured”');
  // The newest post, in the list (the one the test before dated 1 October 2026).
  const post = await openItem(listIn(await inspect(page, 3), 'resources'), 0);
  await expect(fieldIn(post, 'Featured').getByRole('checkbox')).not.toBeChecked();
  await expect(fieldIn(post, 'Title').getByLabel('English')).toHaveValue('A post retitled by an editor');
  const saved = nextSave(page);
  await fieldIn(post, 'Featured').getByRole('checkbox').check();
  expect((await saved).status()).toBe(200);

  let href = '';
  for (const lang of ['en', 'ar'] as const) {
    await gotoPublished(page, `/resources?lng=${lang}`);
    // The highlights' grid (it says how many it lays out).
    const cards = page.locator('main ul[data-count] > li');
    await expect(cards).toHaveCount(3);
    const first = cards.first().getByRole('link').first();
    if (lang === 'en') {
      await expect(first).toHaveText('A post retitled by an editor');
      href = (await first.getAttribute('href')) as string;
    } else await expect(first).toHaveAttribute('href', href);
    // Still in the list below, where every post is.
    await expect(page.locator(`main ul li a[href="${href}"]`)).toHaveCount(2);
  }
});

test('with many posts the pages collapse into an ellipsis, in both languages and on a phone', async ({ page }) => {
  await signIn(page);
  // Ninety-nine posts: nine pages.
  const many = Array.from({ length: 99 }, (_, i) => ({
    ...(resources.resources[i % resources.resources.length] as object),
    id: `post-${i + 1}`,
    date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const stored = (await (await getDraft(page, 'resources')).json()) as { blocks: Block[] };
  const block = stored.blocks.find((b) => b.block_type === 'RESOURCES') as Block;
  const put = await page.request.put(`/v1/pages/blocks/${block.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { type: block.block_type, content: { ...block.content, resources: many }, version: block.version },
  });
  expect(put.status()).toBe(200);

  for (const lang of ['en', 'ar'] as const) {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await gotoPublished(page, `/resources?lng=${lang}&page=5`);
      const pages = page.getByRole('navigation', { name: strings[lang].pagesLabel });
      const items = pages.getByRole('listitem');
      await expect(items).toHaveText([
        '1',
        `…${uiStrings[lang].morePages}`,
        '4',
        '5',
        '6',
        `…${uiStrings[lang].morePages}`,
        '9',
      ]);
      await expect(pages.getByRole('link', { name: uiStrings[lang].currentPage(5) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Nothing overflows the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await pages.getByRole('link', { name: uiStrings[lang].page(9) }).click();
      await expect(items).toHaveText(['1', `…${uiStrings[lang].morePages}`, '8', '9']);
      await expect(pages.getByRole('button', { name: uiStrings[lang].next })).toBeDisabled();
      await pages.getByRole('link', { name: uiStrings[lang].page(1) }).click();
      await expect(items).toHaveText(['1', '2', `…${uiStrings[lang].morePages}`, '9']);
      await expect(pages.getByRole('button', { name: uiStrings[lang].previous })).toBeDisabled();
    }
  }
  await expectNoAxeViolations(page);
});
