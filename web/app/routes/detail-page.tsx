import type { Page, SiteContext } from '@site/blocks';
import {
  DETAIL_KINDS,
  type DetailFound,
  type DetailItem,
  type DetailKind,
  type DetailSource,
  detailKindForPath,
  detailViews,
  findDetailItem,
} from '@site/blocks/details';
import { emptyPage } from '@site/blocks/empty-page';
import { mediaNamedIn } from '@site/blocks/page-lists';
import { MediaProvider, preloadBlockViews, useLanguage, useT } from '@site/blocks/react';
import { Suspense, use } from 'react';
import { data, useParams } from 'react-router';
import { EditGuard } from '../editing/edit-guard.tsx';
import { DraftDetail, EditableDetail } from '../editing/lazy.ts';
import { useEditing } from '../editing/use-edit-mode.ts';
import { PageBlocks } from '../pages/page-blocks.tsx';
import { PageError } from '../pages/page-error.tsx';
import { refusePreview } from '../pages/preview.ts';
import { DetailPageHead } from '../seo/page-head.tsx';
import { documentTitle, useSiteData } from '../site-data.ts';
import type { Route } from './+types/detail-page';

/** Search engines should find these pages (root.tsx adds canonical and hreflang links). */
export const handle = { indexable: true };

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const kind = detailKindForPath(url.pathname);
  if (!kind || !params.id) throw data(null, { status: 404 });
  refusePreview(context);
  const { template } = DETAIL_KINDS[kind];
  let found: DetailFound | null;
  let templatePage: Page | null;
  try {
    [found, templatePage] = await Promise.all([
      findItem(context.site, kind, params.id),
      context.site.getPage(template),
    ]);
  } catch (error) {
    console.error(`Loading the ${kind} "${params.id}" failed:`, error);
    throw data(null, { status: 503 });
  }
  const result = {
    kind,
    item: found?.item ?? null,
    source: found?.source ?? null,
    media: found?.media ?? {},
    /** The list page's name, for the breadcrumbs. */
    listTitle: found?.listTitle ?? null,
    template: templatePage ?? emptyPage(template),
  };
  // A missing item still gets the page (with the spec's message), but as a 404 for crawlers.
  return found ? result : data(result, { status: 404 });
}

/** The item alone where the server reads it so (ADR 0040); else found in the whole list page. */
async function findItem(site: SiteContext, kind: DetailKind, id: string): Promise<DetailFound | null> {
  if (site.detailItem) return site.detailItem(kind, id);
  const listPage = await site.getPage(DETAIL_KINDS[kind].list);
  const found = findDetailItem(kind, listPage, id);
  if (!found || !listPage) return null;
  return { ...found, media: mediaNamedIn(listPage.media, found.item), listTitle: listPage.title ?? null };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const result = await serverLoader();
  await Promise.all([detailViews[result.kind](), preloadBlockViews(result.template.blocks.map((b) => b.block_type))]);
  return result;
}

export default function DetailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { header } = useSiteData();
  const { kind, item, source, media, template } = loaderData;
  const editing = useEditing();
  const params = useParams();
  const title = item && typeof item.title !== 'undefined' ? (item.title as Parameters<typeof documentTitle>[0]) : null;
  return (
    <>
      <title>{documentTitle(title, header, lang)}</title>
      <DetailPageHead kind={kind} item={item} listTitle={loaderData.listTitle} template={template} media={media} />
      <EditGuard>
        {item && source ? (
          <MediaProvider media={media}>
            <Suspense fallback={null}>
              {editing ? (
                <Suspense fallback={<DetailView kind={kind} item={item} source={source} />}>
                  <EditableDetail
                    kind={kind}
                    item={item}
                    source={source}
                    render={(current) => <DetailView kind={kind} item={current} source={source} />}
                  />
                </Suspense>
              ) : (
                <DetailView kind={kind} item={item} source={source} />
              )}
            </Suspense>
          </MediaProvider>
        ) : editing && params.id ? (
          <Suspense fallback={null}>
            <DraftDetail
              kind={kind}
              id={params.id}
              render={(current, from) => <DetailView kind={kind} item={current} source={from} />}
              missing={<h1 className="page-state">{t(`detail.notFound.${kind}`)}</h1>}
            />
          </Suspense>
        ) : (
          <h1 className="page-state">{t(`detail.notFound.${kind}`)}</h1>
        )}
        <PageBlocks page={template} template />
      </EditGuard>
    </>
  );
}

function DetailView({ kind, item, source }: { kind: DetailKind; item: DetailItem; source: DetailSource }) {
  const View = use(detailViews[kind]()).default;
  return <View item={item} source={source} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}
