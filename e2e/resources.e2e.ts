import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strings } from '../packages/blocks/src/blocks/resources/strings.ts';
import { formatPostDate } from '../packages/blocks/src/ui/post-date.ts';
import { uiStrings } from '../packages/blocks/src/ui/strings.ts';
import { expect, expectNoAxeViolations, seed, test } from './fixtures.ts';

type Lang = 'en' | 'ar';
type Localized = { en: string; ar: string };
type Post = {
  id: string;
  type: 'blog' | 'event';
  tag: Localized;
  date: string;
  title: Localized;
  description: Localized;
  detailContent: { body: Array<{ id: string; content: Localized }> };
};

const resourcesPage = seed('resources');
const content = <T>(type: string) => resourcesPage.blocks.find((b) => b.block_type === type)?.content as unknown as T;
const hero = content<{ title: Localized }>('HERO');
const highlights = content<{ title: Localized; posts: Post[] }>('RESOURCE_HIGHLIGHTS');
const block = content<{
  title: Localized;
  filters: Record<'label' | 'all' | 'blog' | 'events', Localized>;
  resources: Post[];
}>('RESOURCES');
const newestFirst = [...block.resources].sort((a, b) => b.date.localeCompare(a.date));
const ofType = (type: Post['type']) => newestFirst.filter((p) => p.type === type);
const cta = seed('resource-detail-template').blocks[0]?.content as unknown as { buttonText: Localized };
const notFound = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../web/public/locales/${lang}/translation.json`, import.meta.url), 'utf8')).detail
    .notFound.resource as string;

/** Opens a page and waits until it has hydrated (the header marks it), so clicks reach React. */
async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

async function hydrated(page: Page) {
  await expect(page.locator('header[data-ready]')).toBeAttached();
}

// These walk through whole pages; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };

function list(page: Page, lang: Lang) {
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: block.title[lang] }) });
  const cards = section.getByRole('list', { name: strings[lang].listLabel }).getByRole('listitem');
  const pages = section.getByRole('navigation', { name: strings[lang].pagesLabel });
  const filter = section.getByRole('button', { name: new RegExp(`^${block.filters.label[lang]}`) });
  const choose = async (name: string) => {
    await filter.click();
    await section.getByRole('button', { name, exact: true }).click();
  };
  return { section, cards, pages, filter, choose };
}

async function expectCard(card: ReturnType<Page['locator']>, post: Post, lang: Lang) {
  await expect(card.getByRole('link')).toHaveText(post.title[lang]);
  await expect(card.getByRole('link')).toHaveAttribute('href', `/resources/${post.id}`);
  await expect(card.getByText(post.tag[lang], { exact: true })).toHaveAttribute('data-type', post.type);
  await expect(card.locator('time')).toHaveText(formatPostDate(post.date, lang));
  await expect(card.locator('time')).toHaveAttribute('datetime', post.date);
  await expect(card.getByText(post.description[lang])).toBeVisible();
  await expect(card.locator('img')).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`resources, ${lang}, ${device}`, () => {
      test.use({ viewport });

      test('featured posts, then 12 per page, newest first, with pages and a scroll back up', async ({ page }) => {
        await visit(page, `/resources?lng=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title[lang]);
        const featured = page
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: highlights.title[lang] }) });
        await expect(featured.getByRole('listitem')).toHaveCount(highlights.posts.length);
        await expectCard(featured.getByRole('listitem').first(), highlights.posts[0] as Post, lang);

        const { section, cards, pages, filter } = list(page, lang);
        await expect(filter).toContainText(block.filters.all[lang]);
        await expect(section.getByRole('status')).toHaveText(strings[lang].count(block.resources.length));
        await expect(cards).toHaveCount(12);
        await expectCard(cards.first(), newestFirst[0] as Post, lang);
        await expectCard(cards.last(), newestFirst[11] as Post, lang);
        // Blog posts and events are told apart by their tag's colour.
        const colour = (type: Post['type']) =>
          section
            .locator(`[data-type="${type}"]`)
            .first()
            .evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(await colour('blog')).not.toBe(await colour('event'));
        await expect(pages.getByRole('button', { name: uiStrings[lang].previous })).toBeDisabled();
        await expect(pages.getByRole('listitem')).toHaveCount(3);
        await expectNoAxeViolations(page);

        await pages.getByRole('link', { name: uiStrings[lang].page(3) }).click();
        await expect(page).toHaveURL(/[?&]page=3/);
        await expect(cards).toHaveCount(block.resources.length - 24);
        await expectCard(cards.first(), newestFirst[24] as Post, lang);
        await expect(pages.getByRole('button', { name: uiStrings[lang].next })).toBeDisabled();
        await expect
          .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
          .toBeGreaterThanOrEqual(0);
        expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(150);

        await pages.getByRole('link', { name: uiStrings[lang].previous }).click();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expectCard(cards.first(), newestFirst[12] as Post, lang);
      });

      test('the filter shows blog posts or events, starts again at page 1 and is kept in the address', async ({
        page,
      }) => {
        await visit(page, `/resources?lng=${lang}&page=2`);
        const { cards, pages, filter, choose } = list(page, lang);
        await expectCard(cards.first(), newestFirst[12] as Post, lang);

        await choose(block.filters.events[lang]);
        await expect(page).toHaveURL(/[?&]filter=event/);
        await expect(page).not.toHaveURL(/page=/);
        await expect(cards).toHaveCount(ofType('event').length);
        await expect(cards.locator('[data-type="blog"]')).toHaveCount(0);
        await expectCard(cards.first(), ofType('event')[0] as Post, lang);
        await expect(pages).toHaveCount(0);

        await choose(block.filters.blog[lang]);
        await expect(page).toHaveURL(/[?&]filter=blog/);
        await expect(cards).toHaveCount(12);
        await expect(cards.locator('[data-type="event"]')).toHaveCount(0);
        await pages.getByRole('link', { name: uiStrings[lang].next }).click();
        await expect(cards).toHaveCount(ofType('blog').length - 12);
        await page.reload();
        await hydrated(page);
        await expect(filter).toContainText(block.filters.blog[lang]);
        await expect(cards).toHaveCount(ofType('blog').length - 12);

        await choose(block.filters.all[lang]);
        await expect(page).not.toHaveURL(/filter=|page=/);
        await expect(cards).toHaveCount(12);
        await expectNoAxeViolations(page);
      });

      test('a card opens the post: back link, title, picture, date line, body, then the call to action', async ({
        page,
      }) => {
        const post = newestFirst[1] as Post;
        await visit(page, `/resources?lng=${lang}`);
        await list(page, lang).cards.nth(1).getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`/resources/${post.id}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title[lang]);
        const [dateLine, ...paragraphs] = post.detailContent.body;
        const article = page.locator('article');
        await expect(article.locator('header p')).toHaveText(dateLine?.content[lang] as string);
        for (const paragraph of paragraphs) await expect(article.getByText(paragraph.content[lang])).toBeVisible();
        await expect(article.locator('img')).toBeVisible();
        await expect(article.getByText(post.tag[lang], { exact: true })).toHaveAttribute('data-type', post.type);
        await expect(page.getByRole('complementary')).toHaveCount(0);
        await expect(
          page.getByRole('main').getByRole('link', { name: cta.buttonText[lang], exact: true }),
        ).toHaveAttribute('href', '/contact');
        await expectNoAxeViolations(page);
        const back = page.getByRole('link', { name: strings[lang].backLink });
        await expect(back).toHaveAttribute('href', '/resources');
        await back.click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title[lang]);
      });
    });
  }

  test(`post dates the server wrote are read from the page, not formatted again while it starts (${lang})`, async ({
    page,
  }) => {
    // The first Intl.DateTimeFormat costs a phone some 20 ms in one task (issue #33).
    await page.addInitScript(() => {
      const counted = window as unknown as { dateFormats: number };
      counted.dateFormats = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args) {
          counted.dateFormats += 1;
          return Reflect.construct(target, args);
        },
      });
    });
    const formatsMade = () => page.evaluate(() => (window as unknown as { dateFormats: number }).dateFormats);
    for (const at of [`/?lng=${lang}`, `/resources?lng=${lang}`]) {
      await visit(page, at);
      await expect(page.locator('main time').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await formatsMade(), at).toBe(0);
    }
    const { cards, pages } = list(page, lang);
    await expectCard(cards.first(), newestFirst[0] as Post, lang);
    // Cards the server did not send are dated in the browser, in the same words.
    await pages.getByRole('link', { name: uiStrings[lang].page(2) }).click();
    await expectCard(cards.first(), newestFirst[12] as Post, lang);
    expect(await formatsMade()).toBeGreaterThan(0);
  });

  test(`/events and /blog open the filtered list (${lang})`, async ({ page }) => {
    // The old addresses carry no language; the visitor's remembered choice (a cookie) picks it.
    await page.context().addCookies([{ name: 'i18next', value: lang, url: test.info().project.use.baseURL as string }]);
    await visit(page, '/events');
    await expect(page).toHaveURL(/\/resources\?filter=event$/);
    const { cards, filter } = list(page, lang);
    await expect(filter).toContainText(block.filters.events[lang]);
    await expect(cards).toHaveCount(ofType('event').length);
    await expect(cards.locator('[data-type="blog"]')).toHaveCount(0);
    await visit(page, '/blog');
    await expect(page).toHaveURL(/\/resources\?filter=blog$/);
    await expect(filter).toContainText(block.filters.blog[lang]);
    await expect(cards.locator('[data-type="event"]')).toHaveCount(0);
  });

  test(`a missing resource says so in ${lang}, with status 404`, async ({ page }) => {
    const response = await visit(page, `/resources/no-such-post?lng=${lang}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFound(lang) })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an unknown filter means all', async ({ page }) => {
  await visit(page, '/resources?filter=podcasts');
  await expect(list(page, 'en').cards).toHaveCount(12);
  await expect(list(page, 'en').filter).toContainText(block.filters.all.en);
});

test('every post on the home page opens a real resource', async ({ page, request }) => {
  // The home insights show the 6 newest resources (ADR 0040).
  const homePosts = newestFirst.slice(0, 6);
  await visit(page, '/');
  const insights = seed('home').blocks[6]?.content.title as Localized;
  const slider = page.getByRole('region', { name: insights.en });
  await expect(slider.getByRole('listitem').getByRole('link')).toHaveText(homePosts.map((post) => post.title.en));
  for (const post of homePosts) {
    const response = await request.get(`/resources/${post.id}`);
    expect(response.status(), post.id).toBe(200);
  }
  const first = homePosts[0] as Post;
  await page.getByRole('link', { name: first.title.en }).first().click();
  await expect(page).toHaveURL(new RegExp(`/resources/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title.en);
  const resource = block.resources.find((p) => p.id === first.id) as Post;
  await expect(page.locator('article header p')).toHaveText(resource.detailContent.body[0]?.content.en as string);
});

test('a featured post has its own page too', async ({ page }) => {
  const post = highlights.posts[1] as Post;
  await visit(page, '/resources');
  await page.getByRole('link', { name: post.title.en }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title.en);
});
