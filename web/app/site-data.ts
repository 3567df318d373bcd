import type { BlockContent, Page } from '@site/blocks';
import { localize } from '@site/blocks/localized';
import { useRouteLoaderData } from 'react-router';
import { readPage } from './page-json.ts';
import type { loader as rootLoader } from './root.tsx';

/** The header and footer pages the root loader fetched for every page. */
export function useSiteData() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) return { lang: 'en' as const, header: null, footer: null, globalError: false };
  return { ...data, header: data.header && readPage(data.header), footer: data.footer && readPage(data.footer) };
}

export function headerContent(header: Page | null): BlockContent<'HEADER'> | undefined {
  return header?.blocks.find((b) => b.block_type.toUpperCase() === 'HEADER')?.content as
    | BlockContent<'HEADER'>
    | undefined;
}

/** '{page name} - {product name}', or just the product name when there is no page name. */
export function documentTitle(
  /** The page's stored title, or its name already in `lang`. */
  pageTitle: Page['title'] | string | undefined,
  header: Page | null,
  lang: string,
): string {
  const product = localize(headerContent(header)?.productName, lang);
  const name = typeof pageTitle === 'string' ? pageTitle : localize(pageTitle ?? undefined, lang);
  return name && product ? `${name} - ${product}` : name || product;
}
