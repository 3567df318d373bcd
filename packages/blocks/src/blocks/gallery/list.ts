import type { PagedList } from '../../kits/list-page/paged-list.ts';
import { STORIES_PER_PAGE } from './filter.ts';
import type { Story } from './schema.ts';

type Content = { filters: { industry: Array<{ id: string }>; solution: Array<{ id: string }> } };

/** The customer stories list (spec 000 §2): ?industry=&solution=&page=, 15 cards a page. */
export const storiesList: PagedList<Content, Story> = {
  array: 'stories',
  perPage: STORIES_PER_PAGE,
  filters: (content) => [
    { param: 'industry', options: content.filters.industry.map((o) => o.id) },
    { param: 'solution', options: content.filters.solution.map((o) => o.id) },
  ],
  matches: (story, chosen) => Object.values(chosen).every((id) => story.categories.includes(id)),
  wants: (chosen) => Object.values(chosen).map((id) => `category:${id}`),
  // A card: the title, the picture, the industry tag. The article stays on the story's own page.
  card: ({ id, title, categories, image }) => ({ id, title, categories, ...(image ? { image } : {}) }),
};
