import { useSearchParams } from 'react-router';
import { useIsAdmin, useSession } from '../session/token-store.ts';

/**
 * Whether `edit=true` is asked for, and whether the session (still loading during hydration) is an
 * admin's: what the edit guard needs to let the editor in or send a visitor to /login (spec 000 §4).
 */
export function useEditMode() {
  const [params] = useSearchParams();
  const session = useSession();
  const requested = params.get('edit') === 'true';
  const isAdmin = session.status === 'ready' && session.isAdmin;
  return { requested, isAdmin, loading: session.status === 'loading' };
}

/**
 * Whether the page is in edit mode, for the components that only choose between the visitor's view
 * and the editor's: for a visitor it is false from the server's render on, so the whole page is not
 * rendered a second time after hydration (see `useIsAdmin`).
 */
export function useEditing(): boolean {
  const [params] = useSearchParams();
  const isAdmin = useIsAdmin();
  return isAdmin && params.get('edit') === 'true';
}
