/** The id of the 'All' choice every filter starts with. */
export const ALL = 'all';

/** The first option among an item's categories (a story card's industry tag). */
export function firstOption<T extends { id: string }>(
  categories: readonly string[],
  options: readonly T[],
): T | undefined {
  return options.find((option) => categories.includes(option.id));
}
