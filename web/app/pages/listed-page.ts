import { pageAsListed } from '@site/blocks/page-lists';
import { data, redirect } from 'react-router';
import { type PageJson, pageJson, readPage } from '../page-json.ts';

/**
 * A stored page as the address shows it to visitors (issue #30 part 3): its list blocks cut to the
 * page of cards asked for (`?industry=&page=2`). A page number past the end is the not-found page
 * (404); a malformed one moves to the address without it. Pages without such lists go as stored.
 */
export function listedPage(json: string, url: URL): PageJson {
  const stored = pageJson(json);
  const listed = pageAsListed(readPage(stored), url.searchParams);
  if (listed.kind === 'not-found') throw data(null, { status: 404 });
  if (listed.kind === 'redirect') throw redirect(`${url.pathname}${listed.search}`, 301);
  return listed.page.lists ? pageJson(JSON.stringify(listed.page)) : stored;
}
