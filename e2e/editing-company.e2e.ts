import type { Page } from '@playwright/test';
import { openEditor, signIn } from './editor.ts';
import { expect, seed, test } from './fixtures.ts';

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

/** Opens `field` of the (only) block of `type` on the page and returns its dialog. */
async function openBlockField(page: Page, type: string, field: string) {
  await page
    .getByRole('toolbar', { name: new RegExp(`^Block \\d+: ${NAMES[type] ?? type}$`) })
    .getByRole('button', { name: /Edit$/ })
    .click();
  await page.getByRole('button', { name: `Edit ${field}` }).click();
  return page.getByRole('dialog', { name: `Edit ${field}` });
}

/** Types both languages into a localized field of a block, saves it, and closes the block's field list. */
async function editLocalized(page: Page, type: string, field: string, value: Localized) {
  const dialog = await openBlockField(page, type, field);
  await dialog.getByLabel('English').fill(value.en);
  await dialog.getByLabel('Arabic').fill(value.ar);
  await save(page, dialog);
}

async function editText(page: Page, type: string, field: string, value: string) {
  const dialog = await openBlockField(page, type, field);
  await dialog.getByLabel('Text').fill(value);
  await save(page, dialog);
}

/** A choice field: one of its options, by value. */
async function editChoice(page: Page, type: string, field: string, value: string) {
  const dialog = await openBlockField(page, type, field);
  await dialog.getByLabel(field).selectOption(value);
  await save(page, dialog);
}

/** A colour field: typed as text (the picker beside it offers #rrggbb). */
async function editColour(page: Page, type: string, field: string, value: string) {
  const dialog = await openBlockField(page, type, field);
  await dialog.getByRole('textbox', { name: field }).fill(value);
  await save(page, dialog);
}

async function save(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const saved = page.waitForResponse((r) => r.url().includes('/v1/pages/blocks/') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await page
    .getByRole('dialog', { name: /^Edit [A-Z_]+$/ })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The texts a visitor sees now, in English and in Arabic (a fresh render, no edit mode). */
async function expectOnPage(page: Page, path: string, values: Localized[]) {
  await page.goto(path);
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
  await editLocalized(page, 'HERO', 'Title', edits.hero);
  await editLocalized(page, 'WHO_WE_ARE', 'Title', edits.who);
  await editLocalized(page, 'LEARN_THRIVE', 'Title', edits.learn);
  await editLocalized(page, 'VISION', 'Sections › Item 2 › Title', edits.vision);
  await editColour(page, 'VISION', 'Sections › Item 2 › Background color', '#FDE9EE');
  await editLocalized(page, 'CTA', 'Button text', edits.cta);

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
      (await (await page.request.get('/v1/pages/about')).json()).blocks.find(
        (b: { block_type: string }) => b.block_type === 'WHO_WE_ARE',
      ).content.images as unknown[]
    ).length;
  const before = await count();
  await page
    .getByRole('toolbar', { name: /^Block \d+: Who we are$/ })
    .getByRole('button', { name: /Edit$/ })
    .click();
  await page.getByRole('button', { name: '+ Add an item' }).click();
  await expect.poll(count).toBe(before + 1);
  await page.goto('/about');
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
  await editLocalized(page, 'GALLERY_SLIDER', 'Title', edits.gallery);
  await editLocalized(page, 'BENEFIT_ITEMS', 'Items › Item 1 › Title', edits.benefit);
  await editLocalized(page, 'PROMISE_CARDS', 'Main title', edits.promise);
  await editLocalized(page, 'PROMISE_CARDS', 'Cards › Item 1 › Description', edits.card);
  await expectOnPage(page, '/why-choose-us', Object.values(edits));
});

test('home: welcome, solutions grid, advantages, logo strip, success stories and insights fields are edited and saved', async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page);
  const edits = {
    welcome: { en: 'Welcome, edited', ar: 'أهلًا بكم، بعد التعديل' },
    card: { en: 'Totara, edited', ar: 'Totara بعد التعديل' },
    advantage: { en: 'Expertise, edited', ar: 'خبرة، بعد التعديل' },
    story: { en: 'A quote, edited.', ar: 'اقتباس بعد التعديل.' },
    post: { en: 'An insight, edited', ar: 'رؤية بعد التعديل' },
  };
  await editLocalized(page, 'WELCOME', 'Subtitle', edits.welcome);
  await editLocalized(page, 'SOLUTIONS_GRID', 'Cards › Item 1 › Title', edits.card);
  await editLocalized(page, 'ADVANTAGES', 'Advantages › Item 1 › Title', edits.advantage);
  await editChoice(page, 'ADVANTAGES', 'Advantages › Item 1 › Icon id', 'support');
  await editText(page, 'LOGO_STRIP', 'Logos › Item 1 › Name', 'Ramlah Group');
  await editLocalized(page, 'SUCCESS_STORIES', 'Quotes › Item 1 › Quote', edits.story);
  // Item 7 is the newest post, the first card of the slider.
  await editLocalized(page, 'INSIGHTS', 'Posts › Item 7 › Title', edits.post);

  await expectOnPage(page, '/', Object.values(edits));
  await expect(page.getByRole('img', { name: 'Ramlah Group' })).toBeAttached();
  // The support icon (a headset) replaced the expertise star.
  await expect(
    page.getByRole('heading', { name: edits.advantage.en }).locator('xpath=../..').locator('path'),
  ).toHaveAttribute('d', /^M12 2a9 9 0 0 0-9 9v6/);
});

/** Replaces a home block's content through the API, as the editor does, and returns the previous content. */
async function putHomeBlock(page: Page, type: string, change: (content: Record<string, unknown>) => unknown) {
  const home = await (await page.request.get('/v1/pages/home')).json();
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
  await page.goto('/');
  const card = page.locator('#solutions-grid li').filter({ hasText: 'Moodle Workplace' });
  await expect(card.getByRole('link', { name: /Learn more/ })).toHaveAttribute('href', '#');
  await expect(card.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact');
  await putHomeBlock(page, 'SOLUTIONS_GRID', () => before);
});

test('insights with few posts: still on a wide screen (3 posts), movable on a narrow one (2 or more)', async ({
  page,
}) => {
  await signIn(page);
  const insights = seed('home').blocks.find((b) => b.block_type === 'INSIGHTS')?.content as {
    title: Localized;
    posts: unknown[];
  };
  const before = await putHomeBlock(page, 'INSIGHTS', (content) => ({ ...content, posts: insights.posts.slice(0, 3) }));
  const slider = page.getByRole('region', { name: insights.title.en });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(page.locator('header[data-ready]')).toBeAttached();
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('listitem')).toHaveCount(3);
  await expect(slider).not.toHaveAttribute('data-interactive', '');
  await expect(slider.getByRole('button', { name: /Go to slide/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(slider).toHaveAttribute('data-interactive', '');
  await expect(slider.getByRole('button', { name: /Go to slide/ })).toHaveCount(3);

  await putHomeBlock(page, 'INSIGHTS', () => before);
});
