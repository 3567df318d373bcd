import type { Page } from '@playwright/test';
import { commit, inspect, openEditor, savedWith, signIn } from './editor.ts';
import { expect, expectNoAxeViolations, seed, test } from './fixtures.ts';

/**
 * Translation status (issue #19, ADR 0026): a change of only the English of a text marks its
 * Arabic out of date, on the text, on its block and in the page's summary, whose filter steps to
 * it; writing the Arabic clears the marks. Runs on the `lists` server (playwright.config.ts), where
 * no other test edits the home page, so the page's counts are this file's alone; one test at a time.
 */
// Two or three axe runs over the whole home page in edit mode each: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

type Localized = { en: string; ar: string };
const home = seed('home').blocks;
const stories = home[5]?.content as { title: Localized; subtitle: Localized };
const logos = home[4]?.content as { title: Localized };

const summaryOf = (page: Page, name: string) => page.getByRole('group', { name });
const blockOf = (page: Page, name: RegExp) => page.getByRole('region', { name });

test('only the English changed: the Arabic reads out of date on the text, the block and the page, until it is written', async ({
  page,
}) => {
  // Axe looks at the whole page: no reveal still fading in below (on a busy machine it starts late).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  await openEditor(page, '/?edit=true&lng=en');
  const summary = summaryOf(page, 'Texts that need translating');
  await expect(summary).toContainText('Every text in both languages');

  // Block 6 (success stories): a new English title and subtitle; the Arabic stays as it was.
  const panel = await inspect(page, 6);
  const title = panel.locator('[data-field-label="Title"]');
  const subtitle = panel.locator('[data-field-label="Subtitle"]');
  const saved = savedWith(page, 'Success stories from the Gulf', 'What our clients say');
  await title.getByLabel('English').fill('Success stories from the Gulf');
  await subtitle.getByLabel('English').fill('What our clients say');
  await commit(page);
  expect((await saved).status()).toBe(200);

  // In the inspector: the state beside the Arabic input, part of its name.
  await expect(title.getByLabel('Arabic')).toHaveAccessibleDescription(/Arabic out of date/);
  await expect(title.getByLabel('English')).not.toHaveAccessibleDescription(/out of date/);
  await panel.getByRole('button', { name: 'Close the inspector' }).click();
  await expect(panel).toBeHidden();

  // On the page: the text carries the badge, as its description.
  const block = blockOf(page, /^Block 6:/);
  const heading = block.getByText('Success stories from the Gulf', { exact: true });
  await expect(heading).toHaveAccessibleDescription('Arabic out of date');
  await expect(block.getByText('Arabic out of date')).toHaveCount(2);
  await expect(block.getByText('Arabic out of date').first()).toBeVisible();
  // On the block's toolbar: how many.
  const count = page.getByRole('toolbar', { name: /^Block 6:/ }).getByRole('button', { name: /in this block need/ });
  await expect(count).toHaveAccessibleName(/2 texts in this block/);
  await expect(count).toContainText('2 to translate');
  // Other blocks are not marked.
  await expect(page.getByRole('toolbar', { name: /^Block 5:/ }).getByRole('button', { name: /translat/ })).toHaveCount(
    0,
  );

  await expectNoAxeViolations(page);

  // The page summary counts them; pressing it steps to the first, Next to the second.
  const start = summary.getByRole('button', { name: '2 texts need Arabic' });
  await start.click();
  await expect(summary).toContainText('1 of 2');
  const inspector = page.getByRole('complementary', { name: /^Inspector/ });
  await expect(inspector).toBeVisible();
  await expect(inspector.locator('[data-field-path="title"]')).toBeInViewport();
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: '1 of 2' })).toContainText('Arabic out of date');
  await expect(start).toBeFocused();
  await summary.getByRole('button', { name: 'Next' }).click();
  await expect(summary).toContainText('2 of 2');
  await expect(inspector.locator('[data-field-path="subtitle"]')).toBeInViewport();
  await expect(block.getByText('What our clients say', { exact: true })).toBeInViewport();
  await summary.getByRole('button', { name: 'Next' }).click();
  await expect(summary).toContainText('1 of 2');

  // The Arabic written: the title is in step again, its mark gone; one left.
  const fixed = savedWith(page, 'قصص نجاح من الخليج');
  await inspector.locator('[data-field-label="Title"]').getByLabel('Arabic').fill('قصص نجاح من الخليج');
  await commit(page);
  expect((await fixed).status()).toBe(200);
  await expect(heading).not.toHaveAccessibleDescription('Arabic out of date');
  await expect(block.getByText('Arabic out of date')).toHaveCount(1);
  await expect(summary.getByRole('button', { name: '1 text needs Arabic' })).toBeVisible();
  await expect(count).toContainText('1 to translate');

  // The subtitle's Arabic written too: nothing left.
  const last = await inspect(page, 6);
  await expect(last.locator('[data-field-label="Subtitle"]').getByLabel('Arabic')).toHaveAccessibleDescription(
    /Arabic out of date/,
  );
  const done = savedWith(page, 'ماذا يقول عملاؤنا');
  await last.locator('[data-field-label="Subtitle"]').getByLabel('Arabic').fill('ماذا يقول عملاؤنا');
  await commit(page);
  expect((await done).status()).toBe(200);
  await expect(summaryOf(page, 'Texts that need translating')).toContainText('Every text in both languages');
  await expect(blockOf(page, /^Block 6:/).getByText('Arabic out of date')).toHaveCount(0);
  expect(stories.title.en).not.toBe('Success stories from the Gulf');
});

test('in the Arabic interface: the mark, the count and the summary in Arabic, axe clean', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/?edit=true&lng=ar');
  const summary = summaryOf(page, 'النصوص التي تحتاج إلى ترجمة');
  await expect(summary).toContainText('كل النصوص باللغتين');

  // Block 5 (logos): only the English of its title changes.
  const panel = page.getByRole('complementary');
  await page
    .getByRole('toolbar', { name: /5/ })
    .getByRole('button', { name: /تحرير|Edit/ })
    .first()
    .click();
  const title = panel.locator('[data-field-path="title"]');
  const saved = savedWith(page, 'Trusted across the region');
  await title.locator('[lang="en"]').fill('Trusted across the region');
  await commit(page);
  expect((await saved).status()).toBe(200);
  await expect(title.locator('[lang="ar"]')).toHaveAccessibleDescription(/العربية غير محدَّثة/);
  await panel.locator('header button').last().click();
  await expect(panel).toBeHidden();

  const mark = page.getByText('العربية غير محدَّثة', { exact: true });
  await expect(mark).toBeVisible();
  await expect(page.getByText(logos.title.ar, { exact: true })).toHaveAccessibleDescription('العربية غير محدَّثة');
  await expect(page.getByRole('toolbar', { name: /5/ })).toContainText('نص واحد للترجمة');
  await expectNoAxeViolations(page);

  await summary.getByRole('button', { name: 'نص واحد يحتاج إلى العربية' }).click();
  await expect(summary).toContainText('١ من ١');
  await expect(panel.locator('[data-field-path="title"]')).toBeInViewport();
  await expectNoAxeViolations(page);

  const fixed = savedWith(page, 'موثوق بنا في أنحاء المنطقة');
  await panel.locator('[data-field-path="title"] [lang="ar"]').fill('موثوق بنا في أنحاء المنطقة');
  await commit(page);
  expect((await fixed).status()).toBe(200);
  await expect(mark).toHaveCount(0);
  await expect(summary).toContainText('كل النصوص باللغتين');
});
