import { ALL } from './filters.ts';

/*
 * A list block whose address picks what it shows (issue #30 part 3): the customer stories, the
 * resources, the clients. One description per block (`defineBlock({ list })`) says which array holds
 * the entries, the filters the address may carry, the order and what a card needs; `sliceList`
 * turns content and address into the page shown. The server runs it to send visitors only that page
 * (the cards' fields, not every story's article); the editor, which has the whole draft, runs it in
 * the browser. Same function, same answer.
 */

/** One filter of the address (`industry`) and the ids it offers ('all' means none chosen). */
export interface ListFilter {
  param: string;
  options: readonly string[];
  /** A value not among the options means all (the resources' `?filter=`, spec 000 §2); else it matches nothing. */
  unknownMeansAll?: boolean;
}

/** Methods, not function properties: a list of stories is then a list of anything (`PagedList`). */
export interface PagedList<C = unknown, I = unknown> {
  /** The array of the block's content holding the entries. */
  readonly array: string;
  readonly perPage: number;
  filters(content: C): ListFilter[];
  /** Whether an entry shows for the chosen values (filters left at 'all' are absent). */
  matches(entry: I, chosen: Readonly<Record<string, string>>): boolean;
  /**
   * The same choice as the filter values its collection's items carry (`category:banking`, the
   * collection's `filterValues`): an item matches when it has every one. The database's way of
   * `matches`, so a list page reads one page of items (ADR 0040).
   */
  wants(chosen: Readonly<Record<string, string>>): string[];
  /** The list's order, when it is not the array's. */
  sort?(a: I, b: I): number;
  /** What a card shows of an entry: all a visitor's browser receives of it. */
  card(entry: I): unknown;
}

/** Where a page of a list stands, as the server sends it beside the page's entries. */
export interface ListSlice {
  total: number;
  page: number;
  pageCount: number;
}

/** What the address asks of a list: its chosen filters and page, or that its page number is malformed. */
export interface ListAddress {
  chosen: Record<string, string>;
  page: number;
  /** A page number that is not a whole number from 1 (`?page=abc`, `?page=0`): the address without it is canonical. */
  malformed: boolean;
}

const PAGE = /^[1-9]\d{0,8}$/;

export function readListAddress(list: PagedList, content: unknown, params: URLSearchParams): ListAddress {
  const chosen: Record<string, string> = {};
  for (const { param, options, unknownMeansAll } of list.filters(content)) {
    const value = params.get(param);
    if (!value || value === ALL || (unknownMeansAll && !options.includes(value))) continue;
    // An unknown value stays chosen: the visitor sees that nothing matches, not every entry.
    chosen[param] = value;
  }
  const raw = params.get('page');
  const malformed = raw !== null && !PAGE.test(raw);
  return { chosen, page: raw !== null && !malformed ? Number(raw) : 1, malformed };
}

/** The page of entries the address shows, the matching total, and whether that page exists. */
export function sliceList<I>(
  list: PagedList<never, I>,
  content: unknown,
  address: ListAddress,
): { entries: I[]; slice: ListSlice; exists: boolean } {
  const all = ((content as Record<string, unknown> | null)?.[list.array] ?? []) as I[];
  const matching = all.filter((entry) => list.matches(entry, address.chosen));
  if (list.sort) matching.sort((a, b) => list.sort?.(a, b) ?? 0);
  const pageCount = Math.max(1, Math.ceil(matching.length / list.perPage));
  const page = Math.min(address.page, pageCount);
  return {
    entries: matching.slice((page - 1) * list.perPage, page * list.perPage),
    slice: { total: matching.length, page, pageCount },
    exists: address.page <= pageCount,
  };
}

/** The address without its page (a new filter starts again from page 1) or with another one. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
