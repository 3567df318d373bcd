import type { ListedJson, SiteContext } from '@site/blocks';
import { pageAsListed } from '@site/blocks/page-lists';
import { type AppLoadContext, data, redirect } from 'react-router';
import { documentPageJson } from '../page-json.server.ts';
import { type PageJson, pageJson, readPage } from '../page-json.ts';

/*
 * A stored page as the address shows it to visitors (issue #30 part 3): its list blocks cut to the
 * page of cards asked for (`?industry=&page=2`). A page number past the end is the not-found page
 * (404); a malformed one moves to the address without it. Pages without such lists go as stored.
 */

/**
 * Reads page `slug` as `url` shows it: the server reads each list a page at a time from its
 * collection (`site.listPage`); a site without that (a preview's drafts) has the whole page cut
 * here. Null: no such page.
 */
export async function readListedPage(site: SiteContext, slug: string, url: URL): Promise<ListedJson | null> {
  if (site.listPage) return site.listPage(slug, url.searchParams);
  const json = await site.getPageJson(slug);
  return json === null ? null : cutHere(json, url);
}

/** The page to render, or the not-found page (404) or the canonical address (301) instead. */
export function listedPageOf(listed: ListedJson, url: URL, context: AppLoadContext): PageJson {
  if (listed.kind === 'not-found') throw data(null, { status: 404 });
  if (listed.kind === 'redirect') throw redirect(`${url.pathname}${listed.search}`, 301);
  return documentPageJson(listed.json, context, 'page');
}

/** The whole page's JSON cut to the address. */
export function cutHere(json: string, url: URL): ListedJson {
  const listed = pageAsListed(readPage(pageJson(json)), url.searchParams);
  if (listed.kind !== 'page') return listed;
  return { kind: 'page', json: listed.page.lists ? JSON.stringify(listed.page) : json };
}
