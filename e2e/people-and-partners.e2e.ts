import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, seed, test } from './fixtures.ts';

/** Our team, partners, clients and awards (spec 000 §2, §4, §9). */

// Several tests open and close three modals or walk through many filter choices: allow more than
// the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

type Lang = 'en' | 'ar';
type Localized = { en: string; ar: string };
type Card = { id: string; name: Localized; categories?: string[]; [key: string]: unknown };

const SIX = ['redlight', 'purplelight1', 'yellowlight', 'bluelight', 'greenlight', 'orangelight'];
const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;

function block(slug: string, type: string) {
  const found = seed(slug).blocks.find((b) => b.block_type === type);
  if (!found) throw new Error(`${slug} has no ${type}`);
  return found.content as Record<string, unknown>;
}

const grids = [
  { path: '/our-team', slug: 'our-team', type: 'TEAM', list: 'members', cycle: 6, shown: 8 },
  { path: '/our-partners', slug: 'our-partners', type: 'PARTNERS', list: 'partners', cycle: 4, shown: 6 },
  { path: '/our-clients', slug: 'our-clients', type: 'CLIENTS', list: 'clients', cycle: 6, shown: 15 },
  { path: '/our-awards', slug: 'our-awards', type: 'AWARDS', list: 'awards', cycle: 6, shown: 6 },
] as const;

const cardsOf = (grid: (typeof grids)[number]) => block(grid.slug, grid.type)[grid.list] as Card[];
const heroOf = (slug: string) => seed(slug).blocks[0]?.content.title as Localized;
/** Always names the language: a visit with ?lng= is remembered for the next one. */
const url = (path: string, lang: Lang) => `${path}?lng=${lang}`;
/** Opens a page in a language and waits until it has hydrated (the header marks it). */
async function open(page: Page, path: string, lang: Lang) {
  await page.goto(url(path, lang));
  await expect(page.locator('header[data-ready]')).toBeAttached();
}

/** The grid's cards: buttons that open a dialog. */
const cards = (page: Page) => page.locator('main button[aria-haspopup="dialog"]');

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Waits until the dialog is gone (after its closing animation) and focus is back on `card`. */
async function expectClosedOnto(page: Page, card: Locator) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
}

for (const grid of grids) {
  for (const lang of ['en', 'ar'] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      test(`${grid.path} (${lang}, ${device}): grid in its colours, modal by click and keyboard, closed three ways`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await open(page, grid.path, lang);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroOf(grid.slug)[lang]);
        const title = block(grid.slug, grid.type).title as Localized;
        await expect(page.getByRole('heading', { level: 2, name: title[lang] })).toBeVisible();

        const items = cardsOf(grid);
        await expect(cards(page)).toHaveCount(grid.shown);
        const colors = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-color')));
        expect(colors).toEqual(Array.from({ length: grid.shown }, (_, i) => SIX[i % grid.cycle]));
        await expect(cards(page).first()).toContainText((items[0] as Card).name[lang]);
        await expectNoSideways(page);

        // Click: the modal names the item; the page behind does not scroll.
        const first = cards(page).first();
        await first.click();
        const dialog = page.getByRole('dialog', { name: (items[0] as Card).name[lang] });
        await expect(dialog).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
        const scrollY = await page.evaluate(() => window.scrollY);
        await page.mouse.move(3, viewport.height - 3);
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(100); // a wheel scroll would have landed by now
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
        await expectNoSideways(page);
        // The close button closes it, and focus goes back to the card.
        await dialog.getByRole('button', { name: lang === 'ar' ? 'إغلاق' : 'Close' }).click();
        await expectClosedOnto(page, first);

        // Keyboard: Enter on a focused card opens it; Escape closes it.
        const second = cards(page).nth(1);
        await second.focus();
        await page.keyboard.press('Enter');
        const secondDialog = page.getByRole('dialog', { name: (items[1] as Card).name[lang] });
        await expect(secondDialog).toBeVisible();
        // Tab never reaches the page behind: focus stays in the dialog (or leaves for the browser's own
        // controls, as a native modal dialog lets it, and comes straight back).
        const where = () =>
          page.evaluate(() => {
            const active = document.activeElement;
            return !active || active === document.body ? 'browser' : active.closest('dialog[open]') ? 'dialog' : 'page';
          });
        const visited: string[] = [];
        for (let i = 0; i < 4; i++) {
          await page.keyboard.press('Tab');
          visited.push(await where());
        }
        expect(visited).not.toContain('page');
        expect(visited).toContain('dialog');
        await page.keyboard.press('Escape');
        await expectClosedOnto(page, second);

        // Space opens too; a click on the overlay closes.
        const third = cards(page).nth(2);
        await third.focus();
        await page.keyboard.press(' ');
        await expect(page.getByRole('dialog', { name: (items[2] as Card).name[lang] })).toBeVisible();
        await page.mouse.click(3, 3);
        await expectClosedOnto(page, third);
      });
    }

    test(`${grid.path} (${lang}): no accessibility violations, also with a modal open`, async ({ page }) => {
      // Reduced motion: every card is drawn at once (no reveal), so axe sees the finished page.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, grid.path, lang);
      await expect(cards(page)).toHaveCount(grid.shown);
      await expectNoAxeViolations(page);
      await cards(page).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test(`${grid.path}: the server sends the grid in both languages`, async ({ request }) => {
    const items = cardsOf(grid);
    for (const lang of ['en', 'ar'] as const) {
      const html = await (await request.get(url(grid.path, lang))).text();
      expect(html).toContain(`dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
      for (const item of items.slice(0, grid.shown)) expect(html).toContain(item.name[lang]);
    }
  });
}

test.describe('the modal', () => {
  test('closes over 300 ms: still there, marked closing, then gone', async ({ page }) => {
    await open(page, '/our-awards', 'en');
    const card = cards(page).first();
    await card.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Timed in the page, so a busy test runner cannot miss the 300 ms window.
    await page.evaluate(() => {
      const dialog = document.querySelector('main dialog[open]') as HTMLDialogElement;
      const w = window as unknown as { closing: Promise<{ openWhileClosing: boolean; ms: number }> };
      w.closing = new Promise((resolve) => {
        let closingAt = 0;
        let openWhileClosing = false;
        new MutationObserver(() => {
          if (!closingAt && dialog.dataset.state === 'closing') {
            closingAt = performance.now();
            openWhileClosing = dialog.open && dialog.isConnected;
          }
          if (closingAt && !dialog.isConnected) resolve({ openWhileClosing, ms: performance.now() - closingAt });
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
    });
    await page.keyboard.press('Escape');
    const { openWhileClosing, ms } = await page.evaluate(
      () => (window as unknown as { closing: Promise<{ openWhileClosing: boolean; ms: number }> }).closing,
    );
    expect(openWhileClosing).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(1500);
    await expect(card).toBeFocused();
  });

  test('shows each kind of content: member bio, partner details, client description, award details', async ({
    page,
  }) => {
    const member = cardsOf(grids[0])[0] as Card & {
      position: Localized;
      bio: Array<{ type: string; text: Localized }>;
    };
    await open(page, '/our-team', 'en');
    await cards(page).first().click();
    let dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(member.position.en);
    const heading = member.bio.find((b) => b.type === 'heading');
    const list = member.bio.find((b) => b.type === 'list');
    await expect(dialog.getByRole('heading', { name: heading?.text.en })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(list?.text.en.split('\n') ?? []);
    await page.keyboard.press('Escape');

    const partner = cardsOf(grids[1])[1] as Card & { details: Localized };
    await open(page, '/our-partners', 'ar');
    await cards(page).nth(1).click();
    dialog = page.getByRole('dialog');
    for (const line of partner.details.ar.split('\n')) await expect(dialog).toContainText(line);
    await expect(dialog.locator('img')).toBeVisible();
    await page.keyboard.press('Escape');

    const client = cardsOf(grids[2])[0] as Card & { description: Localized; details: Localized };
    await open(page, '/our-clients', 'en');
    // The card shows the first paragraph of the description, the modal all of them.
    const [lead, rest] = client.description.en.split('\n\n');
    await expect(cards(page).first()).toContainText(String(lead));
    await expect(cards(page).first()).not.toContainText(String(rest));
    await cards(page).first().click();
    dialog = page.getByRole('dialog');
    await expect(dialog.locator('p')).toHaveText([String(lead), String(rest), client.details.en]);
    await page.keyboard.press('Escape');

    const award = cardsOf(grids[3])[0] as Card & { details: Localized };
    await open(page, '/our-awards', 'ar');
    await cards(page).first().click();
    await expect(page.getByRole('dialog')).toContainText(award.details.ar.split('\n')[0] as string);
  });
});

test.describe('team photo placeholders', () => {
  const members = cardsOf(grids[0]) as Array<Card & { photoCard: string; photoModal: string }>;
  const find = (id: string) => {
    const index = members.findIndex((m) => m.id === id);
    return { index, member: members[index] as (typeof members)[number] };
  };

  test("'card-' photos on cards and .jpg photos in the modal are drawn as initials on the card's colour, never fetched", async ({
    page,
  }) => {
    // Pictures only: a script's file name may contain 'card-' too.
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image') fetched.push(r.url());
    });
    await open(page, '/our-team', 'en');
    const saif = find('member-saif');
    expect(saif.member.photoCard).toContain('card-');
    const saifCard = cards(page).nth(saif.index);
    await expect(saifCard.locator('[data-placeholder]')).toHaveText('SN');
    await expect(saifCard.locator('img')).toHaveCount(0);
    const colour = await saifCard.evaluate((n) => getComputedStyle(n).backgroundColor);
    const placeholderColour = await saifCard
      .locator('[data-placeholder]')
      .evaluate((n) => getComputedStyle(n).backgroundColor);
    expect(placeholderColour).toBe(colour);
    // His modal photo is a real one.
    await saifCard.click();
    await expect(page.getByRole('dialog').locator('img')).toBeVisible();
    await expect(page.getByRole('dialog').locator('[data-placeholder]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Omar: a real card photo, a .jpg in the modal.
    const omar = find('member-omar');
    expect(omar.member.photoModal).toMatch(/\.jpg$/);
    const omarCard = cards(page).nth(omar.index);
    await expect(omarCard.locator('img')).toHaveCount(1);
    await omarCard.click();
    await expect(page.getByRole('dialog').locator('[data-placeholder]')).toHaveText('OS');
    await expect(page.getByRole('dialog').locator('img')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Latifa: placeholders in both, in Arabic too.
    await open(page, '/our-team', 'ar');
    const latifa = find('member-latifa');
    const latifaCard = cards(page).nth(latifa.index);
    await expect(latifaCard.locator('[data-placeholder]')).toHaveText('ل\u2009ظ');
    await latifaCard.click();
    await expect(page.getByRole('dialog').locator('[data-placeholder]')).toBeVisible();

    expect(fetched.filter((u) => u.includes('card-') || u.endsWith('.jpg'))).toEqual([]);
  });
});

test.describe('client filters and pages', () => {
  const content = block('our-clients', 'CLIENTS') as {
    clients: Card[];
    filters: { industry: Array<{ id: string; name: Localized }>; solution: Array<{ id: string; name: Localized }> };
    industryLabel: Localized;
    solutionLabel: Localized;
    allLabel: Localized;
  };
  const clients = content.clients;
  const matching = (industry: string, solution: string) =>
    clients.filter(
      (c) =>
        (industry === 'all' || c.categories?.includes(industry)) &&
        (solution === 'all' || c.categories?.includes(solution)),
    );
  const optionName = (kind: 'industry' | 'solution', id: string, lang: Lang) =>
    id === 'all' ? content.allLabel[lang] : (content.filters[kind].find((o) => o.id === id)?.name[lang] as string);

  const pagination = (page: Page, lang: Lang) =>
    page.getByRole('navigation', { name: lang === 'ar' ? 'صفحات العملاء' : 'Client pages' });
  /** A filter's button, named by its label and its current choice. */
  const filterButton = (page: Page, label: string) =>
    page.locator('main').getByRole('button', { name: new RegExp(`^${label} `) });

  async function choose(page: Page, kind: 'industry' | 'solution', id: string, lang: Lang) {
    const label = (kind === 'industry' ? content.industryLabel : content.solutionLabel)[lang];
    await filterButton(page, label).click();
    await page.getByRole('button', { name: optionName(kind, id, lang), exact: true }).click();
    await expect(filterButton(page, label)).toHaveAccessibleName(`${label} ${optionName(kind, id, lang)}`);
  }

  async function expectShown(page: Page, list: Card[], lang: Lang) {
    await expect(cards(page)).toHaveCount(list.length);
    const names = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
    names.forEach((text, i) => {
      expect(text).toContain((list[i] as Card).name[lang]);
    });
  }

  for (const [lang, device] of [
    ['en', 'desktop'],
    ['ar', 'mobile'],
  ] as const) {
    test(`(${lang}, ${device}) 'All' first, 15 per page, a new page scrolls up, a new filter goes back to page 1`, async ({
      page,
    }) => {
      await page.setViewportSize(viewports[device]);
      await open(page, '/our-clients', lang);
      const pages = pagination(page, lang);

      // Both filters start at 'All', 'All' listed first.
      for (const label of [content.industryLabel[lang], content.solutionLabel[lang]]) {
        await expect(filterButton(page, label)).toHaveAccessibleName(`${label} ${content.allLabel[lang]}`);
      }
      await filterButton(page, content.industryLabel[lang]).click();
      const options = page.locator('[data-option]:visible');
      await expect(options).toHaveText([content.allLabel[lang], ...content.filters.industry.map((o) => o.name[lang])]);
      await page.keyboard.press('Escape');
      await expect(options).toHaveCount(0);

      // Page 1 of 2, then page 2, scrolled up to the section.
      await expectShown(page, clients.slice(0, 15), lang);
      await expect(pages.getByRole('button', { name: /^(Previous|السابق)$/ })).toBeDisabled();
      await expect(pages.locator('[aria-current="page"]')).toHaveText('1');
      await pages.scrollIntoViewIfNeeded();
      await pages.getByRole('link', { name: lang === 'ar' ? 'الصفحة 2' : 'Page 2' }).click();
      await expectShown(page, clients.slice(15), lang);
      await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
      await expect(pages.getByRole('button', { name: /^(Next|التالي)$/ })).toBeDisabled();
      const sectionTop = () =>
        page.locator('section:has(nav)').evaluate((n) => Math.round(n.getBoundingClientRect().top));
      // Scrolling (smoothly) from below: wait until the section's top has come to rest near the top.
      await expect.poll(async () => ((top) => top >= 0 && top <= 100)(await sectionTop())).toBe(true);

      // From page 2, a filter goes back to page 1: narrowing and then widening again shows page 1.
      await choose(page, 'industry', 'banking', lang);
      await expectShown(page, matching('banking', 'all'), lang);
      await expect(pages).toHaveCount(0);
      await choose(page, 'industry', 'all', lang);
      await expectShown(page, clients.slice(0, 15), lang);
      await expect(pages.locator('[aria-current="page"]')).toHaveText('1');
    });

    test(`(${lang}, ${device}) a client shows only if it matches both filters; 'No results found' when none does`, async ({
      page,
    }) => {
      await page.setViewportSize(viewports[device]);
      await open(page, '/our-clients', lang);
      for (const [industry, solution] of [
        ['aviation', 'all'],
        ['all', 'rosetta'],
        ['energy', 'bespoke'],
        ['government', 'openedx'],
      ] as const) {
        await choose(page, 'industry', industry, lang);
        await choose(page, 'solution', solution, lang);
        const expected = matching(industry, solution);
        expect(expected.length).toBeGreaterThan(0);
        await expectShown(page, expected, lang);
      }

      expect(matching('aviation', 'rosetta')).toEqual([]);
      await choose(page, 'industry', 'aviation', lang);
      await choose(page, 'solution', 'rosetta', lang);
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText(lang === 'ar' ? 'لم يتم العثور على نتائج' : 'No results found')).toBeVisible();
      await expect(pagination(page, lang)).toHaveCount(0);
      await expectNoSideways(page);

      await choose(page, 'industry', 'all', lang);
      await choose(page, 'solution', 'all', lang);
      await expectShown(page, clients.slice(0, 15), lang);
      await expect(pagination(page, lang)).toBeVisible();
    });
  }

  test('a filtered card opens its own modal', async ({ page }) => {
    await open(page, '/our-clients', 'en');
    await choose(page, 'industry', 'healthcare', 'en');
    const expected = matching('healthcare', 'all');
    await cards(page).last().click();
    await expect(page.getByRole('dialog', { name: (expected.at(-1) as Card).name.en })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cards(page).last()).toBeFocused();
  });
});
