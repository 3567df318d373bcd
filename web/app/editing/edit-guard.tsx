import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../session/login-path.ts';
import { useEditMode } from './use-edit-mode.ts';

/**
 * Spec 001 §6: `edit=true` for someone who is not an admin goes to /login, remembering where they
 * came from; while the session loads, nothing is rendered.
 */
export function EditGuard({ children }: { children: ReactNode }) {
  const { requested, isAdmin, loading } = useEditMode();
  const location = useLocation();
  const navigate = useNavigate();
  const denied = requested && !loading && !isAdmin;
  useEffect(() => {
    if (denied) {
      const from = `${location.pathname}${location.search}`;
      void navigate(`${LOGIN_PATH}?from=${encodeURIComponent(from)}`, { replace: true });
    }
  }, [denied, location.pathname, location.search, navigate]);
  if (requested && (loading || !isAdmin)) return null;
  return <>{children}</>;
}
