import { lazy, Suspense } from 'react';
import { useIsAdmin } from '../session/token-store.ts';

const AdminControls = lazy(() => import('./admin-controls.tsx'));

/**
 * For a signed-in admin, the edit toggle and the account menu (admin-controls.tsx); for everyone
 * else nothing, and nothing more to download than this.
 */
export function EditToggle() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <AdminControls />
    </Suspense>
  );
}
