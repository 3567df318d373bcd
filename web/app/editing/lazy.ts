import { lazy } from 'react';

/** The editor, in its own chunk: only an admin in edit mode ever downloads it. */
export const EditableBlockList = lazy(() => import('./editable-block-list.tsx'));

/** Edit mode for the item of a detail page (a story, vacancy or resource). */
export const EditableDetail = lazy(() => import('./editable-detail.tsx'));
