import type { PagedList } from '../../kits/list-page/paged-list.ts';
import { CLIENTS_PER_PAGE } from './filter.ts';
import type { ClientItem } from './schema.ts';

type Content = { filters: { industry: Array<{ id: string }>; solution: Array<{ id: string }> } };

/** Clients (spec 000 §2): ?industry=&solution=&page=, 15 a page; a card opens the client's details, so it carries them. */
export const clientsList: PagedList<Content, ClientItem> = {
  array: 'clients',
  perPage: CLIENTS_PER_PAGE,
  filters: (content) => [
    { param: 'industry', options: content.filters.industry.map((o) => o.id) },
    { param: 'solution', options: content.filters.solution.map((o) => o.id) },
  ],
  matches: (client, chosen) => Object.values(chosen).every((id) => client.categories.includes(id)),
  wants: (chosen) => Object.values(chosen).map((id) => `category:${id}`),
  card: (client) => client,
};
