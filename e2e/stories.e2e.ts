import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strings } from '../packages/blocks/src/blocks/gallery/strings.ts';
import { uiStrings } from '../packages/blocks/src/ui/strings.ts';
import { expect, expectNoAxeViolations, seed, test } from './fixtures.ts';

type Lang = 'en' | 'ar';
type Localized = { en: string; ar: string };
type Option = { id: string; name: Localized };
type BodyItem = { id: string; type: string; content?: Localized | string; alt?: Localized; items?: unknown[] };
type Story = {
  id: string;
  title: Localized;
  categories: string[];
  detailContent: { backLinkText: Localized; tocTitle: Localized; shareTitle: Localized; body: BodyItem[] };
};
type Gallery = {
  title: Localized;
  filters: { industry: Option[]; solution: Option[] };
  industryLabel: Localized;
  solutionLabel: Localized;
  allLabel: Localized;
  stories: Story[];
};

const page1 = seed('customer-stories');
const gallery = page1.blocks.find((b) => b.block_type === 'GALLERY')?.content as unknown as Gallery;
const hero = page1.blocks.find((b) => b.block_type === 'HERO')?.content as unknown as { title: Localized };
const cta = seed('story-detail-template').blocks[0]?.content as unknown as { buttonText: Localized };
const notFound = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../web/public/locales/${lang}/translation.json`, import.meta.url), 'utf8')).detail
    .notFound.story as string;
const option = (list: Option[], id: string) => list.find((o) => o.id === id) as Option;
const matching = (industry: string, solution: string) =>
  gallery.stories.filter(
    (s) =>
      (industry === 'all' || s.categories.includes(industry)) &&
      (solution === 'all' || s.categories.includes(solution)),
  );

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

/** The stories section and what a visitor uses in it, in one language. */
function list(page: Page, lang: Lang) {
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: gallery.title[lang] }) });
  const cards = section.getByRole('list', { name: strings[lang].listLabel }).getByRole('listitem');
  const pages = section.getByRole('navigation', { name: strings[lang].pagesLabel });
  const choose = async (label: Localized, name: string) => {
    await section.getByRole('button', { name: new RegExp(`^${label[lang]}`) }).click();
    await section.getByRole('button', { name, exact: true }).click();
  };
  return { section, cards, pages, choose };
}

for (const lang of ['en', 'ar'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`customer stories, ${lang}, ${device}`, () => {
      test.use({ viewport });

      test('15 stories a page, numbered pages, and a new page scrolls back to the list', async ({ page }) => {
        await visit(page, `/customer-stories?lng=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title[lang]);
        const { section, cards, pages } = list(page, lang);
        await expect(cards).toHaveCount(15);
        await expect(section.getByRole('status')).toHaveText(strings[lang].count(gallery.stories.length));
        const first = gallery.stories[0] as Story;
        await expect(cards.first().getByRole('link')).toHaveText(first.title[lang]);
        await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/customer-stories/${first.id}`);
        await expect(
          cards.first().getByText(option(gallery.filters.industry, first.categories[0] as string).name[lang]),
        ).toBeVisible();
        await expect(pages.getByRole('button', { name: uiStrings[lang].previous })).toBeDisabled();
        await expect(pages.getByRole('link', { name: uiStrings[lang].currentPage(1) })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expectNoAxeViolations(page);

        await pages.getByRole('link', { name: uiStrings[lang].next }).click();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect(cards).toHaveCount(gallery.stories.length - 15);
        await expect(cards.first().getByRole('link')).toHaveText((gallery.stories[15] as Story).title[lang]);
        await expect(pages.getByRole('button', { name: uiStrings[lang].next })).toBeDisabled();
        // The list's top is back in view, below the sticky header.
        await expect
          .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
          .toBeGreaterThanOrEqual(0);
        expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(150);

        // The page survives a reload.
        await page.reload();
        await hydrated(page);
        await expect(cards).toHaveCount(gallery.stories.length - 15);
        await pages.getByRole('link', { name: uiStrings[lang].page(1) }).click();
        await expect(cards).toHaveCount(15);
        await expect(page).not.toHaveURL(/page=/);
      });

      test('industry and solution filters combine, return to page 1, live in the address', async ({ page }) => {
        await visit(page, `/customer-stories?lng=${lang}&page=2`);
        const { section, cards, pages, choose } = list(page, lang);
        await expect(cards).toHaveCount(gallery.stories.length - 15);

        await choose(gallery.industryLabel, option(gallery.filters.industry, 'banking').name[lang]);
        const banking = matching('banking', 'all');
        await expect(cards).toHaveCount(banking.length);
        await expect(page).toHaveURL(/[?&]industry=banking/);
        await expect(page).not.toHaveURL(/page=/);
        await expect(pages).toHaveCount(0);
        for (const [i, story] of banking.entries()) {
          await expect(cards.nth(i).getByRole('link')).toHaveText(story.title[lang]);
        }

        await choose(gallery.solutionLabel, option(gallery.filters.solution, 'totara').name[lang]);
        const both = matching('banking', 'totara');
        expect(both.length).toBeGreaterThan(0);
        expect(both.length).toBeLessThan(banking.length);
        await expect(cards).toHaveCount(both.length);
        await expect(page).toHaveURL(/industry=banking&solution=totara|solution=totara&industry=banking/);

        // Reload and share: the address holds the choice.
        await page.reload();
        await hydrated(page);
        await expect(cards).toHaveCount(both.length);
        await expect(
          section.getByRole('button', { name: new RegExp(`^${gallery.solutionLabel[lang]}`) }),
        ).toContainText(option(gallery.filters.solution, 'totara').name[lang]);

        // A combination nobody has.
        await choose(gallery.industryLabel, option(gallery.filters.industry, 'aviation').name[lang]);
        expect(matching('aviation', 'totara')).toEqual([]);
        await expect(section.getByText(uiStrings[lang].noResults)).toBeVisible();
        await expect(cards).toHaveCount(0);
        await expectNoAxeViolations(page);

        // 'All' first, and it clears the choice.
        await section.getByRole('button', { name: new RegExp(`^${gallery.industryLabel[lang]}`) }).click();
        const listbox = section
          .getByRole('list')
          .filter({ has: page.getByRole('button', { name: gallery.allLabel[lang] }) })
          .first();
        await expect(listbox.getByRole('button').first()).toHaveText(gallery.allLabel[lang]);
        await listbox.getByRole('button', { name: gallery.allLabel[lang], exact: true }).click();
        await expect(cards).toHaveCount(matching('all', 'totara').length);
        await expect(page).not.toHaveURL(/industry=/);
      });

      test('a card opens its story: back link, title, intro, every kind of body item, table of contents', async ({
        page,
      }) => {
        const story = gallery.stories[4] as Story;
        await visit(page, `/customer-stories?lng=${lang}`);
        await list(page, lang).cards.nth(4).getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`/customer-stories/${story.id}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title[lang]);
        const back = page.getByRole('link', { name: story.detailContent.backLinkText[lang] });
        await expect(back).toHaveAttribute('href', '/customer-stories');

        const body = story.detailContent.body;
        const text = (item: BodyItem) =>
          typeof item.content === 'string' ? item.content : (item.content as Localized)[lang];
        const article = page.locator('article');
        for (const item of body) {
          if (item.type === 'heading')
            await expect(article.getByRole('heading', { level: 2, name: text(item) })).toBeVisible();
          if (item.type === 'subheading')
            await expect(article.getByRole('heading', { level: 3, name: text(item) })).toBeVisible();
          if (item.type === 'paragraph') await expect(article.locator('p', { hasText: text(item) })).toBeVisible();
          if (item.type === 'image')
            await expect(article.getByRole('img', { name: (item.alt as Localized)[lang] })).toBeVisible();
          if (item.type === 'quote') await expect(article.locator('blockquote', { hasText: text(item) })).toBeVisible();
          if (item.type === 'quote_author')
            await expect(article.locator('figcaption', { hasText: text(item) })).toBeVisible();
          if (item.type === 'list')
            await expect(
              article.locator('ul', { hasText: (item.items as Array<{ content: Localized }>)[0]?.content[lang] }),
            ).toBeVisible();
        }
        expect(new Set(body.map((b) => b.type))).toEqual(
          new Set(['heading', 'subheading', 'paragraph', 'image', 'quote', 'quote_author', 'list']),
        );
        await expect(article.locator('[data-highlighted]').first()).toBeVisible();
        const share = page.getByRole('complementary', { name: story.detailContent.shareTitle[lang] });
        await expect(share.getByRole('link').first()).toHaveAttribute(
          'href',
          /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=http/,
        );
        await expect(share.getByRole('link').last()).toHaveAttribute('href', /^mailto:\?subject=/);
        await expect(
          page.getByRole('main').getByRole('link', { name: cta.buttonText[lang], exact: true }),
        ).toHaveAttribute('href', '/contact');
        await expectNoAxeViolations(page);

        await back.click();
        await expect(page).toHaveURL(/\/customer-stories(\?|$)/);
        await expect(list(page, lang).cards).toHaveCount(15);
      });

      test('the table of contents follows the reader and stays in view beside the article', async ({ page }) => {
        const story = gallery.stories[1] as Story;
        await visit(page, `/customer-stories/${story.id}?lng=${lang}`);
        const toc = page.getByRole('navigation', { name: story.detailContent.tocTitle[lang] });
        const headings = story.detailContent.body.filter((b) => b.type === 'heading');
        const links = toc.getByRole('link');
        await expect(links).toHaveCount(headings.length);
        await expect(links.first()).toHaveAttribute('aria-current', 'location');

        // Bring the third heading just above a third of the viewport: it becomes the current entry.
        const third = page.getByRole('heading', {
          level: 2,
          name: (headings[2] as BodyItem & { content: Localized }).content[lang],
        });
        await third.evaluate((el) =>
          window.scrollTo({
            top: window.scrollY + el.getBoundingClientRect().top - window.innerHeight / 4,
            behavior: 'instant',
          }),
        );
        await expect(links.nth(2)).toHaveAttribute('aria-current', 'location');
        await expect(links.first()).not.toHaveAttribute('aria-current', 'location');

        // A click on an entry takes the reader there.
        await links.nth(1).click();
        await expect(links.nth(1)).toHaveAttribute('aria-current', 'location');
        await expect(page).toHaveURL(new RegExp(`#section-${headings[1]?.id}$`));

        const sidebar = page.getByRole('complementary').filter({ has: toc });
        const firstParagraph = page.locator('article p[data-highlighted]').first();
        if (device === 'desktop') {
          // Sticky 100 px from the top while the article goes by…
          await third.evaluate((el) =>
            window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - 300, behavior: 'instant' }),
          );
          await expect.poll(() => sidebar.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
          // …and it stops at the end of the article (the share links are its last part).
          await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
          const share = page.getByRole('complementary', { name: story.detailContent.shareTitle[lang] });
          await expect
            .poll(async () => {
              const [aside, end] = await Promise.all([sidebar.boundingBox(), share.boundingBox()]);
              return Math.round(aside!.y + aside!.height - (end!.y + end!.height));
            })
            .toBe(0);
          expect((await sidebar.boundingBox())!.y).toBeLessThan(100);
          // Beside the article, at its start side.
          const box = (await sidebar.boundingBox())!;
          const articleBox = (await firstParagraph.boundingBox())!;
          if (lang === 'en') expect(box.x + box.width).toBeLessThan(articleBox.x);
          else expect(box.x).toBeGreaterThan(articleBox.x + articleBox.width);
        } else {
          // Above the article on a phone, scrolling away with the page.
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          const box = (await sidebar.boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual((await firstParagraph.boundingBox())!.y);
          expect(box.width).toBeGreaterThan(300);
          await third.evaluate((el) => el.scrollIntoView({ behavior: 'instant' }));
          await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(0);
        }
        await expectNoAxeViolations(page);
      });
    });
  }

  test(`a missing story says so in ${lang}, with status 404`, async ({ page }) => {
    const response = await visit(page, `/customer-stories/no-such-story?lng=${lang}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFound(lang) })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole('main').getByRole('link', { name: cta.buttonText[lang], exact: true })).toBeVisible();
  });
}

test('an unknown filter value finds nothing; a page past the end is not found; a malformed one goes to the canonical address', async ({
  page,
}) => {
  await visit(page, '/customer-stories?industry=space-travel');
  const { section, cards, pages } = list(page, 'en');
  await expect(cards).toHaveCount(0);
  await expect(section.getByText(uiStrings.en.noResults)).toBeVisible();
  await expect(pages).toHaveCount(0);

  const past = await page.goto('/customer-stories?page=99');
  expect(past?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  const malformed = await page.goto('/customer-stories?industry=banking&page=two');
  expect(malformed?.status()).toBe(200);
  expect(new URL(page.url()).search).toBe('?industry=banking');
  await expect(cards).toHaveCount(matching('banking', 'all').length);
});

test('visitors download only the cards of the page shown, and the list works without JavaScript', async ({
  browser,
  baseURL,
  request,
}) => {
  // The articles stay on the stories' own pages: none of their texts is in the list page.
  const html = await (await request.get('/customer-stories')).text();
  const article = gallery.stories
    .flatMap((story) => story.detailContent?.body ?? [])
    .map((part) => (typeof part.content === 'object' ? part.content?.en : undefined))
    // Words and spaces only, so that no escaping in the page can hide them.
    .flatMap((text) => (typeof text === 'string' ? (text.match(/^[A-Za-z ]{25}/) ?? []) : []));
  expect(article.length).toBeGreaterThan(10);
  for (const text of article) expect(html).not.toContain(text);
  // The same texts are on the stories' own pages.
  const first = gallery.stories.find((story) =>
    story.detailContent.body.some(
      (part) => typeof part.content === 'object' && part.content.en.startsWith(article[0] as string),
    ),
  );
  const story = await (await request.get(`/customer-stories/${first?.id}`)).text();
  expect(story).toContain(article[0]);
  // A story's page holds that story alone: no other story's article, nor the list's titles.
  const others = article.filter((text) => !JSON.stringify(first).includes(text));
  expect(others.length).toBeGreaterThan(5);
  for (const text of others) expect(story).not.toContain(text);
  const another = gallery.stories.find((s) => s.id !== first?.id && !JSON.stringify(first).includes(s.title.en));
  expect(story).not.toContain(another?.title.en);
  // Only the first page's titles are in the data.
  expect(html).not.toContain((gallery.stories[15] as Story).title.en);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/customer-stories?industry=banking&lng=ar');
  const { cards, pages } = list(page, 'ar');
  const banking = matching('banking', 'all');
  await expect(cards).toHaveCount(banking.length);
  await expect(cards.first().getByRole('link')).toHaveText((banking[0] as Story).title.ar);
  // The filters' form asks for the same address, keeping the language, back on page 1.
  await page.goto('/customer-stories?lng=ar&page=2');
  await page.getByRole('combobox', { name: gallery.solutionLabel.ar }).selectOption('totara');
  await page.getByRole('button', { name: uiStrings.ar.applyFilters }).click();
  await expect(page).toHaveURL(/[?]lng=ar&industry=all&solution=totara$/);
  await expect(cards).toHaveCount(matching('all', 'totara').length);

  await page.goto('/customer-stories?lng=ar');
  await pages.getByRole('link', { name: uiStrings.ar.next }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(cards).toHaveCount(gallery.stories.length - 15);
  await expect(cards.first().getByRole('link')).toHaveText((gallery.stories[15] as Story).title.ar);
  await context.close();
});
