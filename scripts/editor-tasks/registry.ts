import type { Task } from './task.ts';
import { addStory } from './tasks/add-story.ts';
import { createLandingPage } from './tasks/create-landing-page.ts';
import { featurePost } from './tasks/feature-post.ts';
import { findAnything } from './tasks/find-anything.ts';
import { findNeedsArabic } from './tasks/find-needs-arabic.ts';
import { findStory } from './tasks/find-story.ts';
import { heroImage } from './tasks/hero-image.ts';
import { heroTitle } from './tasks/hero-title.ts';
import { inviteEditor } from './tasks/invite-editor.ts';
import { keyboardHeading } from './tasks/keyboard-heading.ts';
import { menuSubpage } from './tasks/menu-subpage.ts';
import { phoneEdit } from './tasks/phone-edit.ts';
import { publishPage } from './tasks/publish-page.ts';
import { quoteStory } from './tasks/quote-story.ts';
import { restoreStory } from './tasks/restore-story.ts';
import { restoreUnsaved } from './tasks/restore-unsaved.ts';
import { reuseImage } from './tasks/reuse-image.ts';
import { signOut } from './tasks/sign-out.ts';
import { teamOrder } from './tasks/team-order.ts';
import { undoDelete } from './tasks/undo-delete.ts';

/** Every task `npm run editor-tasks` runs, in this order (docs/editing.md). */
export const TASKS: readonly Task[] = [
  heroTitle,
  addStory,
  findStory,
  quoteStory,
  featurePost,
  restoreStory,
  teamOrder,
  heroImage,
  signOut,
  restoreUnsaved,
  findNeedsArabic,
  publishPage,
  createLandingPage,
  reuseImage,
  inviteEditor,
  undoDelete,
  keyboardHeading,
  menuSubpage,
  phoneEdit,
  findAnything,
];
