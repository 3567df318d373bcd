/** The id of the 'All' choice every filter starts with. */
export const ALL = 'all';

/** Industry and solution: the two filters of the customer stories and the clients (spec 000 §2). */
export interface CategoryFilters {
  industry: string;
  solution: string;
}

/** An item shows when its categories match both filters; 'all' matches everything (spec 000 §2). */
export function matchesFilters(categories: readonly string[] | undefined, filters: CategoryFilters): boolean {
  const has = (id: string) => id === ALL || (categories ?? []).includes(id);
  return has(filters.industry) && has(filters.solution);
}

export function filterByCategories<T extends { categories?: readonly string[] | undefined }>(
  items: readonly T[],
  filters: CategoryFilters,
): T[] {
  return items.filter((item) => matchesFilters(item.categories, filters));
}

/** A choice read from the address: one of the options' ids, otherwise 'all'. */
export function validChoice(value: string | null | undefined, options: readonly { id: string }[]): string {
  return value && options.some((option) => option.id === value) ? value : ALL;
}

/** A page number read from the address: a whole number from 1, otherwise 1 (the list clamps it to its last page). */
export function pageFromQuery(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The first option among an item's categories (a story card's industry tag). */
export function firstOption<T extends { id: string }>(
  categories: readonly string[],
  options: readonly T[],
): T | undefined {
  return options.find((option) => categories.includes(option.id));
}
