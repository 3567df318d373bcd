import type { Locator } from '@playwright/test';
import type { Path } from '@site/blocks';
import { STORIES_PER_PAGE } from '../../../packages/blocks/src/blocks/gallery/filter.ts';
import type { Story } from '../../../packages/blocks/src/blocks/gallery/schema.ts';
import { uiStrings } from '../../../packages/blocks/src/ui/strings.ts';
import type { Actor } from '../actor.ts';
import { expect } from '../expect.ts';
import { seedBlock } from '../files.ts';
import type { Lang, Task } from '../task.ts';
import {
  blockToolbar,
  closeDialogs,
  enterEditMode,
  escapeRegExp,
  openField,
  openFields,
  save,
  saveLocalized,
  uploadToField,
} from '../todays-editor.ts';

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
/** Where the new story lands: after the others. */
const index = gallery.stories.length;
/** A new story starts as a copy of the last one (ADR 0013), with its categories, pictures and body. */
const template = gallery.stories.at(-1) as Story;
const templateBody = template.detailContent?.body ?? [];
/** The copied body keeps its first paragraph (the summary, highlighted) and its next paragraph. */
const kept = [0, templateBody.findIndex((item, i) => i > 0 && item.type === 'paragraph')];
const storyPath: Path = ['stories', index];
const bodyPath: Path = [...storyPath, 'detailContent', 'body'];
const categoryName = (id: string, lang: Lang) =>
  [...gallery.filters.industry, ...gallery.filters.solution].find((o) => o.id === id)?.name[lang] ?? id;
const industryName = (lang: Lang) => categoryName(STORY.industry, lang);

/** The part of a dialog that holds one list's add and remove buttons, under the list's name. */
function listControls(dialog: Locator, actor: Actor, path: Path): Locator {
  const name = actor.ui.field(path);
  return dialog
    .locator('div')
    .filter({ has: actor.view.locator('strong', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) })
    .last();
}

/** On the list page: adds the story with its title, categories and pictures (fields of the list block). */
async function addOnList(actor: Actor, lang: Lang): Promise<{ cover: string; intro: string }> {
  const { ui } = actor;
  await enterEditMode(actor);
  const fields = await openFields(actor, blockToolbar(actor, 2, 'GALLERY'), 'GALLERY');
  const add = `+ ${ui.editing('addItemFor.stories', { defaultValue: ui.editing('addItem') })}`;
  await actor.click(listControls(fields, actor, ['stories']).getByRole('button', { name: add, exact: true }));
  const askName = actor.view.getByRole('dialog', { name: ui.editing('nameOfItem'), exact: true });
  await actor.type(askName.getByLabel(ui.editing('nameOfItem'), { exact: true }), STORY.title.en);
  await save(actor, askName);
  await expect(
    fields.getByRole('button', { name: ui.editing('editField', { field: ui.field([...storyPath, 'title']) }) }),
  ).toBeVisible();

  await saveLocalized(actor, await openField(actor, [...storyPath, 'title']), { ar: STORY.title.ar });

  const categories = await openField(actor, [...storyPath, 'categories']);
  for (const id of template.categories)
    await actor.click(categories.getByRole('checkbox', { name: categoryName(id, lang), exact: true }));
  await actor.click(categories.getByRole('checkbox', { name: industryName(lang), exact: true }));
  await save(actor, categories);

  const cover = await uploadToField(actor, [...storyPath, 'image']);
  // The story's own page shows its intro image before its card image, and the copy kept the last
  // story's: the new picture goes there too.
  const intro = await uploadToField(actor, [...storyPath, 'detailContent', 'introImage']);
  await closeDialogs(actor);
  return { cover, intro };
}

/** On the story's own page: its summary and one paragraph; the rest of the copied body goes. */
async function writeBody(actor: Actor, lang: Lang): Promise<void> {
  const { ui } = actor;
  const page = Math.floor(index / STORIES_PER_PAGE) + 1;
  if (page > 1) await actor.click(actor.view.getByRole('button', { name: uiStrings[lang].page(page), exact: true }));
  await actor.click(actor.view.getByRole('link', { name: STORY.title[lang], exact: true }));
  await expect(actor.view.getByRole('heading', { level: 1 })).toHaveText(STORY.title[lang]);
  // The story's link leaves edit mode.
  await enterEditMode(actor);
  const toolbar = actor.view.getByRole('toolbar', { name: ui.editing('fieldsTitle', { type: 'GALLERY' }) });
  const fields = await openFields(actor, toolbar, 'GALLERY');

  const [summaryAt, paragraphAt] = kept as [number, number];
  await saveLocalized(actor, await openField(actor, [...bodyPath, summaryAt, 'content']), STORY.summary);
  await saveLocalized(actor, await openField(actor, [...bodyPath, paragraphAt, 'content']), STORY.paragraph);

  const controls = listControls(fields, actor, bodyPath);
  const removeButtons = controls.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(ui.editing('removeItem'))} `),
  });
  const confirm = actor.view.getByRole('alertdialog', {
    name: ui.editing('deleteItemFor.body', { defaultValue: ui.editing('deleteItem') }),
  });
  // From the end, so the items still to remove keep their numbers.
  for (let i = templateBody.length - 1; i >= 0; i--) {
    if (kept.includes(i)) continue;
    const before = await removeButtons.count();
    await actor.click(
      controls.getByRole('button', { name: `${ui.editing('removeItem')} (${ui.editing('item', { n: i + 1 })})` }),
    );
    await actor.click(confirm.getByRole('button', { name: ui.editing('confirm'), exact: true }));
    await expect(removeButtons).toHaveCount(before - 1);
  }
  await closeDialogs(actor);
}

/**
 * Issue #18: add a customer story (title, summary, cover image upload, one body paragraph,
 * industry) in both languages, then see it on /customer-stories and at its own address. Stories
 * have no summary field today: the seed's stories open with a highlighted paragraph, and so does this.
 */
export const addStory: Task = {
  name: 'add-story',
  budget: 16,
  start: '/customer-stories',
  async run(actor, lang) {
    const { cover, intro } = await addOnList(actor, lang);
    await writeBody(actor, lang);
    await expect(actor.view.getByText(STORY.paragraph[lang], { exact: true })).toBeVisible();

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const list = await visit(`/customer-stories?industry=${STORY.industry}`, reading);
        const link = list.getByRole('link', { name: STORY.title[reading], exact: true });
        const card = list.getByRole('listitem').filter({ has: link });
        await expect(card).toContainText(industryName(reading));
        await expect(card.locator('img')).toHaveAttribute('src', cover);
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^\/customer-stories\/[^/]+$/);

        const story = await visit(String(href), reading);
        await expect(story.getByRole('heading', { level: 1 })).toHaveText(STORY.title[reading]);
        await expect(story.locator('article img').first()).toHaveAttribute('src', intro);
        const body = story.locator('article p[dir="auto"]').first().locator('xpath=..').locator(':scope > :not(aside)');
        await expect(body).toHaveText([STORY.summary[reading], STORY.paragraph[reading]]);
      }
    };
  },
};
