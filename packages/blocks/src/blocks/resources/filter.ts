import type { Post } from '../../kits/posts/post.ts';
import { newestFirst } from '../../ui/post-date.ts';

/** Spec 000 §9: the resources list shows 12 per page. */
export const RESOURCES_PER_PAGE = 12;

export type ResourceFilter = 'all' | Post['type'];

/** Spec 000 §2: `?filter=blog` or `?filter=event`; anything else means all. */
export function filterFromQuery(value: string | null | undefined): ResourceFilter {
  return value === 'blog' || value === 'event' ? value : 'all';
}

/** The posts of one kind (or all), newest first. */
export function filterResources<T extends Pick<Post, 'type' | 'date'>>(
  posts: readonly T[],
  filter: ResourceFilter,
): T[] {
  return posts.filter((post) => filter === 'all' || post.type === filter).sort(newestFirst);
}
