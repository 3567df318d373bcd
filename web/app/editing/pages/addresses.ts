import { MENU_DEPTH } from '@site/blocks';
import type { TFunction } from 'i18next';
import { ApiError } from '../../session/api-error.ts';

/** A page's address in edit mode, in the editor's language (Arabic adds ?lng=ar, ADR 0004). */
export function editAddress(path: string, language: string): string {
  return `${path}?edit=true${language === 'ar' ? '&lng=ar' : ''}`;
}

const ADDRESS_CODES = new Set(['invalid_path', 'reserved_path', 'path_taken']);

/** Where a refused create or move shows its reason: at the address when the address is the trouble, else for the form. */
export function addressError(error: unknown, t: TFunction): { path?: string; form?: string } {
  if (error instanceof ApiError && ADDRESS_CODES.has(error.code)) return { path: t(`errors.${error.code}`) };
  const reason = error instanceof ApiError ? error.message : String((error as Error)?.message ?? error);
  return { form: t('failed', { reason }) };
}

/** An address for a new page from its English title: 'Careers day' → '/careers-day' ('/' when nothing is left). */
export function addressFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `/${slug}`;
}

/** A header menu entry a new page's entry can go under: its first two levels, named with their parents. */
export interface MenuPlace {
  id: string;
  /** 'Solutions › Totara Suite', in one language. */
  name: string;
}

type MenuEntry = { id: string; label: unknown; path: string; children?: MenuEntry[] };

/**
 * The entries of the header's menu a page's entry can go under (the menu goes three levels deep),
 * and the one the page at `path` already sits under, if any: what New page offers first.
 */
export function menuPlaces(
  items: readonly MenuEntry[],
  nameOf: (label: unknown) => string,
  path: string,
): { places: MenuPlace[]; around: string | undefined } {
  const places: MenuPlace[] = [];
  let around: string | undefined;
  const walk = (list: readonly MenuEntry[], trail: string[], parent: string | undefined, depth: number) => {
    for (const entry of list) {
      if (entry.path === path && parent && !around) around = parent;
      const name = [...trail, nameOf(entry.label)];
      if (depth < MENU_DEPTH) places.push({ id: entry.id, name: name.join(' › ') });
      walk(entry.children ?? [], name, depth < MENU_DEPTH ? entry.id : parent, depth + 1);
    }
  };
  walk(items, [], undefined, 1);
  return { places, around };
}
