import { Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AccountMenu } from '../account/lazy.ts';
import styles from './edit-toggle.module.css';
import { useEditing } from './use-edit-mode.ts';

/**
 * The admin's controls (a chunk of its own: visitors never download it): the account menu, itself
 * loaded on demand, and 'Go to Edit Mode' / 'Exit Edit Mode', which adds or removes `edit=true`. In a
 * corner of the page, and at the end of the page bar while the page is edited (ADR 0043), where they
 * cover nothing. Moving there keeps the focus where it was (the toggle, Account).
 */
let focusedButton = -1;

/** Taken out of the page when they move into the bar or back: the same button takes the focus again. */
function keepFocus(section: HTMLElement | null) {
  const buttons = () => [...(section?.querySelectorAll('button') ?? [])];
  if (focusedButton >= 0) buttons()[focusedButton]?.focus();
  focusedButton = -1;
  return () => {
    focusedButton = buttons().indexOf(document.activeElement as HTMLButtonElement);
  };
}

/**
 * The page bar's end (`[data-bar-end]`), where these controls go while a page is edited. The bar
 * announces its coming and going with a `page-bar` event on window (editable-block-list.tsx): no
 * module shared with the editor's chunk, which would end up in the visitors' JavaScript.
 */
function useBarEnd(): HTMLElement | null {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('page-bar', changed);
      return () => window.removeEventListener('page-bar', changed);
    },
    () => document.querySelector<HTMLElement>('[data-bar-end]'),
    () => null,
  );
}

export default function AdminControls() {
  const active = useEditing();
  const barEnd = useBarEnd();
  const controls = <Controls active={active} inBar={active && barEnd !== null} />;
  return active && barEnd ? createPortal(controls, barEnd) : controls;
}

function Controls({ active, inBar }: { active: boolean; inBar: boolean }) {
  const { t } = useTranslation();
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
    <section
      className={inBar ? styles.inBar : styles.controls}
      data-in-bar={inBar ? '' : undefined}
      aria-label={t('editMode.controls')}
      ref={keepFocus}
    >
      <Suspense fallback={null}>
        <AccountMenu />
      </Suspense>
      <button type="button" className={styles.toggle} onClick={toggle} aria-pressed={active}>
        <span className="short-words">{active ? t('editMode.exit') : t('editMode.enter')}</span>
      </button>
    </section>
  );
}
