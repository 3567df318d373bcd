import { lazy } from 'react';

/** The account menu, in its own chunk: only a signed-in admin ever downloads it. */
export const AccountMenu = lazy(() => import('./account-menu.tsx'));
