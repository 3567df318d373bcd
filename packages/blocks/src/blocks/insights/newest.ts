import type { Post } from './schema.ts';

/** Spec 000 §2: the insights slider shows the 6 newest posts, newest first. */
export const INSIGHTS_COUNT = 6;

export function newestPosts(posts: readonly Post[], count = INSIGHTS_COUNT): Post[] {
  // ISO dates sort as text; `<` rather than localeCompare, whose collator costs more than the sort.
  return [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, count);
}
