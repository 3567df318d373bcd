import type { LocalizedText } from '../../localized.ts';
import type { FilterNames } from './paged-list.ts';

/** The id of the 'All' choice every filter starts with. */
export const ALL = 'all';

/** The first option among an item's categories (a story card's industry tag). */
export function firstOption<T extends { id: string }>(
  categories: readonly string[],
  options: readonly T[],
): T | undefined {
  return options.find((option) => categories.includes(option.id));
}

/** The content of a list filtered by industry and solution (the customer stories, the clients). */
export type CategoryFilters = {
  filters: Record<'industry' | 'solution', Array<{ id: string; name: LocalizedText }>>;
  industryLabel?: LocalizedText | undefined;
  solutionLabel?: LocalizedText | undefined;
};

/** Its two filters by their names: the labels and the options the block's content gives them. */
export function categoryFilterNames(content: CategoryFilters): FilterNames[] {
  return (['industry', 'solution'] as const).map((param) => ({
    param,
    label: param === 'industry' ? content.industryLabel : content.solutionLabel,
    options: content.filters[param].map(({ id, name }) => ({ id, name })),
  }));
}
