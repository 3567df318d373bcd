import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { ALL } from './filters.ts';
import { type ListSlice, type PagedList, readListAddress, sliceList, withPage } from './paged-list.ts';
import { useQueryState, useScrollOnPageChange } from './query-state.ts';

/*
 * The filtered, paginated lists of the customer stories, the clients and the resources (spec 000 §2,
 * §4), in one place: the choices and the page live in the address (a reload or a shared link shows
 * the same list), a new choice starts again from page 1, a new page scrolls the list back into view.
 * Visitors' pages come from the server already cut to the page asked for, with where it stands
 * (`ListSlices`), and so does the editor's draft (a page of the list, read again at each new address).
 */

const ListSlicesContext = createContext<Readonly<Record<string, ListSlice>> | undefined>(undefined);

type Address = readonly [URLSearchParams, (changes: Record<string, string | null>) => void];
const ListAddressContext = createContext<Address | undefined>(undefined);
/** Where the lists inside read and keep their choices instead of the router (the editor's draft). */
export const ListAddress = ListAddressContext.Provider;

/** Where each server-cut list of the page stands (`page.lists`), for the blocks inside. */
export function ListSlices({ lists, children }: { lists: Page['lists']; children: ReactNode }) {
  return createElement(ListSlicesContext.Provider, { value: lists }, children);
}
type Page = { lists?: Readonly<Record<string, ListSlice>> | undefined };

/**
 * The page of `block`'s list the address asks for: its entries, the matching total, the chosen
 * filters (`choose` picks another, back on page 1), and the pagination's props.
 */
export function useListPage<I>(list: PagedList<never, I>, block: { id: string; content: unknown }) {
  const slices = useContext(ListSlicesContext);
  const routed = useQueryState();
  const [params, update] = useContext(ListAddressContext) ?? routed;
  const cut = slices?.[block.id];
  const address = useMemo(
    () => readListAddress(list as PagedList, block.content, params),
    [list, block.content, params],
  );
  const local = useMemo(
    () => (cut ? null : sliceList(list, block.content, address)),
    [cut, list, block.content, address],
  );
  const entries = local ? local.entries : (((block.content as Record<string, unknown>)[list.array] ?? []) as I[]);
  const slice = local ? local.slice : (cut as ListSlice);
  const scroll = useScrollOnPageChange<HTMLElement>(slice.page);
  return {
    entries,
    total: slice.total,
    /** The address's query, for the filters' form without JavaScript. */
    params,
    /** The chosen value of each filter: 'all' when none. */
    chosen: (param: string) => address.chosen[param] ?? ALL,
    choose: (param: string, id: string) => update({ [param]: id === ALL ? null : id, page: null }),
    /** On the list's section: where a new page scrolls to and moves focus (it needs tabIndex -1). */
    listRef: scroll.ref,
    pagination: {
      page: slice.page,
      pageCount: slice.pageCount,
      /** The address of another page, for a link that works without JavaScript. */
      hrefFor: (page: number) => {
        const search = withPage(params, page).toString();
        return search ? `?${search}` : '?';
      },
      onChange: (next: number) => {
        scroll.request();
        update({ page: next > 1 ? String(next) : null });
      },
    },
  };
}
