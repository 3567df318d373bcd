import { PUBLISHING_NS, publishingStrings } from '../../../web/app/editing/publishing/strings.ts';
import { expect } from '../expect.ts';
import { namespaceWords } from '../interface-strings.ts';
import type { Task } from '../task.ts';
import { enterEditMode } from '../todays-editor.ts';

const SUBTITLE = {
  en: 'Learning platforms and content, built with organisations across the Gulf.',
  ar: 'منصات تعلّم ومحتوى نبنيها مع المؤسسات في أنحاء الخليج.',
};
/** The subtitle's first line as seeded, in each language: what the editor taps. */
const SEEDED = {
  en: 'Learning platforms, content and language programmes',
  ar: 'منصات تعلّم ومحتوى تدريبي وبرامج لغوية',
};

/**
 * Issue #31: on a phone (390 px), change the home banner's subtitle in both languages and publish.
 * Edit mode; a tap on the subtitle opens its editor where it stands, English and Arabic one under
 * the other (saved as typing pauses); Publish in the one-row bar publishes at once (ADR 0045).
 */
export const phoneEdit: Task = {
  name: 'phone-edit',
  budget: 5,
  start: '/',
  async prepare(page) {
    await page.setViewportSize({ width: 390, height: 844 });
  },
  async run(actor, lang) {
    const t = namespaceWords(PUBLISHING_NS, publishingStrings, lang);
    await enterEditMode(actor);
    await actor.click(actor.view.locator('main').getByText(SEEDED[lang]).first());
    const editor = actor.view.getByRole('dialog', {
      name: actor.ui.editing('editField', { field: actor.ui.field(['subtitle'], 'HERO') }),
    });
    await actor.type(editor.getByLabel(actor.ui.editing('english')), SUBTITLE.en);
    await actor.type(editor.getByLabel(actor.ui.editing('arabic')), SUBTITLE.ar);
    const bar = actor.view.getByRole('region', { name: t('region') });
    await actor.click(bar.getByRole('button', { name: t('publishDirect'), exact: true }));
    await expect(bar.getByText(t('state.published'), { exact: true })).toBeVisible();

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const page = await visit('/', reading);
        await expect(page.locator('main').getByText(SUBTITLE[reading])).toBeVisible();
      }
    };
  },
};
