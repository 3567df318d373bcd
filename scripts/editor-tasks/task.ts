import type { Page } from '@playwright/test';
import type { Actor } from './actor.ts';

export type Lang = 'en' | 'ar';
/** Every task runs with the interface in English, then again in Arabic. */
export const LANGS: readonly Lang[] = ['en', 'ar'];

/** How a task's result is seen once it is done: as a visitor would, and in the editor's own tab. */
export interface Seeing {
  /** Opens `path` in a new visitor's browser (no session) reading `lang`, once the page is interactive. */
  visit(path: string, lang: Lang): Promise<Page>;
  /** The editor's tab as the task left it. */
  editor: Page;
}

/** Looks at the result the way a person would; throws when it is not there. */
export type Check = (seeing: Seeing) => Promise<void>;

export interface Task {
  /** What `npm run editor-tasks -- <name>` selects. */
  name: string;
  /** At most this many actions (issue #18). */
  budget: number;
  /** The page the editor is on when the clock starts: signed in, not yet editing. */
  start: string;
  /**
   * Does the task through `actor` alone, with the interface in `lang`, and resolves once the editor
   * can see it done (the clock stops there) with the check of its result (not timed).
   */
  run(actor: Actor, lang: Lang): Promise<Check>;
  /**
   * What happened before the clock starts, not counted (optional): for a task that begins where the
   * editor left off, such as text typed before a reload. Runs on the start page.
   */
  prepare?(page: Page, lang: Lang): Promise<void>;
}

/** Thrown by a task the interface offers no way to do at all. */
export class NotPossible extends Error {}
