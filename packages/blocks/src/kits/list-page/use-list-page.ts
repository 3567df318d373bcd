import { paginate } from '../../ui/pagination.tsx';
import { ALL, pageFromQuery } from './filters.ts';
import { useQueryState, useScrollOnPageChange } from './query-state.ts';

/*
 * The filtered, paginated list of the customer stories, the clients and the resources (spec 000 §2,
 * §4), in one place: the choices and the page live in the address (a reload or a shared link shows
 * the same list), a new choice starts again from page 1, a new page scrolls the list back into view.
 * A view reads its choices with `useListChoices`, filters, and shows the page `usePagedList` gives.
 */

/** The address's choices, and `choose` to pick a filter's option ('all' removes it) back on page 1. */
export function useListChoices() {
  const [params, update] = useQueryState();
  const choose = (key: string, id: string) => update({ [key]: id === ALL ? null : id, page: null });
  return { params, choose };
}

/** The page of `matching` the address asks for, the ref of the list's section and its pagination's props. */
export function usePagedList<T>(matching: readonly T[], perPage: number) {
  const [params, update] = useQueryState();
  const { items, page, pageCount } = paginate(matching, pageFromQuery(params.get('page')), perPage);
  const scroll = useScrollOnPageChange<HTMLElement>(page);
  return {
    items,
    /** On the list's section: where a new page scrolls to and moves focus (it needs tabIndex -1). */
    listRef: scroll.ref,
    pagination: {
      page,
      pageCount,
      onChange: (next: number) => {
        scroll.request();
        update({ page: next > 1 ? String(next) : null });
      },
    },
  };
}
