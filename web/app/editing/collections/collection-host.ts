import { createContext } from 'react';

/**
 * What the page in edit mode does when the panel changes a collection's items one at a time: show a
 * saved item's content in its card, and read the list block again after an item was added, removed
 * or moved. Without a host (a form elsewhere) the list keeps to itself.
 */
export interface CollectionHost {
  itemSaved: (blockId: string, array: string, slug: string, content: unknown) => void;
  listChanged: (blockId: string, array: string) => void;
}

export const CollectionHostContext = createContext<CollectionHost | null>(null);

/**
 * An item to open in the panel's list of its collection, as the page was asked to
 * (`?item=stories/lulua-bank`, from Find anything): the list starts searched for it, the item open.
 */
export interface OpeningItem {
  collection: string;
  array: string;
  slug: string;
}

export const OpeningItemContext = createContext<OpeningItem | null>(null);
