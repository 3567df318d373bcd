import type { ListedJson } from '@site/blocks';
import { emptyPage } from '@site/blocks/empty-page';
import { preloadBlockViews } from '@site/blocks/react';
import { data, redirect } from 'react-router';
import { useEditing } from '../editing/use-edit-mode.ts';
import { documentPageJson } from '../page-json.server.ts';
import { readPage } from '../page-json.ts';
import { listedPageOf, readListedPage } from '../pages/listed-page.ts';
import { PageError } from '../pages/page-error.tsx';
import { refusePreview } from '../pages/preview.ts';
import type { Route } from './+types/created-page';
import { ContentPageBody } from './content-page.tsx';
import NotFound from './not-found.tsx';

/**
 * Every address outside the fixed routes (ADR 0033): a page editors created, an address that moved
 * (301, the query kept; the server answers documents before rendering, this answers client-side
 * navigations) or went (410), else the not-found page with 404.
 */
export const handle = { indexable: (loaderData: unknown) => (loaderData as { kind?: string } | null)?.kind === 'page' };

export async function loader({ url, context }: Route.LoaderArgs) {
  let target: Awaited<ReturnType<NonNullable<typeof context.site.pathTarget>>> = null;
  try {
    target = (await context.site.pathTarget?.(url.pathname)) ?? null;
  } catch (error) {
    console.error(`Looking up "${url.pathname}" failed:`, error);
    throw data(null, { status: 503 });
  }
  if (target?.kind === 'redirect') {
    if (target.to) throw redirect(`${target.to}${url.search}`, 301);
    return data({ kind: 'gone' as const, page: null }, { status: 410 });
  }
  if (target?.kind !== 'page') return data({ kind: 'missing' as const, page: null }, { status: 404 });
  refusePreview(context);
  let listed: ListedJson | null;
  try {
    listed = await readListedPage(context.site, target.slug, url);
  } catch (error) {
    console.error(`Loading page "${target.slug}" failed:`, error);
    throw data(null, { status: 503 });
  }
  // Never published: visitors find nothing here; edit mode opens the draft.
  if (listed === null) {
    return data(
      { kind: 'draft' as const, page: documentPageJson(JSON.stringify(emptyPage(target.slug)), context, 'page') },
      { status: 404 },
    );
  }
  return { kind: 'page' as const, page: listedPageOf(listed, url, context) };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const result = await serverLoader();
  if (result.page) await preloadBlockViews(readPage(result.page).blocks.map((b) => b.block_type));
  return result;
}

export default function CreatedPage({ loaderData }: Route.ComponentProps) {
  const editing = useEditing();
  if (loaderData.page && (loaderData.kind === 'page' || editing)) {
    return <ContentPageBody page={readPage(loaderData.page)} />;
  }
  return <NotFound />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}
