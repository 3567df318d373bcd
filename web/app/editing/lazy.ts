import { lazy } from 'react';

/** The editor, in its own chunk: only an admin in edit mode ever downloads it. */
export const EditableBlockList = lazy(() => import('./editable-block-list.tsx'));
