import type { PagedList } from '../../kits/list-page/paged-list.ts';
import type { Post } from '../../kits/posts/post.ts';
import { newestFirst } from '../../ui/post-date.ts';
import { RESOURCES_PER_PAGE } from './filter.ts';

/** Blog posts and events (spec 000 §2): ?filter=blog|event (anything else: all)&page=, 12 a page, newest first. */
export const resourcesList: PagedList<unknown, Post> = {
  array: 'resources',
  perPage: RESOURCES_PER_PAGE,
  filters: () => [{ param: 'filter', options: ['blog', 'event'], unknownMeansAll: true }],
  matches: (post, chosen) => chosen.filter === undefined || post.type === chosen.filter,
  wants: (chosen) => (chosen.filter === undefined ? [] : [`type:${chosen.filter}`]),
  sort: newestFirst,
  // A card: everything but the article, which is the post's own page.
  card: ({ detailContent: _article, ...card }) => card,
};
