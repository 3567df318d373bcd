import type { Page } from './page.ts';

/** A page with nothing stored yet: a route whose page has no blocks is empty, not missing. No zod, safe for the browser. */
export function emptyPage(slug: string): Page {
  return { slug, title: null, settings: {}, settings_version: 1, media: {}, blocks: [] };
}
