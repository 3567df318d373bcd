import { PAGES_NS, pagesStrings } from '../../web/app/editing/pages/strings.ts';
import { PUBLISHING_NS, publishingStrings } from '../../web/app/editing/publishing/strings.ts';
import type { Actor } from './actor.ts';
import { namespaceWords } from './interface-strings.ts';
import type { Lang } from './task.ts';
import { enterEditMode } from './todays-editor.ts';

/**
 * Edit mode, then New page from the page bar (two actions): the bar, the dialog, and the words of
 * pages and publishing in `lang`, for the tasks that create a page.
 */
export async function openNewPage(actor: Actor, lang: Lang) {
  const pages = namespaceWords(PAGES_NS, pagesStrings, lang);
  const publishing = namespaceWords(PUBLISHING_NS, publishingStrings, lang);
  const bar = actor.view.getByRole('region', { name: publishing('region') });
  await enterEditMode(actor);
  await actor.click(bar.getByRole('button', { name: pages('newPage') }));
  const dialog = actor.view.getByRole('dialog', { name: pages('newTitle') });
  return { pages, publishing, bar, dialog };
}
