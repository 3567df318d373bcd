import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { getDraft, inspect, nextSave, openEditor, publish, signIn } from './editor.ts';
import { expect, seed, test } from './fixtures.ts';

/**
 * Lists in the inspector and collections (issue #18): items by their own names and pictures, a new
 * story in both languages whose page exists at once, search in a long list, delete that asks and is
 * undone, team members moved by keyboard and by drag.
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

test('summaries show each story’s title and picture; a long list has a search box in both languages', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/customer-stories?edit=true');
  const stories = list(await inspect(page, 2), 'stories');
  const first = seedStories[0] as Story;
  await expect(summaries(stories).first()).toHaveText(first.title.en);
  await expect(summaries(stories).first().locator('img')).toHaveAttribute('src', String(first.image));
  await expect(stories.getByText(/^Item \d/)).toHaveCount(0);

  const search = stories.getByRole('searchbox', { name: /^Search/ });
  await search.fill('aviation');
  await expect(summaries(stories)).toHaveText([/Aviation/]);
  await expect(stories.getByRole('status')).toHaveText(`1 of ${seedStories.length} shown`);
  // The Arabic title finds it too.
  const aviation = seedStories.find((s) => /Aviation/.test(s.title.en)) as Story;
  await search.fill(aviation.title.ar.split(' ')[0] as string);
  await expect(summaries(stories)).toHaveText([aviation.title.en]);
  await search.fill('no such story at all');
  await expect(stories.getByRole('status')).toHaveText('Nothing matches “no such story at all”.');
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
    const saved = nextSave(page);
    await stories.getByRole('button', { name: words.add }).click();
    expect((await saved).status()).toBe(200);

    // First in the list, open, focused, and first on the page.
    await expect(summaries(stories).first()).toHaveText(title[lang]);
    await expect(summaries(stories).first()).toHaveAttribute('aria-expanded', 'true');
    await expect(summaries(stories).first()).toBeFocused();
    const stored = (await contentOf<{ stories: Story[] }>(page, 'customer-stories', 'GALLERY')).stories[0] as Story;
    expect(stored.title).toEqual(title);
    expect(stored.id).toBe(title.en.toLowerCase().replace(/[^a-z0-9]+/g, '-'));

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

test('delete asks with the list’s question; undo brings the story back', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/customer-stories?edit=true');
  const panel = await inspect(page, 2);
  const stories = list(panel, 'stories');
  const victim = seedStories[1] as Story;
  const remove = stories.getByRole('button', { name: `Delete “${victim.title.en}”` });

  await remove.click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this story?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(summaries(stories).filter({ hasText: victim.title.en })).toHaveCount(1);

  await remove.click();
  let saved = nextSave(page);
  await ask.getByRole('button', { name: 'Delete' }).click();
  expect((await saved).status()).toBe(200);
  await expect(summaries(stories).filter({ hasText: victim.title.en })).toHaveCount(0);
  expect(
    (await contentOf<{ stories: Story[] }>(page, 'customer-stories', 'GALLERY')).stories.some(
      (s) => s.id === victim.id,
    ),
  ).toBe(false);

  saved = nextSave(page);
  await panel.getByRole('button', { name: 'Undo' }).click();
  expect((await saved).status()).toBe(200);
  await expect(summaries(stories).filter({ hasText: victim.title.en })).toHaveCount(1);
  expect(
    (await contentOf<{ stories: Story[] }>(page, 'customer-stories', 'GALLERY')).stories.some(
      (s) => s.id === victim.id,
    ),
  ).toBe(true);
});

const memberOrder = async (page: Page) =>
  (await contentOf<{ members: Member[] }>(page, 'our-team', 'TEAM')).members.map((m) => m.name.en);

test('team members move by keyboard: Space picks up, arrows move, Space drops — one save', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/our-team?edit=true');
  const members = list(await inspect(page, 2), 'members');
  const before = await memberOrder(page);
  const third = before[2] as string;
  const handle = members.getByRole('button', { name: `Move “${third}”` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(members.locator('[aria-live]')).toContainText('position 1 of');
  const saved = nextSave(page);
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(members.locator('[aria-live]')).toHaveText(`“${third}” is now at position 1 of ${before.length}.`);
  await expect(handle).toBeFocused();
  expect(await memberOrder(page)).toEqual([third, before[0], before[1], ...before.slice(3)]);
  // The page shows the new order at once.
  await expect(page.locator('main').getByText(third, { exact: true }).first()).toBeVisible();
});

test('team members move by dragging the handle', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/our-team?edit=true');
  const members = list(await inspect(page, 2), 'members');
  const before = await memberOrder(page);
  const handle = members.getByRole('button', { name: `Move “${before[2]}”` });
  const target = members.locator(':scope > ol > li').first();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('not drawn');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 8, { steps: 8 });
  const saved = nextSave(page);
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  expect(await memberOrder(page)).toEqual([before[2], before[0], before[1], ...before.slice(3)]);
  await expect(summaries(members).first()).toHaveText(before[2] as string);
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
  const handle = await members.locator('button[aria-describedby]').first().boundingBox();
  const summary = await summaries(members).first().boundingBox();
  // The handle sits at the start, which is the right in Arabic.
  expect((handle?.x ?? 0) > (summary?.x ?? 0)).toBe(true);
});
