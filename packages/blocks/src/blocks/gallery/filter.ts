/** Spec 000 §2, §9: the stories list shows 15 per page. */
export const STORIES_PER_PAGE = 15;

/** The id of the 'All' choice every filter starts with. */
export const ALL = 'all';

export interface StoryFilters {
  industry: string;
  solution: string;
}

/** A story shows when it matches both filters; 'all' matches everything (spec 000 §2). */
export function matchesFilters(categories: readonly string[], filters: StoryFilters): boolean {
  return (
    (filters.industry === ALL || categories.includes(filters.industry)) &&
    (filters.solution === ALL || categories.includes(filters.solution))
  );
}

export function filterStories<T extends { categories: readonly string[] }>(
  stories: readonly T[],
  filters: StoryFilters,
): T[] {
  return stories.filter((story) => matchesFilters(story.categories, filters));
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

/** The first option among a story's categories (its industry tag on the card). */
export function firstOption<T extends { id: string }>(
  categories: readonly string[],
  options: readonly T[],
): T | undefined {
  return options.find((option) => categories.includes(option.id));
}
