import type { Page, PageSettings } from '@site/blocks';
import { useSyncExternalStore } from 'react';

/**
 * Settings an editor saved in this tab, by page slug: the page's head shows them at once, without
 * fetching the page again (a page fetched again may come from the browser's cache for a while).
 * Only a newer version than the page's own counts, so a later load of the page wins once it has it.
 */
const saved = new Map<string, { settings: PageSettings; version: number }>();
const listeners = new Set<() => void>();

export function showSavedSettings(slug: string, settings: PageSettings, version: number) {
  saved.set(slug, { settings, version });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's settings and their version, or the ones saved here since, whichever is newer. */
export function useCurrentSettings(page: Pick<Page, 'slug' | 'settings' | 'settings_version'>) {
  const mine = useSyncExternalStore(
    subscribe,
    () => saved.get(page.slug),
    () => undefined,
  );
  // At the same version too: in edit mode, the draft's settings (ADR 0025) stand over the published ones.
  return mine && mine.version >= page.settings_version
    ? mine
    : { settings: page.settings, version: page.settings_version };
}
