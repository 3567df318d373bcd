import type { Locator, Page } from '@playwright/test';
import { strings as tabStrings } from '../packages/blocks/src/blocks/tabs/strings.ts';
import { uiStrings } from '../packages/blocks/src/ui/strings.ts';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openPage as open,
  seed,
  settleAnimations as settle,
  test,
} from './fixtures.ts';

/**
 * The Open edX, OpenSesame, iLearn catalogues, bespoke content and Rosetta Stone solution pages, and
 * the blocks first built for them: FAQ, TABS, ALTERNATING_FEATURES, LOGO_SHOWCASE and TIMELINE's
 * named steps.
 */

type Lang = 'en' | 'ar';
type Localized = Record<Lang, string>;
type Content = Record<string, unknown>;

const pages = {
  '/solutions/open-edx': 'solutions-openedx',
  '/solutions/opensesame': 'solutions-opensesame',
  '/solutions/ilearn-catalogues': 'solutions-ilearn-catalogues',
  '/solutions/bespoke-content': 'solutions-bespoke-content',
  '/solutions/rosetta-stone': 'solutions-rosetta-stone',
} as const;

const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };

test.describe.configure({ timeout: 60_000 });

function blocksOf(slug: string) {
  return seed(slug).blocks;
}
function contentOf(slug: string, type: string): Content {
  const block = blocksOf(slug).find((b) => b.block_type === type);
  if (!block) throw new Error(`${slug} has no ${type}`);
  return block.content;
}

/** The heading each block shows first, in page order: a block's order is visible as its headings' order. */
function blockHeadings(slug: string, lang: Lang): string[] {
  return blocksOf(slug).map((b) => {
    const c = b.content as { title?: Localized; mainTitle?: Localized };
    const text = (c.mainTitle ?? c.title)?.[lang] ?? '';
    return text.split('\n')[0] as string;
  });
}

const squash = (s: string) => s.replace(/\s+/g, '');

async function expectBlockOrder(page: Page, slug: string, lang: Lang) {
  const headings = (await page.locator('main').locator('h1, h2').allTextContents()).map(squash);
  let at = -1;
  for (const expected of blockHeadings(slug, lang)) {
    const found = headings.findIndex((h, i) => i > at && h.includes(squash(expected)));
    expect(found, `"${expected}" after heading ${at}`).toBeGreaterThan(at);
    at = found;
  }
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const lang of ['en', 'ar'] as const) {
    const q = lang === 'ar' ? '?lng=ar' : '';
    test.describe(`${device}, ${lang}`, () => {
      test.use({ viewport });

      for (const [path, slug] of Object.entries(pages)) {
        test(`${path}: every block in order, nothing overflowing${device === 'desktop' ? ', no axe violations' : ''}`, async ({
          page,
        }) => {
          await open(page, `${path}${q}`);
          await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            (contentOf(slug, 'SOLUTION_HERO').title as Localized)[lang],
          );
          await expectBlockOrder(page, slug, lang);
          await settle(page);
          await expectNoHorizontalOverflow(page);
          // Axe once per page and language (the desktop run); the mobile run checks layout and order.
          if (device === 'desktop') await expectNoAxeViolations(page);
        });
      }
    });
  }
}

type Faq = { mainTitle: Localized; items: Array<{ question: Localized; answer: Localized }> };
type Tabs = {
  mainTitle: Localized;
  buttonText?: Localized;
  tabs: Array<{ title: Localized; description: Localized; imageSrc: string }>;
};

for (const lang of ['en', 'ar'] as const) {
  const q = lang === 'ar' ? '?lng=ar' : '';

  test.describe(`desktop, ${lang}`, () => {
    test.use({ viewport: viewports.desktop });

    test('FAQ: first answer open, one at a time, the open one closes; keyboard works', async ({ page }) => {
      const faq = contentOf('solutions-openedx', 'FAQ') as Faq;
      await open(page, `/solutions/open-edx${q}`);
      const questions = faq.items.map((item) => page.getByRole('button', { name: item.question[lang] }));
      const answers = faq.items.map((item) => page.getByRole('region', { name: item.question[lang] }));
      const [q1, q2, q3] = questions as [Locator, Locator, Locator];
      const [a1, a2] = answers as [Locator, Locator];

      await expect(q1).toHaveAttribute('aria-expanded', 'true');
      await expect(a1).toBeVisible();
      await expect(a1).toContainText(faq.items[0]?.answer[lang] as string);
      await expect(q1).toHaveAttribute('aria-controls', (await a1.getAttribute('id')) as string);
      for (const other of questions.slice(1)) await expect(other).toHaveAttribute('aria-expanded', 'false');
      // The buttons sit inside headings.
      await expect(page.getByRole('heading', { level: 3, name: faq.items[1]?.question[lang] })).toBeVisible();

      await q2.click();
      await expect(q2).toHaveAttribute('aria-expanded', 'true');
      await expect(a2).toBeVisible();
      await expect(q1).toHaveAttribute('aria-expanded', 'false');
      await expect(a1).toBeHidden();

      await q2.click();
      await expect(q2).toHaveAttribute('aria-expanded', 'false');
      for (const question of questions) await expect(question).toHaveAttribute('aria-expanded', 'false');

      // Keyboard: arrows move between questions, Enter and Space toggle.
      await q1.focus();
      await page.keyboard.press('ArrowDown');
      await expect(q2).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(q3).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(q3).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Home');
      await expect(q1).toBeFocused();
      await page.keyboard.press('Space');
      await expect(q1).toHaveAttribute('aria-expanded', 'true');
      await expect(q3).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('End');
      await expect(questions[questions.length - 1] as Locator).toBeFocused();
    });

    test('TABS: first tab selected; clicks and arrow keys switch the image and text; the button goes to the form', async ({
      page,
    }) => {
      const tabs = contentOf('solutions-rosetta-stone', 'TABS') as Tabs;
      await open(page, `/solutions/rosetta-stone${q}`);
      const list = page.getByRole('tablist', { name: tabs.mainTitle[lang] });
      const tab = (i: number) => list.getByRole('tab', { name: tabs.tabs[i]?.title[lang] });
      const panel = page.getByRole('tabpanel');
      await expect(list.getByRole('tab')).toHaveCount(tabs.tabs.length);
      await expect(tab(0)).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toContainText(tabs.tabs[0]?.description[lang] as string);
      await expect(panel.locator('img')).toHaveAttribute('src', tabs.tabs[0]?.imageSrc as string);

      await tab(2).click();
      await expect(tab(2)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(0)).toHaveAttribute('aria-selected', 'false');
      await expect(panel).toContainText(tabs.tabs[2]?.description[lang] as string);
      await expect(panel.locator('img')).toHaveAttribute('src', tabs.tabs[2]?.imageSrc as string);
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab(2).getAttribute('id')) as string);

      // Roving focus: only the selected tab is in the tab order; arrows, Home and End move and select.
      await expect(tab(2)).toHaveAttribute('tabindex', '0');
      await expect(tab(1)).toHaveAttribute('tabindex', '-1');
      await tab(2).focus();
      await page.keyboard.press('ArrowDown');
      await expect(tab(3)).toBeFocused();
      await expect(tab(3)).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toContainText(tabs.tabs[3]?.description[lang] as string);
      await page.keyboard.press('ArrowDown');
      await expect(tab(0)).toBeFocused();
      await page.keyboard.press('End');
      await expect(tab(3)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tab(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tab(1)).toHaveAttribute('aria-selected', 'true');

      await expect(page.getByRole('link', { name: tabs.buttonText?.[lang] })).toHaveAttribute(
        'href',
        '#request-demo-form',
      );
    });

    test('TABS without a button text shows the default “Request a demo”', async ({ page }) => {
      const tabs = contentOf('solutions-opensesame', 'TABS') as Tabs;
      expect(tabs.buttonText).toBeUndefined();
      await open(page, `/solutions/opensesame${q}`);
      const section = page.locator('section').filter({ has: page.getByRole('tablist') });
      await expect(section.getByRole('link', { name: tabStrings[lang].requestDemo })).toHaveAttribute(
        'href',
        '#request-demo-form',
      );
    });

    test('ALTERNATING_FEATURES, LOGO_SHOWCASE and TIMELINE show their content', async ({ page }) => {
      const alt = contentOf('solutions-rosetta-stone', 'ALTERNATING_FEATURES') as {
        mainTitle: Localized;
        features: Array<{ title: Localized; imageAlt: Localized }>;
      };
      await open(page, `/solutions/rosetta-stone${q}`);
      const section = page.locator('section').filter({ has: page.getByRole('heading', { name: alt.mainTitle[lang] }) });
      // The picture's side alternates, mirrored in Arabic.
      const boxes = [];
      for (const feature of alt.features) {
        await expect(section.getByRole('heading', { level: 3, name: feature.title[lang] })).toBeVisible();
        const image = section.getByRole('img', { name: feature.imageAlt[lang] });
        await image.scrollIntoViewIfNeeded();
        boxes.push((await image.boundingBox())?.x ?? 0);
      }
      const [x0, x1, x2] = boxes as [number, number, number];
      if (lang === 'en') expect(x0).toBeLessThan(x1);
      else expect(x0).toBeGreaterThan(x1);
      expect(Math.abs(x0 - x2)).toBeLessThan(2);
      await expect(section.locator('svg[aria-hidden="true"]')).toHaveCount(3);

      // Named process steps: title and description, two-digit labels, alternating above and below.
      const process = contentOf('solutions-rosetta-stone', 'TIMELINE') as {
        steps: Array<{ title: Localized; description: Localized }>;
      };
      const steps = page.locator('ol li[data-position]');
      await expect(steps).toHaveCount(process.steps.length);
      await expect(steps.nth(1).getByRole('heading', { level: 3 })).toHaveText(process.steps[1]?.title[lang] as string);
      await expect(steps.nth(1)).toContainText(process.steps[1]?.description[lang] as string);
      expect(await steps.locator('span[aria-hidden="true"]').allTextContents()).toEqual(['01', '02', '03', '04', '05']);
      expect(await steps.evaluateAll((li) => li.map((e) => e.getAttribute('data-position')))).toEqual([
        'above',
        'below',
        'above',
        'below',
        'above',
      ]);

      const logos = contentOf('solutions-opensesame', 'LOGO_SHOWCASE') as {
        logoGroups: Array<{ title: Localized; logos: Array<{ alt: Localized; src: string }> }>;
      };
      await open(page, `/solutions/opensesame${q}`);
      for (const group of logos.logoGroups) {
        const heading = page.getByRole('heading', { level: 3, name: group.title[lang] });
        await expect(heading).toBeVisible();
        const list = heading.locator('xpath=following-sibling::ul[1]');
        await expect(list.getByRole('img')).toHaveCount(group.logos.length);
        await expect(list.getByRole('img', { name: group.logos[0]?.alt[lang] })).toHaveAttribute(
          'src',
          group.logos[0]?.src as string,
        );
      }
    });
  });

  test.describe(`mobile, ${lang}`, () => {
    test.use({ viewport: viewports.mobile });

    test('TABS is a one-slide swipe slider with clickable bullets on phones', async ({ page }) => {
      const tabs = contentOf('solutions-bespoke-content', 'TABS') as Tabs;
      await open(page, `/solutions/bespoke-content${q}`);
      await expect(page.getByRole('tablist')).toBeHidden();
      const slider = page
        .getByRole('region', { name: tabs.mainTitle[lang] })
        .and(page.locator('[aria-roledescription="carousel"]'));
      await slider.scrollIntoViewIfNeeded();
      await expect(slider).toHaveAttribute('data-ready', '');
      const slides = slider.locator('[data-slide]');
      await expect(slides).toHaveCount(tabs.tabs.length);
      const first = await slides.first().boundingBox();
      const viewportBox = await slider.boundingBox();
      // One slide fills the row (its box also holds the 30 px gap).
      expect(Math.abs((first?.width ?? 0) - (viewportBox?.width ?? 0))).toBeLessThanOrEqual(32);
      await expect(slides.first()).toContainText(tabs.tabs[0]?.description[lang] as string);

      const bullet = (n: number) => slider.getByRole('button', { name: uiStrings[lang].goToSlide(n), exact: true });
      await expect(bullet(tabs.tabs.length)).toBeVisible();
      await expect(bullet(1)).toHaveAttribute('aria-current', 'true');
      await bullet(3).click();
      await expect(bullet(3)).toHaveAttribute('aria-current', 'true');
      await expect(bullet(1)).not.toHaveAttribute('aria-current', 'true');
      // The third slide moves into view.
      const centre = (box: { x: number; width: number } | null) => (box ? box.x + box.width / 2 : 9999);
      await expect
        .poll(async () => Math.abs(centre(await slides.nth(2).boundingBox()) - centre(viewportBox)))
        .toBeLessThan(20);
    });
  });
}
