import type { LocalizedText, SiteContext } from '@site/blocks';
import { DETAIL_KINDS, type DetailKind, detailItems } from '@site/blocks/details';
import { PAGE_SLUGS } from '@site/blocks/page-slugs';

export interface SiteLink {
  /** The address on this site: '/about', '/customer-stories/acme'. */
  path: string;
  title: LocalizedText;
  kind: 'page' | DetailKind;
  /** Kept out of search results by its page settings. */
  noindex: boolean;
}

/** Every address of the site that shows content: the content pages, the created ones, then each story, vacancy and resource. */
export async function siteLinks(site: SiteContext): Promise<SiteLink[]> {
  const links: SiteLink[] = [];
  for (const [path, slug] of Object.entries(PAGE_SLUGS)) {
    const page = await site.getPage(slug);
    if (page) links.push({ path, title: page.title ?? slug, kind: 'page', noindex: Boolean(page.settings?.noindex) });
  }
  // Pages editors created (ADR 0033), once published: a draft alone is no page to visitors.
  for (const { path, slug } of (await site.createdPages?.()) ?? []) {
    const page = await site.getPage(slug);
    if (page) links.push({ path, title: page.title ?? slug, kind: 'page', noindex: Boolean(page.settings?.noindex) });
  }
  for (const kind of Object.keys(DETAIL_KINDS) as DetailKind[]) {
    const { list, prefix } = DETAIL_KINDS[kind];
    const items = site.detailLinks ? await site.detailLinks(kind) : detailItems(kind, await site.getPage(list));
    for (const item of items) {
      links.push({
        path: `/${prefix}/${encodeURIComponent(item.id)}`,
        title: (item.title as LocalizedText | undefined) ?? item.id,
        kind,
        noindex: false,
      });
    }
  }
  return links;
}
