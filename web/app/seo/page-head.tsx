import type { BlockContent, Page } from '@site/blocks';
import { DETAIL_KINDS, type DetailItem, type DetailKind } from '@site/blocks/details';
import { type LocalizedText, localize } from '@site/blocks/localized';
import { useLanguage, useT } from '@site/blocks/react';
import { useLocation } from 'react-router';
import { PAGE_SLUGS, pageUrl } from '../page-slugs.ts';
import { headerContent, useSiteData } from '../site-data.ts';
import { fallbackFromBlocks, type MetaFallback, metaTags, type PageMeta, pageMeta, pageName } from './page-meta.ts';
import { useCurrentSettings } from './settings-override.ts';
import {
  article,
  breadcrumbs,
  faqPage,
  firstContent,
  type JobLike,
  jobPosting,
  jsonLd,
  organization,
  type Thing,
} from './structured-data.ts';

/** What every head needs: the site's address, name and company, the page's address, the language. */
function useSite() {
  const lang = useLanguage();
  const t = useT();
  const site = useSiteData();
  const { pathname } = useLocation();
  const publicUrl = ('publicUrl' in site && site.publicUrl) || '';
  const siteName = localize(headerContent(site.header)?.productName, lang);
  const org = organization(
    publicUrl,
    lang,
    headerContent(site.header),
    firstContent<BlockContent<'FOOTER'>>(site.footer, 'FOOTER'),
  );
  const urlOf = (path: string) => pageUrl(publicUrl, path, lang);
  const home = { name: t('page.home'), url: urlOf('/') };
  return { lang, publicUrl, siteName, org, urlOf, home, url: urlOf(pathname), pathname };
}

/** The head of a content page: its settings, else its hero's words; FAQ questions; breadcrumbs. */
export function ContentPageHead({ page }: { page: Page }) {
  const site = useSite();
  const { settings } = useCurrentSettings(page);
  const name = pageName(page.title, settings, site.lang);
  const isHome = site.pathname === '/';
  const meta = pageMeta({
    ...site,
    name,
    settings,
    fallback: fallbackFromBlocks(page.blocks),
    media: page.media,
  });
  return (
    <Head
      meta={meta}
      nodes={[
        site.org,
        isHome ? undefined : breadcrumbs([site.home, { name: name || meta.socialTitle, url: site.url }]),
        faqPage(page, site.lang),
      ]}
    />
  );
}

/**
 * The head of a story, vacancy or resource page: the item's own words and picture, the template
 * page's settings (shared by every item of the kind) where the item has none; Article or JobPosting.
 */
export function DetailPageHead({
  kind,
  item,
  listTitle,
  template,
  media,
}: {
  kind: DetailKind;
  item: DetailItem | null;
  listTitle: LocalizedText | null;
  template: Page;
  media: Page['media'];
}) {
  const site = useSite();
  const name = localize(item?.title as LocalizedText | undefined, site.lang);
  const fallback = item ? itemFallback(kind, item) : {};
  const shared = useCurrentSettings(template).settings;
  const meta = pageMeta({
    ...site,
    name,
    // The item's words and picture come first; the template's settings stand in where it has none.
    settings: {
      ...(shared.noindex ? { noindex: true } : {}),
      ...(fallback.image ? { image: fallback.image } : {}),
    },
    fallback: { description: fallback.description ?? shared.description, image: shared.image },
    media: { ...template.media, ...media },
    type: kind === 'vacancy' ? 'website' : 'article',
  });
  if (!item) return <Head meta={meta} nodes={[site.org]} />;
  const listPath = Object.keys(PAGE_SLUGS).find((path) => PAGE_SLUGS[path] === DETAIL_KINDS[kind].list) ?? '/';
  const trail = breadcrumbs([
    site.home,
    { name: localize(listTitle ?? undefined, site.lang) || site.siteName, url: site.urlOf(listPath) },
    { name, url: site.url },
  ]);
  const main: Thing =
    kind === 'vacancy'
      ? jobPosting({ url: site.url, lang: site.lang, job: item as JobLike, org: site.org })
      : article({
          url: site.url,
          lang: site.lang,
          headline: name,
          description: meta.description,
          image: meta.image?.url,
          datePublished: typeof item.date === 'string' ? item.date : undefined,
          org: site.org,
        });
  return <Head meta={meta} nodes={[site.org, trail, main]} />;
}

/** The not-found page: a description, nothing for search engines to index. */
export function NotFoundHead() {
  const site = useSite();
  const t = useT();
  return <meta name="description" content={`${t('notFound.title')} ${t('notFound.text')}`.trim() || site.siteName} />;
}

/** The item's summary and picture: a resource's description, a story's first paragraph, a job's summary. */
function itemFallback(kind: DetailKind, item: DetailItem): MetaFallback {
  const detail = (item.detailContent ?? {}) as Record<string, unknown>;
  if (kind === 'vacancy') {
    const summary = (detail.summary ?? {}) as { p1?: LocalizedText };
    return { description: (item.summary as LocalizedText | undefined) ?? summary.p1, image: str(detail.heroImage) };
  }
  const body = (detail.body ?? []) as Array<{ type?: string; content?: LocalizedText }>;
  const paragraph = body.find((piece) => !piece.type || piece.type === 'paragraph')?.content;
  return {
    description: (item.description as LocalizedText | undefined) ?? paragraph,
    image: str(item.image) ?? str(detail.introImage),
  };
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** The tags (React puts them in the document's head) and one JSON-LD script. */
function Head({ meta, nodes }: { meta: PageMeta; nodes: ReadonlyArray<Thing | undefined> }) {
  return (
    <>
      {metaTags(meta).map((tag) => (
        <meta key={`${tag.name ?? tag.property}:${tag.content}`} {...tag} />
      ))}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, never markup
        dangerouslySetInnerHTML={{ __html: jsonLd(nodes) }}
      />
    </>
  );
}
