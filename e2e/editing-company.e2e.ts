import type { Page } from '@playwright/test';
import {
  fieldIn,
  getDraft,
  gotoPublished,
  listIn,
  nextSave,
  openEditor,
  openItem,
  signIn,
  typeLocalized,
  typeText,
} from './editor.ts';
import { expect, test } from './fixtures.ts';

/** Edit mode on the home, about and why-choose-us pages: one or two fields of every block type they use. */
// Each test saves several fields and reloads the page: slower than one edit on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

type Localized = { en: string; ar: string };

/** What the editor calls the block types of these pages (their labels, never their type ids). */
const NAMES: Record<string, string> = {
  HERO: 'Page banner',
  WELCOME: 'Welcome',
  SOLUTIONS_GRID: 'Solutions grid',
  ADVANTAGES: 'Advantages with icons',
  LOGO_STRIP: 'Logo strip',
  SUCCESS_STORIES: 'Customer quotes',
  INSIGHTS: 'Latest insights',
  CTA: 'Call to action',
  WHO_WE_ARE: 'Who we are',
  LEARN_THRIVE: 'Two columns of text',
  VISION: 'Picture and text sections',
  GALLERY_SLIDER: 'Picture slider',
  BENEFIT_ITEMS: 'Benefits with pictures',
  PROMISE_CARDS: 'Numbered cards',
};

/** Selects the (only) block of `type` on the page by its toolbar's name and returns the inspector panel. */
async function inspectBlock(page: Page, type: string) {
  await page
    .getByRole('toolbar', { name: new RegExp(`^Block \\d+: ${NAMES[type] ?? type}$`) })
    .getByRole('button', { name: /Edit$/ })
    .click();
  const panel = page.getByRole('complementary', { name: `Inspector: ${NAMES[type] ?? type}` });
  await expect(panel).toBeVisible();
  return panel;
}

/** Item `index` (0-based) of the list `key` of the block of `type`, expanded by its summary. */
async function itemOf(page: Page, type: string, key: string, index: number) {
  return openItem(listIn(await inspectBlock(page, type), key), index);
}

/** The texts a visitor sees now, in English and in Arabic (a fresh render, no edit mode). */
async function expectOnPage(page: Page, path: string, values: Localized[]) {
  await gotoPublished(page, path);
  for (const value of values) await expect(page.getByText(value.en, { exact: true }).first()).toBeVisible();
  const arabic = await (await page.request.get(`${path}?lng=ar`)).text();
  for (const value of values) expect(arabic).toContain(value.ar);
}

test('about: the hero, who-we-are, learn-and-thrive, vision and call-to-action fields are edited and saved', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/about?edit=true');
  const edits = {
    hero: { en: 'About us, edited', ar: 'من نحن، بعد التعديل' },
    who: { en: 'Who we are, edited', ar: 'من نحن، نص معدّل' },
    learn: { en: 'Learn and thrive, edited', ar: 'تعلّم وازدهر، بعد التعديل' },
    vision: { en: 'Our mission, edited', ar: 'رسالتنا، بعد التعديل' },
    cta: { en: 'Write to us today', ar: 'راسلنا اليوم' },
  };
  await typeLocalized(page, fieldIn(await inspectBlock(page, 'HERO'), 'Title'), edits.hero.en, edits.hero.ar);
  await typeLocalized(page, fieldIn(await inspectBlock(page, 'WHO_WE_ARE'), 'Title'), edits.who.en, edits.who.ar);
  await typeLocalized(page, fieldIn(await inspectBlock(page, 'LEARN_THRIVE'), 'Title'), edits.learn.en, edits.learn.ar);
  const section = await itemOf(page, 'VISION', 'sections', 1);
  await typeLocalized(page, fieldIn(section, 'Title'), edits.vision.en, edits.vision.ar);
  // A colour typed as text (the picker beside it offers #rrggbb).
  await typeText(page, fieldIn(section, 'Background colour'), '#FDE9EE');
  await typeLocalized(page, fieldIn(await inspectBlock(page, 'CTA'), 'Button text'), edits.cta.en, edits.cta.ar);

  await expectOnPage(page, '/about', Object.values(edits));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edits.hero.en);
  await expect(page.getByRole('heading', { name: edits.vision.en }).locator('xpath=../..')).toHaveCSS(
    'background-color',
    'rgb(253, 233, 238)',
  );
  await expect(page.getByRole('link', { name: edits.cta.en })).toHaveAttribute('href', '/contact');
});

test('about: a gallery image is added to who-we-are and shows up in the loop', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/about?edit=true');
  const count = async () =>
    (
      (await (await getDraft(page, 'about')).json()).blocks.find(
        (b: { block_type: string }) => b.block_type === 'WHO_WE_ARE',
      ).content.images as unknown[]
    ).length;
  const before = await count();
  const images = listIn(await inspectBlock(page, 'WHO_WE_ARE'), 'images');
  const saved = nextSave(page);
  await images.getByRole('button', { name: 'Add an item' }).click();
  expect((await saved).status()).toBe(200);
  await expect(images.locator(':scope > ol > li')).toHaveCount(before + 1);
  await expect.poll(count).toBe(before + 1);
  await gotoPublished(page, '/about');
  await expect(page.getByRole('list', { name: /Who we are, edited|A team of/ }).getByRole('img')).toHaveCount(
    before + 1,
  );
});

test('why choose us: the gallery slider, benefit items and promise cards fields are edited and saved', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, '/why-choose-us?edit=true');
  const edits = {
    gallery: { en: 'Our days, edited', ar: 'أيامنا، بعد التعديل' },
    benefit: { en: 'Presence across the Gulf', ar: 'حضور في أنحاء الخليج' },
    promise: { en: 'Promises we keep', ar: 'وعود نفي بها' },
    card: { en: 'Straight answers, always.', ar: 'إجابات واضحة دائمًا.' },
  };
  const gallery = await inspectBlock(page, 'GALLERY_SLIDER');
  await typeLocalized(page, fieldIn(gallery, 'Title'), edits.gallery.en, edits.gallery.ar);
  const benefit = await itemOf(page, 'BENEFIT_ITEMS', 'items', 0);
  await typeLocalized(page, fieldIn(benefit, 'Title'), edits.benefit.en, edits.benefit.ar);
  const promises = await inspectBlock(page, 'PROMISE_CARDS');
  await typeLocalized(page, fieldIn(promises, 'Main title'), edits.promise.en, edits.promise.ar);
  const card = await openItem(listIn(promises, 'cards'), 0);
  await typeLocalized(page, fieldIn(card, 'Description'), edits.card.en, edits.card.ar);
  await expectOnPage(page, '/why-choose-us', Object.values(edits));
});

test('home: welcome, solutions grid, advantages, logo strip, and success stories fields are edited and saved (the insights show resources: editing-collections)', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page);
  const edits = {
    welcome: { en: 'Welcome, edited', ar: 'أهلًا بكم، بعد التعديل' },
    card: { en: 'Totara, edited', ar: 'Totara بعد التعديل' },
    advantage: { en: 'Expertise, edited', ar: 'خبرة، بعد التعديل' },
    story: { en: 'A quote, edited.', ar: 'اقتباس بعد التعديل.' },
  };
  const welcome = await inspectBlock(page, 'WELCOME');
  await typeLocalized(page, fieldIn(welcome, 'Subtitle'), edits.welcome.en, edits.welcome.ar);
  const solution = await itemOf(page, 'SOLUTIONS_GRID', 'cards', 0);
  await typeLocalized(page, fieldIn(solution, 'Title'), edits.card.en, edits.card.ar);
  const advantage = await itemOf(page, 'ADVANTAGES', 'advantages', 0);
  await typeLocalized(page, fieldIn(advantage, 'Title'), edits.advantage.en, edits.advantage.ar);
  // A choice is saved as soon as it is picked.
  const picked = nextSave(page);
  await fieldIn(advantage, 'Icon').getByRole('combobox').selectOption('support');
  expect((await picked).status()).toBe(200);
  await typeText(page, fieldIn(await itemOf(page, 'LOGO_STRIP', 'items', 0), 'Name'), 'Ramlah Group');
  const quote = await itemOf(page, 'SUCCESS_STORIES', 'stories', 0);
  await typeLocalized(page, fieldIn(quote, 'Quote'), edits.story.en, edits.story.ar);
  // The insights show the resources themselves: editing-collections.e2e.ts edits them from the home page.

  await expectOnPage(page, '/', Object.values(edits));
  await expect(page.getByRole('img', { name: 'Ramlah Group' })).toBeAttached();
  // The support icon (a headset) replaced the expertise star.
  await expect(
    page.getByRole('heading', { name: edits.advantage.en }).locator('xpath=../..').locator('path'),
  ).toHaveAttribute('d', /^M12 2a9 9 0 0 0-9 9v6/);
});

/** Replaces a home block's content through the API, as the editor does, and returns the previous content. */
async function putHomeBlock(page: Page, type: string, change: (content: Record<string, unknown>) => unknown) {
  const home = await (await getDraft(page, 'home')).json();
  const block = home.blocks.find((b: { block_type: string }) => b.block_type === type);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.put(`/v1/pages/blocks/${block.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { type, content: change(structuredClone(block.content)) },
  });
  expect(response.status()).toBe(200);
  return block.content as Record<string, unknown>;
}

test('a solution card with an id that has no page links to #', async ({ page }) => {
  await signIn(page);
  const before = await putHomeBlock(page, 'SOLUTIONS_GRID', (content) => {
    const cards = content.cards as Array<Record<string, unknown>>;
    cards.push({ ...cards[0], id: 'moodle', title: { en: 'Moodle Workplace', ar: 'Moodle Workplace' } });
    return content;
  });
  await gotoPublished(page, '/');
  const card = page.locator('#solutions-grid li').filter({ hasText: 'Moodle Workplace' });
  await expect(card.getByRole('link', { name: /Learn more/ })).toHaveAttribute('href', '#');
  await expect(card.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact');
  await putHomeBlock(page, 'SOLUTIONS_GRID', () => before);
});
