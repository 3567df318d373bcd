import './register-strings.ts';
import type { Me } from '@site/blocks';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../session/api-client.ts';
import { signOut } from '../session/session-actions.ts';
import popup from '../ui/menu-popup.module.css';
import { useMenuButton } from '../ui/use-menu-button.ts';
import { accountApi } from './account-api.ts';
import styles from './account-menu.module.css';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { ACCOUNT_NS } from './strings.ts';

type Who = { status: 'loading' } | { status: 'ready'; me: Me } | { status: 'failed' };

/** The admin's People screen (ADR 0030), offered to admins only. */
const PEOPLE_PATH = '/admin/people';

/**
 * The signed-in user's menu (a lazy chunk: visitors never download it): who is signed in, 'Change
 * password' and 'Log out', a WAI-ARIA menu button (use-menu-button.ts).
 */
export default function AccountMenu() {
  const { t } = useTranslation(ACCOUNT_NS);
  const [who, setWho] = useState<Who>({ status: 'loading' });
  const [changing, setChanging] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { isOpen, close, root, buttonProps, menuProps } = useMenuButton();
  const whoId = useId();

  // Asked each time it opens: the answer is small, and a session ended elsewhere shows at once.
  useEffect(() => {
    if (!isOpen) return;
    let current = true;
    accountApi.me().then(
      (me) => current && setWho({ status: 'ready', me }),
      () => current && setWho((known) => (known.status === 'ready' ? known : { status: 'failed' })),
    );
    return () => {
      current = false;
    };
  }, [isOpen]);

  const openChangePassword = () => {
    // The dialog gives focus back to what had it when it opened: the menu's button, not an item that is gone.
    close(true);
    setChanging(true);
  };

  // Spec 000 §4: logout ends the session on the server, removes both tokens and goes to /login:
  // a fresh page load, so nothing of the signed-in page (editor state included) stays in memory.
  const logOut = async () => {
    if (leaving) return;
    setLeaving(true);
    await signOut({ quietly: true });
    window.location.assign(LOGIN_PATH);
  };

  return (
    <div ref={root} className={styles.account}>
      <button {...buttonProps} className={styles.button}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="short-words">{t('menuButton')}</span>
      </button>
      <div className={`${popup.popup} ${styles.popup}`} hidden={!isOpen}>
        <p id={whoId} className={styles.who}>
          {who.status === 'ready' ? (
            <>
              <span>{t('signedInAs')}</span> <bdi className={styles.email}>{who.me.email}</bdi>
            </>
          ) : (
            t(who.status === 'loading' ? 'loading' : 'loadFailed')
          )}
        </p>
        <div {...menuProps} role="menu" aria-labelledby={whoId} className={`${popup.list} ${styles.menu}`}>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${popup.item} ${styles.item}`}
            onClick={openChangePassword}
          >
            {t('changePassword')}
          </button>
          {who.status === 'ready' && who.me.role === 'admin' && (
            <Link
              to={PEOPLE_PATH}
              role="menuitem"
              tabIndex={-1}
              className={`${popup.item} ${styles.item}`}
              onClick={() => close(false)}
            >
              {t('people')}
            </Link>
          )}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${popup.item} ${styles.item}`}
            aria-disabled={leaving || undefined}
            onClick={() => void logOut()}
          >
            {t(leaving ? 'loggingOut' : 'logOut')}
          </button>
        </div>
      </div>
      {changing && (
        <ChangePasswordDialog
          email={who.status === 'ready' ? who.me.email : undefined}
          onClose={() => setChanging(false)}
        />
      )}
    </div>
  );
}
