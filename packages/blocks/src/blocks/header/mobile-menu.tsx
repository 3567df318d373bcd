import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from './icons.tsx';
import type { MenuNode } from './menu.ts';
import { useHeaderStrings } from './strings.ts';
import styles from './view.module.css';

/** The panel's content: loaded when the menu is first opened. */
const MobilePanel = lazy(() => import('./mobile-panel.tsx'));

/** Desktop layout from this width on; the panel closes itself if the window grows past it. */
const DESKTOP = '(min-width: 1024px)';

/**
 * The mobile menu: a hamburger opening a modal slide-out panel from the inline end (native
 * <dialog> with showModal(): focus moves in and is trapped, Escape closes, the rest is inert).
 * It closes on navigation, a click on the overlay (the dialog's backdrop) and the close icon;
 * page scroll is locked while it is open and focus returns to the hamburger.
 */
export function MobileMenu({
  items,
  navLabel,
  footer,
}: {
  items: readonly MenuNode[];
  navLabel: string;
  /** The contact button and the language switch, at the end of the panel. */
  footer: ReactNode;
}) {
  const s = useHeaderStrings();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  // The panel's content is made the first time it opens, then kept: the closed dialog shows nothing,
  // the hamburger works only once the page is hydrated, and the desktop menu already carries every
  // link for readers without scripts and for crawlers; so the server sends (and hydration walks) one
  // copy of the menu, not two (issue #17).
  const [used, setUsed] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** Focus goes back to the hamburger, except after navigating (the new page takes it). */
  const returnFocus = useRef(true);
  const panelId = useId();
  const titleId = useId();

  const close = (focusBack: boolean) => {
    returnFocus.current = focusBack;
    setOpen(false);
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    returnFocus.current = true;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // Escape (the dialog's own cancel) and anything else that closes the dialog end up here.
    const onClose = () => setOpen(false);
    dialog.addEventListener('close', onClose);
    const desktop = window.matchMedia(DESKTOP);
    const onResize = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', onResize);
    return () => {
      dialog.removeEventListener('close', onClose);
      desktop.removeEventListener('change', onResize);
      if (dialog.open) dialog.close();
      root.style.overflow = previousOverflow;
      if (returnFocus.current) buttonRef.current?.focus();
    };
  }, [open]);

  // Any change of location (a link, back/forward) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => close(false), [pathname, search, hash]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.hamburger}
        aria-label={s.openMenu}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop (the overlay) mirrors Escape, which the dialog handles */}
      <dialog
        ref={dialogRef}
        id={panelId}
        className={styles.panel}
        aria-labelledby={titleId}
        onClick={(event) => {
          // The panel's content fills the dialog, so only the backdrop hits the dialog itself.
          if (event.target === dialogRef.current) close(true);
        }}
      >
        {used && (
          <Suspense fallback={null}>
            <MobilePanel
              items={items}
              navLabel={navLabel}
              footer={footer}
              panelId={panelId}
              titleId={titleId}
              close={close}
            />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
