import type { Locator } from '@playwright/test';
import type { Path } from '@site/blocks';
import type { Story } from '../../../packages/blocks/src/blocks/gallery/schema.ts';
import { LIST_STRINGS } from '../../../web/app/editing/collections/strings.ts';
import { inspectorStrings } from '../../../web/app/editing/inspector/strings.ts';
import type { Actor } from '../actor.ts';
import { expect } from '../expect.ts';
import { PICTURE, seedBlock, UPLOADED } from '../files.ts';
import type { Lang, Task } from '../task.ts';
import { enterEditMode, escapeRegExp, inspect } from '../todays-editor.ts';

const STORY = {
  title: {
    en: 'Qamar Health trains 4,000 nurses on one platform',
    ar: 'قمر الصحية تدرّب أربعة آلاف ممرض على منصة واحدة',
  },
  summary: {
    en: 'Qamar Health moved every clinical course to one bilingual platform.',
    ar: 'نقلت قمر الصحية جميع دوراتها السريرية إلى منصة واحدة ثنائية اللغة.',
  },
  paragraph: {
    en: 'Nurses now finish their mandatory training on their phones between shifts.',
    ar: 'يُنهي الممرضون الآن تدريبهم الإلزامي على هواتفهم بين المناوبات.',
  },
  industry: 'healthcare',
};

type FilterOption = { id: string; name: Record<Lang, string> };
const gallery = seedBlock('customer-stories', 'GALLERY').content as {
  stories: Story[];
  filters: { industry: FilterOption[]; solution: FilterOption[] };
};
const industryName = (lang: Lang) =>
  gallery.filters.industry.find((o) => o.id === STORY.industry)?.name[lang] ?? STORY.industry;

/** The new story's form is its own (issue #30): its fields are at stories[0] of the form, as the one story in it. */
const storyPath: Path = ['stories', 0];
const at = (...path: Path) => `[data-field-path="${[...storyPath, ...path].join('.')}"]`;

/** Types both languages of the localized field in `field` (the panel saves as typing pauses). */
async function typeBoth(actor: Actor, field: Locator, text: { en: string; ar: string }) {
  const words = inspectorStrings[actor.ui.lang];
  await actor.type(field.getByRole('textbox', { name: new RegExp(`${escapeRegExp(words.english)}$`) }), text.en);
  await actor.type(field.getByRole('textbox', { name: new RegExp(`${escapeRegExp(words.arabic)}$`) }), text.ar);
}

/**
 * Issue #18: add a customer story (title, summary, cover image upload, one body paragraph,
 * industry) in both languages, then see it on /customer-stories and at its own address. In the
 * inspector: "New story" asks the title in both languages in place and makes the story from its
 * template (a highlighted summary paragraph and one paragraph to type over), first in the list and
 * open, its form saving the story alone; its page exists as soon as it is saved.
 */
export const addStory: Task = {
  name: 'add-story',
  budget: 16,
  start: '/customer-stories',
  async run(actor, lang) {
    const s = LIST_STRINGS[lang];
    await enterEditMode(actor);
    const panel = await inspect(actor, 2);
    const stories = panel.locator('section[data-list="stories"]');

    await actor.click(stories.getByRole('button', { name: s.newFor.stories, exact: true }));
    await actor.type(stories.getByLabel(s.titleEn, { exact: true }), STORY.title.en);
    await actor.type(stories.getByLabel(s.titleAr, { exact: true }), STORY.title.ar);
    await actor.click(stories.getByRole('button', { name: s.newFor.stories, exact: true }));
    const english = new RegExp(`${escapeRegExp(inspectorStrings[lang].english)}$`);
    await expect(panel.locator(at('title')).getByRole('textbox', { name: english })).toHaveValue(STORY.title.en);

    await actor.click(panel.locator(at('categories')).getByRole('checkbox', { name: industryName(lang), exact: true }));
    await actor.upload(panel.locator(at('image')).locator('input[type="file"]'), PICTURE);
    await expect(panel.locator(at('image')).getByRole('textbox')).toHaveValue(UPLOADED);
    const cover = await panel.locator(at('image')).getByRole('textbox').inputValue();

    // The body's two paragraphs, collapsed to their starter texts: open each and type over it.
    const body = panel.locator(`${at('detailContent', 'body')} section[data-list="body"] > ol > li`);
    for (const [index, text] of [STORY.summary, STORY.paragraph].entries()) {
      await actor.click(body.nth(index).locator('[aria-expanded]').first());
      await typeBoth(actor, panel.locator(at('detailContent', 'body', index, 'content')), text);
    }

    // Seen done: saved, and first among the stories on the page.
    await expect(panel.getByText(inspectorStrings[lang].saved, { exact: true }).first()).toBeVisible();
    await expect(actor.view.getByRole('link', { name: STORY.title[lang], exact: true }).first()).toBeVisible();
    // …and at its own address, from the story's 'Open its page'.
    await actor.click(stories.getByRole('link', { name: s.openPage }).first());
    await expect(actor.view.getByRole('heading', { level: 1 })).toHaveText(STORY.title[lang]);

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const list = await visit(`/customer-stories?industry=${STORY.industry}`, reading);
        const link = list.getByRole('link', { name: STORY.title[reading], exact: true });
        const card = list.getByRole('listitem').filter({ has: link });
        await expect(card).toContainText(industryName(reading));
        await expect(card.locator('img')).toHaveAttribute('src', cover);
        const href = await link.getAttribute('href');
        expect(href).toBe('/customer-stories/qamar-health-trains-4-000-nurses-on-one-platform');

        const page = await visit(String(href), reading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(STORY.title[reading]);
        await expect(page.locator('article img').first()).toHaveAttribute('src', cover);
        const paragraphs = page
          .locator('article p[dir="auto"]')
          .first()
          .locator('xpath=..')
          .locator(':scope > :not(aside)');
        await expect(paragraphs).toHaveText([STORY.summary[reading], STORY.paragraph[reading]]);
      }
    };
  },
};
