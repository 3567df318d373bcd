import { useT } from '@site/blocks/react';
import { isRouteErrorResponse } from 'react-router';
import NotFound from '../routes/not-found.tsx';
import { previewRefusalOf } from './preview.ts';

/** What a content or detail page shows when it cannot be shown: a preview link's reason, not found, or that loading failed. */
export function PageError({ error }: { error: unknown }) {
  const t = useT();
  const refused = isRouteErrorResponse(error) ? previewRefusalOf(error.data) : undefined;
  // A list's page past its end (`?page=99`): the site's not-found page.
  if (!refused && isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <p className="page-state" role="alert">
      {refused ? t(`preview.${refused}`) : t('page.loadFailed')}
    </p>
  );
}
