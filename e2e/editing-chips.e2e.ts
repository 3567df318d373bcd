import type { Locator, Page } from '@playwright/test';
import { openEditor, signIn } from './editor.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue #31, part 2: the buttons drawn on a picture in edit mode ("chips") are named by the item's
 * own title, drawn only for the picture pointed at or focused, and kept clear of the block's toolbar
 * and the page bar on a phone. On the about page, whose pictures no test here changes.
 */
test.describe.configure({ timeout: 90_000 });

type Box = { x: number; y: number; width: number; height: number };
const meets = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Drawn or not: a picture's buttons stay in the layout (and the tab order) while hidden, with no opacity. */
const expectShown = (chip: Locator, shown: boolean) =>
  expect(chip.locator('xpath=..')).toHaveCSS('opacity', shown ? '1' : '0');

/** The boxes of a chip's buttons (Replace, From library), which may sit on two rows. */
async function buttonBoxes(chip: Locator): Promise<Box[]> {
  const boxes = await chip
    .locator('xpath=..')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as Box));
  expect(boxes.length).toBeGreaterThan(0);
  return boxes;
}

async function expectClearOfBars(page: Page, chip: Locator) {
  const block = page.getByRole('region').filter({ has: chip });
  const toolbar = await block.getByRole('toolbar').first().boundingBox();
  const pageBar = await page.locator('[data-page-bar]').boundingBox();
  for (const box of await buttonBoxes(chip)) {
    expect(meets(box, toolbar as Box), 'the block toolbar').toBe(false);
    expect(meets(box, pageBar as Box), 'the page bar').toBe(false);
  }
}

for (const lng of ['en', 'ar'] as const) {
  const ui =
    lng === 'en'
      ? {
          vision: 'Replace image: Our vision',
          visionLibrary: 'Image from library: Our vision',
          mission: 'Replace image: Our mission',
          hero: 'Replace background image',
        }
      : {
          vision: 'استبدال الصورة: رؤيتنا',
          visionLibrary: 'الصورة من المكتبة: رؤيتنا',
          mission: 'استبدال الصورة: رسالتنا',
          hero: 'استبدال صورة الخلفية',
        };

  test(`${lng}: a picture's buttons are named by its item's title and drawn for the picture pointed at or focused`, async ({
    page,
  }) => {
    await signIn(page);
    await openEditor(page, `/about?edit=true&lng=${lng}`);
    const vision = page.getByRole('button', { name: ui.vision, exact: true });
    const mission = page.getByRole('button', { name: ui.mission, exact: true });
    const hero = page.getByRole('button', { name: ui.hero, exact: true });
    await expect(vision).toHaveCount(1);
    await expect(page.getByRole('button', { name: ui.visionLibrary, exact: true })).toHaveCount(1);
    // Never a number or a path for a name.
    await expect(page.getByRole('button', { name: /Item \d|العنصر \d|›/ })).toHaveCount(0);

    // Nothing pointed at: no picture's buttons are drawn.
    await page.mouse.move(1, 1);
    for (const chip of [vision, mission, hero]) await expectShown(chip, false);

    // Pointing at the vision picture draws its buttons only, not its neighbour's nor the banner's.
    const picture = page.locator('img[src="/data/uploads/seed/about-vision.svg"]');
    await picture.scrollIntoViewIfNeeded();
    await picture.hover();
    await expectShown(vision, true);
    await expectShown(mission, false);
    await expectShown(hero, false);
    await page.mouse.move(1, 1);
    await expectShown(vision, false);

    // The keyboard reaches them: Tab from the block's toolbar until the button has the focus.
    const block = page.getByRole('region').filter({ has: vision });
    await block.getByRole('toolbar').first().getByRole('button').first().focus();
    for (let presses = 0; presses < 40; presses++) {
      if (await vision.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(vision).toBeFocused();
    await expectShown(vision, true);
    await expectShown(mission, false);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: ui.visionLibrary, exact: true })).toBeFocused();
    await expectShown(vision, true);
  });

  test(`${lng}: on a phone, a picture's buttons stay clear of the block toolbar and the page bar`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await openEditor(page, `/about?edit=true&lng=${lng}`);
    const hero = page.getByRole('button', { name: ui.hero, exact: true });
    // The banner's background lies under its heading: pointing at the heading points at it.
    await page.getByRole('heading', { level: 1 }).hover();
    await expectShown(hero, true);
    const heroBlock = page.getByRole('region').filter({ has: hero });
    await expect(heroBlock.getByRole('toolbar').first()).toHaveCSS('opacity', '1');
    await expectClearOfBars(page, hero);

    const vision = page.getByRole('button', { name: ui.vision, exact: true });
    const picture = page.locator('img[src="/data/uploads/seed/about-vision.svg"]');
    await picture.scrollIntoViewIfNeeded();
    await picture.hover();
    await expectShown(vision, true);
    await expectShown(hero, false);
    await expectClearOfBars(page, vision);
  });
}
