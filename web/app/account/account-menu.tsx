import './register-strings.ts';
import type { Me } from '@site/blocks';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../session/api-client.ts';
import { signOut } from '../session/session-actions.ts';
import { accountApi } from './account-api.ts';
import styles from './account-menu.module.css';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { ACCOUNT_NS } from './strings.ts';

type Who = { status: 'loading' } | { status: 'ready'; me: Me } | { status: 'failed' };

/** The admin's People screen (ADR 0030), offered to admins only. */
const PEOPLE_PATH = '/admin/people';

const menuItems = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * The signed-in user's menu (a lazy chunk: visitors never download it): who is signed in, 'Change
 * password' and 'Log out'. The WAI-ARIA menu button: Enter, Space or ArrowDown open it on the first
 * item, ArrowUp on the last; arrows, Home and End move; Escape closes it and returns to the button;
 * Tab or a click elsewhere closes it.
 */
export default function AccountMenu() {
  const { t } = useTranslation(ACCOUNT_NS);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [who, setWho] = useState<Who>({ status: 'loading' });
  const [changing, setChanging] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const whoId = useId();

  const items = () => menuItems(menu.current);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menu.current);
    list[open === 'first' ? 0 : list.length - 1]?.focus();
  }, [open]);

  // Asked each time it opens: the answer is small, and a session ended elsewhere shows at once.
  const isOpen = open !== false;
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

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focus = (at: number) => list[(at + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else {
      // Tab leaves the menu where the browser takes it; the menu closes behind.
      if (event.key === 'Tab') setOpen(false);
      return;
    }
    event.preventDefault();
  };

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
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => (isOpen ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('menuButton')}
      </button>
      <div className={styles.popup} hidden={!isOpen}>
        <p id={whoId} className={styles.who}>
          {who.status === 'ready' ? (
            <>
              <span>{t('signedInAs')}</span> <bdi className={styles.email}>{who.me.email}</bdi>
            </>
          ) : (
            t(who.status === 'loading' ? 'loading' : 'loadFailed')
          )}
        </p>
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={whoId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={openChangePassword}>
            {t('changePassword')}
          </button>
          {who.status === 'ready' && who.me.role === 'admin' && (
            <Link to={PEOPLE_PATH} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => setOpen(false)}>
              {t('people')}
            </Link>
          )}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
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
