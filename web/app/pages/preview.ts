import { PREVIEW_QUERY, type PreviewRefusal } from '@site/blocks/previews';
import { type AppLoadContext, data } from 'react-router';

/** A preview token that opens nothing (ADR 0029) answers with its reason: 404 never issued, 410 expired or withdrawn. */
export function refusePreview(context: AppLoadContext): void {
  const refused = context.previewRefused;
  if (refused) throw data({ previewRefused: refused }, { status: refused === 'preview_not_found' ? 404 : 410 });
}

/** The reason a page answered with, when it was a preview link's. */
export function previewRefusalOf(errorData: unknown): PreviewRefusal | undefined {
  return (errorData as { previewRefused?: PreviewRefusal } | null | undefined)?.previewRefused;
}

/** Whether this address shows drafts through a preview link: never indexed. */
export const isPreviewUrl = (url: URL) => url.searchParams.has(PREVIEW_QUERY);
