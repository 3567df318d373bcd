import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { accessToken, getDraft, inspect, itemRequest, openEditor, publish, signIn } from './editor.ts';
import { expect, expectNoAxeViolations, seed, test } from './fixtures.ts';

/**
 * Collections in the inspector (issues #18, #30): items by their own names and pictures, a page at
 * a time, searched by the server; a new story in both languages whose page exists at once, its
 * changes saved alone; delete that asks and is undone; team members moved up and down.
 */

test.describe.configure({ mode: 'serial' });

type Localized = { en: string; ar: string };
type Story = { id: string; title: Localized; image?: string };
type Member = { id: string; name: Localized };
const seedStories = seed('customer-stories').blocks[1]?.content.stories as Story[];
const seedMembers = seed('our-team').blocks[1]?.content.members as Member[];

/** Selects block `n` with the interface in `lang` and returns the inspector panel (editor.ts's `inspect`, in both languages). */
async function inspectIn(page: Page, n: number, lang: 'en' | 'ar') {
  if (lang === 'en') return inspect(page, n);
  await page
    .getByRole('toolbar', { name: new RegExp(`^الكتلة ${n}:`) })
    .getByRole('button', { name: /تحرير$/ })
    .click();
  const panel = page.getByRole('complementary', { name: /^المحرّر/ });
  await expect(panel).toBeVisible();
  return panel;
}

const list = (panel: Locator, key: string) => panel.locator(`section[data-list="${key}"]`);
const summaries = (section: Locator) => section.locator(':scope > ol > li [aria-expanded]');
const contentOf = async <T>(page: Page, slug: string, type: string) => {
  const stored = (await (await getDraft(page, `${slug}`)).json()) as {
    blocks: { block_type: string; content: T }[];
  };
  return stored.blocks.find((b) => b.block_type === type)?.content as T;
};

test('the stories list: titles and pictures, 20 a page, searched by the server in both languages', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/customer-stories?edit=true');
  const stories = list(await inspect(page, 2), 'stories');
  const first = seedStories[0] as Story;
  await expect(summaries(stories).first()).toHaveText(first.title.en);
  await expect(summaries(stories).first().locator('img')).toHaveAttribute('src', String(first.image));
  await expect(stories.getByText(/^Item \d/)).toHaveCount(0);
  await expect(summaries(stories)).toHaveCount(Math.min(20, seedStories.length));
  await expect(stories.getByRole('status').first()).toHaveText(
    `1–${Math.min(20, seedStories.length)} of ${seedStories.length}`,
  );
  await stories.getByRole('button', { name: 'Next page' }).click();
  await expect(summaries(stories)).toHaveCount(seedStories.length - 20);
  await expect(summaries(stories).first()).toHaveText((seedStories[20] as Story).title.en);
  await expect(stories.getByText('Page 2 of 2')).toBeVisible();

  const aviation = seedStories.find((s) => /Aviation/.test(s.title.en)) as Story;
  const search = stories.getByRole('searchbox', { name: /^Search/ });
  const asked = page.waitForResponse(
    (r) => r.url().includes('/v1/collections/stories/items?') && r.url().includes('q='),
  );
  await search.fill(aviation.title.en.split(' ').slice(0, 2).join(' '));
  expect(new URL((await asked).url()).searchParams.get('page')).toBe('1');
  await expect(summaries(stories)).toHaveText([aviation.title.en]);
  await expect(stories.getByRole('status').first()).toHaveText('1–1 of 1');
  // The Arabic title finds it too, typed with a plain alef where it has a hamza.
  await search.fill((aviation.title.ar.split(' ')[0] as string).replace(/[أإآ]/g, 'ا'));
  await expect(summaries(stories)).toHaveText([aviation.title.en]);
  await search.fill('no such story at all');
  await expect(stories.getByRole('status').first()).toHaveText('Nothing matches “no such story at all”.');

  // The gallery's own filters, by their names: the server lists the banking stories.
  await search.fill('');
  const banking = seedStories.filter((s) => (s as Story & { categories: string[] }).categories.includes('banking'));
  const filtered = page.waitForResponse((r) => r.url().includes('filter=category%3Abanking'));
  await stories.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Banking & finance' });
  await filtered;
  await expect(summaries(stories)).toHaveCount(banking.length);
  await expect(stories.getByRole('status').first()).toHaveText(`1–${banking.length} of ${banking.length}`);
  // A filtered list is not the list's order: no moving by hand there.
  await expect(stories.getByRole('button', { name: /^Move “/ })).toHaveCount(0);
});

for (const lang of ['en', 'ar'] as const) {
  test(`a new story (interface in ${lang}) has its page at once, for a visitor in both languages`, async ({
    page,
    browser,
  }) => {
    const title = {
      en: lang === 'en' ? 'Qamar Health trains 4,000 nurses' : 'Nakheel Schools teach online',
      ar: lang === 'en' ? 'قمر الصحية تدرّب أربعة آلاف ممرض' : 'مدارس النخيل تعلّم عبر الإنترنت',
    };
    const words =
      lang === 'en'
        ? { add: 'New story', en: 'Title in English', ar: 'Title in Arabic', open: 'Open its page' }
        : { add: 'قصة جديدة', en: 'العنوان بالإنجليزية', ar: 'العنوان بالعربية', open: 'فتح صفحته' };
    await signIn(page);
    await openEditor(page, `/customer-stories?edit=true&lng=${lang}`);
    const stories = list(await inspectIn(page, 2, lang), 'stories');
    await stories.getByRole('button', { name: words.add }).click();
    await stories.getByLabel(words.en, { exact: true }).fill(title.en);
    await stories.getByLabel(words.ar, { exact: true }).fill(title.ar);
    const added = itemRequest(page, 'POST', /^\/v1\/collections\/stories\/items$/);
    await stories.getByRole('button', { name: words.add }).click();
    expect((await added).status()).toBe(201);

    // First in the list, open, focused, and first on the page.
    await expect(summaries(stories).first()).toHaveText(title[lang]);
    await expect(summaries(stories).first()).toHaveAttribute('aria-expanded', 'true');
    await expect(summaries(stories).first()).toBeFocused();
    const stored = (await contentOf<{ stories: Story[] }>(page, 'customer-stories', 'GALLERY')).stories[0] as Story;
    expect(stored.title).toEqual(title);
    expect(stored.id).toBe(title.en.toLowerCase().replace(/[^a-z0-9]+/g, '-'));

    // A change in its form is saved alone: the item, not the list.
    const item = stories.locator(':scope > ol > li').first();
    const saved = itemRequest(page, 'PUT', new RegExp(`^/v1/collections/stories/items/${stored.id}$`));
    await item.getByRole('checkbox').first().check();
    const response = await saved;
    expect(response.status()).toBe(200);
    const body = JSON.parse(response.request().postData() ?? '{}') as { content: object; version: number };
    expect(Object.keys(body).sort()).toEqual(['content', 'version']);
    expect(JSON.stringify(body).length).toBeLessThan(5_000);

    // Not published yet: visitors do not have it (ADR 0025)…
    expect((await page.request.get(`/customer-stories/${stored.id}`)).status()).toBe(404);

    // …but "Open its page" opens the draft story in edit mode.
    const open = stories.getByRole('link', { name: words.open }).first();
    await expect(open).toHaveAttribute('href', `/customer-stories/${stored.id}?edit=true`);
    await open.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title[lang]);
    await expect(page.getByRole('toolbar').first()).toBeVisible();

    // Published with its list page: visitors see it.
    await publish(page, 'customer-stories');
    const visitor = await (await browser.newContext()).newPage();
    for (const reading of ['en', 'ar'] as const) {
      await visitor.goto(`/customer-stories/${stored.id}?lng=${reading}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title[reading]);
    }
    await visitor.context().close();
  });
}

test('delete asks with the list’s question; Ctrl+Z (or Undo) brings the story back', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/customer-stories?edit=true');
  const panel = await inspect(page, 2);
  const stories = list(panel, 'stories');
  const victim = seedStories[1] as Story;
  const remove = stories.getByRole('button', { name: `Delete “${victim.title.en}”` });
  const onPage = page.locator('main').getByText(victim.title.en, { exact: true });

  await remove.click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this story?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(summaries(stories).filter({ hasText: victim.title.en })).toHaveCount(1);

  await remove.click();
  const deleted = itemRequest(page, 'DELETE', new RegExp(`/items/${victim.id}$`));
  await ask.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(summaries(stories).filter({ hasText: victim.title.en })).toHaveCount(0);
  // The page's cards follow.
  await expect(onPage).toHaveCount(0);
  expect(
    (await contentOf<{ stories: Story[] }>(page, 'customer-stories', 'GALLERY')).stories.some(
      (s) => s.id === victim.id,
    ),
  ).toBe(false);

  // The Undo beside the list, or Ctrl+Z as for every change (issue #31).
  await expect(stories.getByRole('button', { name: 'Undo' })).toBeVisible();
  const restored = itemRequest(page, 'POST', new RegExp(`/items/${victim.id}/restore$`));
  await page.keyboard.press('Control+z');
  expect((await restored).status()).toBe(200);
  await expect(summaries(stories).filter({ hasText: victim.title.en })).toHaveCount(1);
  await expect(summaries(stories).filter({ hasText: victim.title.en })).toBeFocused();
  await expect(onPage.first()).toBeVisible();
  expect(
    (await contentOf<{ stories: Story[] }>(page, 'customer-stories', 'GALLERY')).stories.some(
      (s) => s.id === victim.id,
    ),
  ).toBe(true);
});

const memberOrder = async (page: Page) =>
  (await contentOf<{ members: Member[] }>(page, 'our-team', 'TEAM')).members.map((m) => m.name.en);

test('team members move up and down, one request each, by keyboard too', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/our-team?edit=true');
  // Earlier tests opened visitors' windows: this one takes the focus back, which the test is about.
  await page.bringToFront();
  const members = list(await inspect(page, 2), 'members');
  const before = await memberOrder(page);
  const third = before[2] as string;
  const up = members.getByRole('button', { name: `Move “${third}” up` });
  await up.focus();
  let moved = itemRequest(page, 'POST', /\/move$/);
  await page.keyboard.press('Enter');
  expect((await moved).status()).toBe(200);
  await expect(members.locator('[aria-live]')).toHaveText(`“${third}” moved up.`);
  await expect(up).toBeFocused();
  moved = itemRequest(page, 'POST', /\/move$/);
  await page.keyboard.press('Enter');
  expect((await moved).status()).toBe(200);
  expect(await memberOrder(page)).toEqual([third, before[0], before[1], ...before.slice(3)]);
  await expect(summaries(members).first()).toHaveText(third);
  // At the top, up is off: focus stays on the member's row.
  await expect(up).toBeDisabled();
  await expect(summaries(members).first()).toBeFocused();
  // The page shows the new order.
  await expect(page.locator('main').getByText(third, { exact: true }).first()).toBeVisible();

  moved = itemRequest(page, 'POST', /\/move$/);
  await members.getByRole('button', { name: `Move “${third}” down` }).click();
  expect((await moved).status()).toBe(200);
  expect(await memberOrder(page)).toEqual([before[0], third, before[1], ...before.slice(3)]);

  // A move is a step of the page's undo history too (issue #31 part 4): back, then again.
  moved = itemRequest(page, 'POST', /\/move$/);
  await page.keyboard.press('Control+z');
  expect((await moved).status()).toBe(200);
  await expect.poll(() => memberOrder(page)).toEqual([third, before[0], before[1], ...before.slice(3)]);
  await expect(summaries(members).first()).toHaveText(third);
  moved = itemRequest(page, 'POST', /\/move$/);
  await page.keyboard.press('Control+Shift+z');
  expect((await moved).status()).toBe(200);
  await expect.poll(() => memberOrder(page)).toEqual([before[0], third, before[1], ...before.slice(3)]);
});

for (const lang of ['en', 'ar'] as const) {
  test(`no axe violations with the stories list open and an item expanded (${lang})`, async ({ page }) => {
    await signIn(page);
    await openEditor(page, `/customer-stories?edit=true&lng=${lang}`);
    const stories = list(await inspectIn(page, 2, lang), 'stories');
    await summaries(stories).nth(2).click();
    await expect(summaries(stories).nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(summaries(stories).nth(2)).toBeFocused();
    await page.waitForTimeout(300); // the row's colour transition
    // The whole page with the panel, the blocks' toolbars included.
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the team list, by name and photo, mirrored in Arabic', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/our-team?edit=true&lng=ar');
  const members = list(await inspectIn(page, 2, 'ar'), 'members');
  await expect(summaries(members)).toHaveCount(seedMembers.length);
  const firstName = String(await summaries(members).first().textContent());
  const first = seedMembers.find((m) => m.name.ar === firstName) as Member & { photoCard: string };
  await expect(summaries(members).first().locator('img')).toHaveAttribute('src', first.photoCard);
  const photo = await summaries(members).first().locator('img').boundingBox();
  const name = await summaries(members).first().locator('span[dir="auto"]').boundingBox();
  // The photo sits at the start, which is the right in Arabic.
  expect((photo?.x ?? 0) > (name?.x ?? 0)).toBe(true);
});

const insightsTitle = seed('home').blocks[6]?.content.title as Localized;

test('the home insights show the newest resources: a post added from the home page is first there once published', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openEditor(page, '/?edit=true');
  // The insights block lists the resources themselves, newest first (ADR 0040): every one, the
  // posts only in the resources' highlights too.
  const posts = list(await inspect(page, 7), 'posts');
  const seeded = seed('resources').blocks;
  const resources = [
    ...((seeded.find((b) => b.block_type === 'RESOURCES')?.content.resources ?? []) as unknown[]),
    ...((seeded.find((b) => b.block_type === 'RESOURCE_HIGHLIGHTS')?.content.posts ?? []) as unknown[]),
  ] as Array<Story & { date: string }>;
  const newest = [...resources].sort((a, b) => b.date.localeCompare(a.date));
  await expect(summaries(posts).first()).toHaveText((newest[0] as Story).title.en);
  await expect(posts.getByRole('status').first()).toHaveText(`1–20 of ${resources.length}`);
  await expect(posts.getByText('The page shows the 6 newest of all Resources')).toBeVisible();

  const title = { en: 'Skills maps for the year ahead', ar: 'خرائط المهارات للعام المقبل' };
  await posts.getByRole('button', { name: 'New post' }).click();
  await posts.getByLabel('Title in English', { exact: true }).fill(title.en);
  await posts.getByLabel('Title in Arabic', { exact: true }).fill(title.ar);
  const added = itemRequest(page, 'POST', /^\/v1\/collections\/resources\/items$/);
  await posts.getByRole('button', { name: 'New post' }).click();
  expect((await added).status()).toBe(201);
  const slug = (await (await added).json()).slug as string;
  // Dated today, it is the newest: first in the list and, in edit mode, first on the page.
  await expect(summaries(posts).first()).toHaveText(title.en);
  const slider = page.getByRole('region', { name: insightsTitle.en });
  await expect(slider.getByRole('listitem').first().getByRole('link')).toHaveText(title.en);

  // Visitors see it once the home page (or the resources page) is published, in both languages.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('link', { name: title.en })).toHaveCount(0);
  await publish(page, 'home');
  for (const lang of ['en', 'ar'] as const) {
    await visitor.goto(`/?lng=${lang}`);
    const cards = visitor.getByRole('region', { name: insightsTitle[lang] }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole('link')).toHaveText(title[lang]);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/resources/${slug}`);
    await expect(visitor.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  }
  await visitor.context().close();
});

test('a customer quote names its story, found by a word of its Arabic title; visitors follow its link once published', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openEditor(page, '/?edit=true');
  const quotes = list(await inspect(page, 6), 'stories');
  const row = quotes.locator(':scope > ol > li[data-item-key="story-sarab"]');
  await row.locator('[aria-expanded]').first().click();
  const picker = row.getByRole('combobox', { name: 'Customer story' });
  const najm = seedStories.find((story) => story.id === 'najm-telecom') as Story;
  await expect(row.getByText(`Chosen: ${(seedStories[1] as Story).title.en}`)).toBeVisible();
  // The database finds it by a word of its Arabic title, whatever the collection's size; Enter
  // chooses the item in focus.
  await picker.fill('نجم');
  const options = row.getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(najm.title.en);
  await expect(options.first()).toContainText(najm.title.ar);
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  const saved = itemRequest(page, 'PUT', /^\/v1\/collections\/quotes\/items\/story-sarab$/);
  await picker.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(row.getByText(`Chosen: ${najm.title.en}`)).toBeVisible();
  await expect(picker).toHaveValue('');
  await expectNoAxeViolations(page);

  await publish(page, 'home');
  const visitor = await (await browser.newContext()).newPage();
  for (const lang of ['en', 'ar'] as const) {
    await visitor.goto(`/?lng=${lang}`);
    const links = visitor.getByRole('link', { name: lang === 'en' ? 'Read the story' : 'اقرأ القصة' });
    await expect(links).toHaveCount(3);
    await expect(links.nth(1)).toHaveAttribute('href', '/customer-stories/najm-telecom');
    if (lang === 'ar') {
      // Arabic lasts past the first page once the browser has stored the choice (ADR 0004).
      await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await links.nth(1).click();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(najm.title.ar);
    }
  }
  await visitor.context().close();
});

test('a story’s preview link, made from its row, shows its draft on its own page to someone without an account', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openEditor(page, '/customer-stories?edit=true');
  const stories = list(await inspect(page, 2), 'stories');
  const story = seedStories[3] as Story;
  // The story retitled in its draft, through its own form.
  const row = stories.locator(`:scope > ol > li[data-item-key="${story.id}"]`);
  await row.locator('[aria-expanded]').first().click();
  const saved = itemRequest(page, 'PUT', new RegExp(`^/v1/collections/stories/items/${story.id}$`));
  await row.getByLabel('English').first().fill('A story for the client to read');
  await row.getByLabel('English').first().blur();
  expect((await saved).status()).toBe(200);

  await row.getByRole('button', { name: 'Share preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a preview of “A story for the client to read”' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const english = await dialog.getByLabel('Link in English').inputValue();
  expect(english).toMatch(new RegExp(`/customer-stories/${story.id}\\?preview=[\\w-]{43}&lng=en$`));
  await expectNoAxeViolations(page);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(english);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('A story for the client to read');
  await visitor.goto(english.replace(/en$/, 'ar'));
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(story.title.ar);
  // Its own address still shows what is published (in English: the Arabic link made Arabic the choice).
  await visitor.goto(`/customer-stories/${story.id}?lng=en`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(story.title.en);
  await visitor.context().close();
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('a story’s releases, from its row: the earlier one rolled back is what visitors see again, and its form follows', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const story = seedStories[5] as Story;
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  // A second release over the seeded one: the story retitled and published.
  const url = `/v1/collections/stories/items/${story.id}`;
  const read = await (await page.request.get(url, { headers })).json();
  const retitled = { en: 'A title that did not last', ar: 'عنوان لم يدم' };
  const saved = await page.request.put(url, {
    headers,
    data: { content: { ...read.content, title: retitled }, version: read.version },
  });
  expect(saved.status()).toBe(200);
  expect((await page.request.post(`${url}/publish`, { headers, data: {} })).status()).toBe(200);

  await openEditor(page, '/customer-stories?edit=true');
  const stories = list(await inspect(page, 2), 'stories');
  const row = stories.locator(`:scope > ol > li[data-item-key="${story.id}"]`);
  await row.locator('[aria-expanded]').first().click();
  await expect(row.getByLabel('English').first()).toHaveValue(retitled.en);
  await row.getByRole('button', { name: 'Releases' }).click();
  const dialog = page.getByRole('dialog', { name: `Releases of “${retitled.en}”` });
  await expect(dialog.locator('[data-release="2"][data-live]')).toContainText('Live');
  await expect(dialog.locator('[data-release="1"]')).toContainText('First version');
  await expectNoAxeViolations(page);
  await dialog.locator('[data-release="1"]').getByRole('button', { name: 'Roll back to this' }).click();
  await dialog.getByRole('alertdialog').getByRole('button', { name: 'Roll back to this' }).click();
  await expect(dialog).toBeHidden();
  // The draft had nothing unpublished: it follows the rollback, and the open form reads it again.
  await expect(row.getByLabel('English').first()).toHaveValue(story.title.en);

  const visitor = await (await browser.newContext()).newPage();
  for (const lang of ['en', 'ar'] as const) {
    await visitor.goto(`/customer-stories/${story.id}?lng=${lang}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(story.title[lang]);
  }
  await visitor.context().close();
});

test('a story’s history from its row brings an earlier version back; its own Publish sends it out (interface in Arabic)', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const story = seedStories[6] as Story;
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  // Two saves over the seeded story: version 2 is the title wanted, version 3 a mistake.
  const url = `/v1/collections/stories/items/${story.id}`;
  const read = await (await page.request.get(url, { headers })).json();
  const wanted = { en: 'The title worth keeping', ar: 'العنوان الذي يستحق البقاء' };
  let version = read.version as number;
  for (const title of [wanted, { en: 'A mistaken title', ar: 'عنوان خاطئ' }]) {
    const saved = await page.request.put(url, { headers, data: { content: { ...read.content, title }, version } });
    expect(saved.status()).toBe(200);
    version = (await saved.json()).version;
  }

  await openEditor(page, '/customer-stories?edit=true');
  let stories = list(await inspect(page, 2), 'stories');
  let row = stories.locator(`:scope > ol > li[data-item-key="${story.id}"]`);
  await row.locator('[aria-expanded]').first().click();
  await expect(row.getByLabel('English').first()).toHaveValue('A mistaken title');
  await row.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of “A mistaken title”' });
  await expect(history.locator(`[data-version="${version}"]`)).toContainText('Current');
  await expect(history.locator(`[data-version="${version - 1}"]`)).toContainText(`“${wanted.en}”`);
  await expect(history.locator(`[data-version="${version - 1}"]`)).toContainText('Changed: Title');
  await expectNoAxeViolations(page);
  await history.getByRole('button', { name: `Restore version ${version - 1}` }).click();
  await expect(history).toBeHidden();
  // The open form reads the item again: the restored version is its draft.
  await expect(row.getByLabel('English').first()).toHaveValue(wanted.en);

  // Published alone from its row, with the interface in Arabic: the dialog names what changes.
  await openEditor(page, '/customer-stories?edit=true&lng=ar');
  stories = list(await inspectIn(page, 2, 'ar'), 'stories');
  row = stories.locator(`:scope > ol > li[data-item-key="${story.id}"]`);
  await row.locator('[aria-expanded]').first().click();
  await row.getByRole('button', { name: 'نشر…' }).click();
  const publish = page.getByRole('dialog', { name: `نشر «${wanted.ar}»` });
  await expect(publish).toContainText('تغييرات غير منشورة');
  await expect(publish.locator('[data-change="changed"]')).toContainText(wanted.ar);
  await expectNoAxeViolations(page);
  // The dialog opens on its primary action (issue #31).
  await expect(publish.getByRole('button', { name: 'انشر الآن' })).toBeFocused();
  await publish.getByRole('button', { name: 'انشر الآن' }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByText(`نُشر «${wanted.ar}»: يراه الزوار الآن.`)).toBeAttached();

  const visitor = await (await browser.newContext()).newPage();
  for (const lang of ['en', 'ar'] as const) {
    await visitor.goto(`/customer-stories/${story.id}?lng=${lang}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(wanted[lang]);
  }
  await visitor.context().close();
});

test('a story another editor saves alone shows on an open list page without a reload', async ({ page }) => {
  await signIn(page);
  const admin = { authorization: `Bearer ${await accessToken(page)}` };
  const other = { email: `hana-${Date.now()}@example.com`, password: 'Hana!e2e-pass1', name: 'Hana' };
  expect(
    (await page.request.post('/v1/auth/register', { headers: admin, data: { ...other, role: 'editor' } })).status(),
  ).toBe(201);
  const login = await page.request.post('/v1/auth/login', { data: { email: other.email, password: other.password } });
  const hana = { authorization: `Bearer ${(await login.json()).access_token}` };

  await openEditor(page, '/customer-stories?edit=true');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const card = page.locator('main a[href^="/customer-stories/"]').first();
  const slug = ((await card.getAttribute('href')) ?? '').split('?')[0]?.split('/').pop() as string;
  const url = `/v1/collections/stories/items/${slug}`;
  const read = await (await page.request.get(url, { headers: hana })).json();
  const title = `Retitled by Hana ${Date.now()}`;
  const saved = await page.request.put(url, {
    headers: hana,
    data: { content: { ...read.content, title: { ...read.content.title, en: title } }, version: read.version },
  });
  expect(saved.status()).toBe(200);
  await expect(page.locator('main').getByText(title)).toBeVisible({ timeout: 5000 });
});
