import type { MenuItem } from './schema.ts';

/** Any node of the menu tree (levels 1 to 3). */
export type MenuNode = Pick<MenuItem, 'id' | 'label' | 'path'> & { children?: readonly MenuNode[] | undefined };

/** The menu id of the solutions section and of the suite inside it (spec 000 §3). */
export const SOLUTIONS_ID = 'nav-solutions';
export const SUITE_ID = 'sol-totara';

/** Paths under this prefix get the 'totara' header with the suite's sub-header. */
export const SUITE_PATH_PREFIX = '/solutions/totara';

/** A path that leads somewhere; '#' and '' only hold children. */
export function hasRealPath(item: MenuNode): boolean {
  return !!item.path && item.path !== '#';
}

export function childrenOf(item: MenuNode): readonly MenuNode[] {
  return item.children ?? [];
}

/** Depth-first search of the whole tree by id. */
export function findMenuItem(items: readonly MenuNode[], id: string): MenuNode | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findMenuItem(childrenOf(item), id);
    if (found) return found;
  }
  return undefined;
}

export interface MobileEntry {
  item: MenuNode;
  /** 2 for the section's own items (and the suite's children in the solutions section), 3 below. */
  depth: 2 | 3;
}

/**
 * The entries of one mobile section. The solutions section flattens the suite's children: each comes
 * right after the suite, at the same level as the other solutions (spec 000 §2 Header). Elsewhere a
 * third level is listed indented under its parent. A section with a page of its own lists it first.
 */
export function mobileEntries(section: MenuNode): MobileEntry[] {
  const flatten = section.id === SOLUTIONS_ID;
  const own: MobileEntry[] = hasRealPath(section) ? [{ item: { ...section, children: undefined }, depth: 2 }] : [];
  return own.concat(
    childrenOf(section).flatMap((item): MobileEntry[] => [
      { item, depth: 2 },
      ...childrenOf(item).map((child): MobileEntry => ({ item: child, depth: flatten ? 2 : 3 })),
    ]),
  );
}

/** Whether `pathname` is the item's page. */
export function isCurrent(item: MenuNode, pathname: string): boolean {
  return hasRealPath(item) && item.path.replace(/\/+$/, '') === pathname.replace(/\/+$/, '');
}

/** Spec 000 §9: the home header turns solid once the page is scrolled more than 10 px. */
export const SOLID_AFTER_PX = 10;

export type HeaderVariant = 'transparent' | 'solid' | 'totara' | 'white';

/** Spec 000 §2 Header: transparent on home until scrolled, 'totara' under /solutions/totara, white elsewhere. */
export function headerVariant(pathname: string, scrolled: boolean): HeaderVariant {
  if (pathname === '/') return scrolled ? 'solid' : 'transparent';
  if (pathname.startsWith(SUITE_PATH_PREFIX)) return 'totara';
  return 'white';
}
