import type { Post } from '../../kits/posts/post.ts';
import { newestFirst } from '../../ui/post-date.ts';

/** Spec 000 §2: the insights slider shows the 6 newest posts, newest first. */
export const INSIGHTS_COUNT = 6;

export function newestPosts(posts: readonly Post[], count = INSIGHTS_COUNT): Post[] {
  return [...posts].sort(newestFirst).slice(0, count);
}
