import type { ListedJson, Page } from '@site/blocks';
import { emptyPage } from '@site/blocks/empty-page';
import { preloadBlockViews, useLanguage, useT } from '@site/blocks/react';
import { data } from 'react-router';
import { EditGuard } from '../editing/edit-guard.tsx';
import { useEditing } from '../editing/use-edit-mode.ts';
import { readPage } from '../page-json.ts';
import { slugForPath } from '../page-slugs.ts';
import { cutHere, listedPageOf, readListedPage } from '../pages/listed-page.ts';
import { PageBlocks } from '../pages/page-blocks.tsx';
import { PageError } from '../pages/page-error.tsx';
import { refusePreview } from '../pages/preview.ts';
import { ContentPageHead } from '../seo/page-head.tsx';
import { pageName } from '../seo/page-meta.ts';
import { useCurrentSettings } from '../seo/settings-override.ts';
import { documentTitle, useSiteData } from '../site-data.ts';
import type { Route } from './+types/content-page';

/** Search engines should find these pages (root.tsx adds canonical and hreflang links). */
export const handle = { indexable: true };

export async function loader({ url, context }: Route.LoaderArgs) {
  const slug = slugForPath(url.pathname);
  if (!slug) throw data(null, { status: 404 });
  refusePreview(context);
  let listed: ListedJson | null;
  try {
    listed = await readListedPage(context.site, slug, url);
  } catch (error) {
    console.error(`Loading page "${slug}" failed:`, error);
    throw data(null, { status: 503 });
  }
  // A route with no stored page yet is an empty page, not a missing one.
  return listedPageOf(listed ?? cutHere(JSON.stringify(emptyPage(slug)), url), url, context);
}

/** On client-side navigation, the page's block views load together with its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await preloadBlockViews(readPage(data).blocks.map((b) => b.block_type));
  return data;
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageBody page={readPage(loaderData)} />;
}

/** A stored page with its title and head; also what a page editors created shows (created-page.tsx). */
export function ContentPageBody({ page }: { page: Page }) {
  const t = useT();
  const lang = useLanguage();
  const { header } = useSiteData();
  const editing = useEditing();
  const { settings } = useCurrentSettings(page);
  return (
    <>
      <title>{documentTitle(pageName(page.title, settings, lang), header, lang)}</title>
      <ContentPageHead page={page} />
      <EditGuard>
        {!editing && page.blocks.length === 0 ? (
          <p className="page-state" role="status">
            {t('page.empty')}
          </p>
        ) : (
          <PageBlocks page={page} />
        )}
      </EditGuard>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}
