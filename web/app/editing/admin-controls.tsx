import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AccountMenu } from '../account/lazy.ts';
import styles from './edit-toggle.module.css';
import { useEditing } from './use-edit-mode.ts';

/**
 * The admin's controls in a corner of every page (a chunk of its own: visitors never download it):
 * the account menu, itself loaded on demand, and 'Go to Edit Mode' / 'Exit Edit Mode', which adds or
 * removes `edit=true`.
 */
export default function AdminControls() {
  const { t } = useTranslation();
  const active = useEditing();
  const location = useLocation();
  const navigate = useNavigate();
  const toggle = () => {
    const params = new URLSearchParams(location.search);
    if (active) params.delete('edit');
    else params.set('edit', 'true');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { preventScrollReset: true });
  };
  return (
    // A landmark of its own, so the account menu's text is not loose on the page.
    <section className={styles.controls} aria-label={t('editMode.controls')}>
      <Suspense fallback={null}>
        <AccountMenu />
      </Suspense>
      <button type="button" className={styles.toggle} onClick={toggle} aria-pressed={active}>
        {active ? t('editMode.exit') : t('editMode.enter')}
      </button>
    </section>
  );
}
