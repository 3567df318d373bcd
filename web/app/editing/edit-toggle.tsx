import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useIsAdmin } from '../session/token-store.ts';
import styles from './edit-toggle.module.css';
import { useEditing } from './use-edit-mode.ts';

/** 'Go to Edit Mode' / 'Exit Edit Mode' for admins: adds or removes `edit=true`. */
export function EditToggle() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const active = useEditing();
  const location = useLocation();
  const navigate = useNavigate();
  if (!isAdmin) return null;
  const toggle = () => {
    const params = new URLSearchParams(location.search);
    if (active) params.delete('edit');
    else params.set('edit', 'true');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { preventScrollReset: true });
  };
  return (
    <button type="button" className={styles.toggle} onClick={toggle} aria-pressed={active}>
      {active ? t('editMode.exit') : t('editMode.enter')}
    </button>
  );
}
