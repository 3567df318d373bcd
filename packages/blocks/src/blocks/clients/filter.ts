/** The 'All' choice of a filter (spec 000 §2): it matches every client. */
export const ALL = 'all';

/** Spec 000 §9: clients per page. */
export const CLIENTS_PER_PAGE = 15;

export interface ClientChoice {
  industry: string;
  solution: string;
}

/**
 * Spec 000 §2 "Clients": a client shows only if it matches both filters; 'all' (or a choice that
 * is not an option any more) matches everything.
 */
export function matchesFilters(categories: readonly string[] | undefined, choice: ClientChoice): boolean {
  const has = (id: string) => id === ALL || (categories ?? []).includes(id);
  return has(choice.industry) && has(choice.solution);
}

export function filterClients<T extends { categories?: readonly string[] | undefined }>(
  clients: readonly T[],
  choice: ClientChoice,
): T[] {
  return clients.filter((client) => matchesFilters(client.categories, choice));
}

/** A filter's current choice, falling back to 'all' when the option it named is gone. */
export function validChoice(id: string, options: ReadonlyArray<{ id: string }>): string {
  return id !== ALL && options.some((option) => option.id === id) ? id : ALL;
}
