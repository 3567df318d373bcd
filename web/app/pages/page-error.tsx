import { useT } from '@site/blocks/react';
import { isRouteErrorResponse } from 'react-router';
import { previewRefusalOf } from './preview.ts';

/** What a content or detail page shows when it cannot be shown: a preview link's reason, or that loading failed. */
export function PageError({ error }: { error: unknown }) {
  const t = useT();
  const refused = isRouteErrorResponse(error) ? previewRefusalOf(error.data) : undefined;
  return (
    <p className="page-state" role="alert">
      {refused ? t(`preview.${refused}`) : t('page.loadFailed')}
    </p>
  );
}
