import { useSearchParams } from 'react-router';
import { useSession } from '../session/token-store.ts';

/** Edit mode is on only for an admin with `edit=true` in the address (spec 000 §4). */
export function useEditMode() {
  const [params] = useSearchParams();
  const session = useSession();
  const requested = params.get('edit') === 'true';
  const isAdmin = session.status === 'ready' && session.isAdmin;
  return { requested, isAdmin, loading: session.status === 'loading', active: requested && isAdmin };
}
