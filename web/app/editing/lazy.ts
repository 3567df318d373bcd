import { lazy } from 'react';

/** The editor, in its own chunk: only an admin in edit mode ever downloads it. */
export const EditableBlockList = lazy(() => import('./editable-block-list.tsx'));

/** Edit mode for the item of a detail page (a story, vacancy or resource). */
export const EditableDetail = lazy(() => import('./editable-detail.tsx'));

/** Edit mode for a detail page whose item is only in the list page's draft (not published yet). */
export const DraftDetail = lazy(() => import('./draft-detail.tsx'));
