import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  productName,
  seed,
  settleAnimations,
  test,
} from './fixtures.ts';

/** The about and why-choose-us pages: every block, both languages, desktop and mobile. */

type Localized = { en: string; ar: string };
type Lang = keyof Localized;
type Block = { block_type: string; content: Record<string, unknown> };

const about = seed('about');
const why = seed('why-choose-us');
const of = <T>(page: { blocks: Block[] }, type: string) => page.blocks.find((b) => b.block_type === type)?.content as T;

test.describe.configure({ timeout: 60_000 });

const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };

async function open(page: Page, path: string, lng: Lang, viewport: keyof typeof viewports) {
  await page.setViewportSize(viewports[viewport]);
  await page.goto(`${path}?lng=${lng}`);
  await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
  await hydrated(page);
}

/** Waits until the page has hydrated (the header marks it), so what the tests act on stays in place. */
async function hydrated(page: Page) {
  await expect(page.locator('header[data-ready]')).toBeAttached();
}

for (const lng of ['en', 'ar'] as const) {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`about in ${lng} on ${viewport}: every block, nothing overflowing, axe clean`, async ({ page }) => {
      await open(page, '/about', lng, viewport);
      await expect(page).toHaveTitle(`${about.title[lng]} - ${productName[lng]}`);

      const hero = of<{ title: Localized; subtitle: Localized }>(about, 'HERO');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title[lng]);
      const heroSection = page.locator('main > section').first();
      await expect(heroSection.locator('p')).toHaveText(hero.subtitle[lng].split('\n'));
      // No button and no video in the about hero.
      await expect(heroSection.getByRole('link')).toHaveCount(0);
      await expect(heroSection.getByRole('button')).toHaveCount(0);
      await expect(heroSection.locator('video')).toHaveCount(0);

      const who = of<{ title: Localized; description: Localized; images: Array<{ alt: Localized }> }>(
        about,
        'WHO_WE_ARE',
      );
      await expect(page.getByRole('heading', { name: who.title[lng] })).toBeVisible();
      for (const line of who.description[lng].split('\n')) await expect(page.getByText(line)).toBeVisible();
      const gallery = page.getByRole('list', { name: who.title[lng] });
      await expect(gallery.getByRole('img')).toHaveCount(who.images.length);
      for (const image of who.images) await expect(gallery.getByRole('img', { name: image.alt[lng] })).toBeAttached();

      const learn = of<{
        title: Localized;
        descriptionLeft: Localized;
        descriptionRight: Localized;
        image_alt: Localized;
      }>(about, 'LEARN_THRIVE');
      const left = page.getByText(learn.descriptionLeft[lng].split('\n')[0] as string);
      const right = page.getByText(learn.descriptionRight[lng].split('\n')[0] as string);
      await right.scrollIntoViewIfNeeded();
      await expect(page.getByRole('img', { name: learn.image_alt[lng] })).toBeVisible();
      const [l, r] = [await left.boundingBox(), await right.boundingBox()];
      if (!l || !r) throw new Error('The learn-and-thrive columns have no box');
      if (viewport === 'mobile') expect(r.y).toBeGreaterThan(l.y);
      // The left column comes first in reading order: on the left in English, on the right in Arabic.
      else if (lng === 'en') expect(r.x).toBeGreaterThan(l.x);
      else expect(r.x).toBeLessThan(l.x);

      const vision = of<{ sections: Array<{ title: Localized; description: Localized; backgroundColor: string }> }>(
        about,
        'VISION',
      );
      const sides: boolean[] = [];
      for (const section of vision.sections) {
        const heading = page.getByRole('heading', { name: section.title[lng], level: 2 });
        const panel = page.locator('article').filter({ has: heading });
        await panel.scrollIntoViewIfNeeded();
        await expect(panel.locator('p')).toHaveText(section.description[lng].split('\n'));
        const [image, text] = [await panel.locator('img').boundingBox(), await heading.boundingBox()];
        if (!image || !text) throw new Error('A vision panel has no box');
        sides.push(viewport === 'mobile' ? image.y < text.y : image.x < text.x);
      }
      // Desktop: the image changes side from one section to the next (and mirrors in Arabic); mobile: always on top.
      if (viewport === 'mobile') expect(sides).toEqual([true, true, true]);
      else expect(sides).toEqual(lng === 'en' ? [true, false, true] : [false, true, false]);

      const cta = of<{ title: Localized; buttonText: Localized; email: string }>(about, 'CTA');
      await expect(page.getByRole('heading', { name: cta.title[lng] })).toBeVisible();
      await expect(page.getByRole('link', { name: cta.buttonText[lng], exact: true }).last()).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(page.getByRole('main').getByRole('link', { name: cta.email })).toHaveAttribute(
        'href',
        `mailto:${cta.email}`,
      );

      await settleAnimations(page);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });

    test(`why choose us in ${lng} on ${viewport}: every block, nothing overflowing, axe clean`, async ({ page }) => {
      await open(page, '/why-choose-us', lng, viewport);
      await expect(page).toHaveTitle(`${why.title[lng]} - ${productName[lng]}`);

      const hero = of<{ title: Localized; subtitle: Localized; image_alt: Localized }>(why, 'HERO');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title[lng]);
      await expect(page.getByText(hero.subtitle[lng])).toBeVisible();
      const team = page.getByRole('img', { name: hero.image_alt[lng] });
      await expect(team).toBeVisible();
      const [title, picture] = [await page.getByRole('heading', { level: 1 }).boundingBox(), await team.boundingBox()];
      if (!title || !picture) throw new Error('The hero has no box');
      // The team picture stands beside the text (at the end of the line), or below it on a phone.
      if (viewport === 'mobile') expect(picture.y).toBeGreaterThan(title.y + title.height);
      else if (lng === 'en') expect(picture.x).toBeGreaterThan(title.x + title.width / 2);
      else expect(picture.x + picture.width).toBeLessThan(title.x + title.width / 2);

      const gallery = of<{ title: Localized; images: Array<{ alt: Localized }> }>(why, 'GALLERY_SLIDER');
      await expect(page.getByRole('heading', { name: gallery.title[lng] })).toBeVisible();
      const slider = page.getByRole('region', { name: gallery.title[lng] });
      await expect(slider.getByRole('listitem')).toHaveCount(gallery.images.length);
      for (const image of gallery.images)
        await expect(slider.getByRole('img', { name: image.alt[lng] })).toBeAttached();

      const benefits = of<{ title: Localized; items: Array<{ title: Localized; backgroundColor: string }> }>(
        why,
        'BENEFIT_ITEMS',
      );
      await expect(page.getByRole('heading', { name: benefits.title[lng] })).toBeVisible();
      for (const item of benefits.items) {
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.title[lng] }) });
        await expect(card).toHaveCSS('background-color', hexToRgb(item.backgroundColor));
      }

      const promise = of<{ mainTitle: Localized; cards: Array<{ title: Localized; description: Localized }> }>(
        why,
        'PROMISE_CARDS',
      );
      await expect(page.getByRole('heading', { name: promise.mainTitle[lng] })).toBeVisible();
      const cards = page
        .getByRole('list')
        .filter({ has: page.getByRole('heading', { name: promise.cards[0]?.title[lng] }) });
      await expect(cards.getByRole('listitem')).toHaveCount(promise.cards.length);
      await expect(cards.getByRole('listitem').last()).toContainText(promise.cards.at(-1)?.description[lng] as string);

      const cta = of<{ title: Localized; buttonText: Localized }>(why, 'CTA');
      await expect(page.getByRole('link', { name: cta.buttonText[lng] })).toHaveAttribute('href', '/contact');

      await settleAnimations(page);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });
  }
}

test('the why-choose-us gallery loops and glides by itself, and pauses with its button', async ({ page }) => {
  await page.goto('/why-choose-us');
  await hydrated(page);
  const gallery = of<{ title: Localized; images: unknown[] }>(why, 'GALLERY_SLIDER');
  const slider = page.getByRole('region', { name: gallery.title.en });
  await slider.scrollIntoViewIfNeeded();
  const track = slider.getByRole('list');
  const position = () => track.evaluate((el) => getComputedStyle(el).transform);
  const first = await position();
  await expect.poll(position).not.toBe(first);
  const pause = slider.getByRole('button', { name: 'Pause the moving slides' });
  await pause.click();
  await page.mouse.move(0, 0);
  await slider.getByRole('button', { name: 'Play the moving slides' }).focus();
  await page.keyboard.press('Tab');
  const stopped = await position();
  await page.waitForTimeout(300);
  expect(await position()).toBe(stopped);
});

test('the about gallery scrolls in a seamless loop (drawn twice), pausable; still for reduced motion', async ({
  browser,
}) => {
  const who = of<{ title: Localized; images: unknown[] }>(about, 'WHO_WE_ARE');
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto('/about');
    await hydrated(page);
    const lists = page.locator('ul').filter({ has: page.locator(`img[src$="about-gallery-1.svg"]`) });
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true');
    await expect(lists.nth(1).locator('img')).toHaveCount(who.images.length);
    const track = lists.nth(0).locator('xpath=..');
    const toggle = page.getByRole('button', { name: 'Pause the scrolling' });
    if (reducedMotion === 'reduce') {
      await expect(track).toHaveCSS('animation-name', 'none');
      await expect(lists.nth(1)).toBeHidden();
      await expect(toggle).toBeHidden();
    } else {
      await expect(track).toHaveCSS('animation-play-state', 'running');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await page.mouse.move(0, 0);
      await page.keyboard.press('Tab');
      await expect(track).toHaveCSS('animation-play-state', 'paused');
    }
    await context.close();
  }
});

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
