import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import { Chevron, CloseIcon, MenuIcon } from './icons.tsx';
import { childrenOf, hasRealPath, isCurrent, type MenuNode, mobileEntries } from './menu.ts';
import { useHeaderStrings } from './strings.ts';
import styles from './view.module.css';

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
  const l = useLocalize();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  // The panel's content is made the first time it opens, then kept: the closed dialog shows nothing,
  // the hamburger works only once the page is hydrated, and the desktop menu already carries every
  // link for readers without scripts and for crawlers; so the server sends (and hydration walks) one
  // copy of the menu, not two (issue #17).
  const [used, setUsed] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
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

  const toggleSection = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const link = (item: MenuNode) =>
    hasRealPath(item) ? (
      <SmartLink
        to={item.path}
        className={styles.mobileLink}
        aria-current={isCurrent(item, pathname) ? 'page' : undefined}
        onClick={() => close(false)}
      >
        {l(item.label)}
      </SmartLink>
    ) : (
      <span className={styles.mobileLabel}>{l(item.label)}</span>
    );

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
          <div className={styles.panelInner}>
            <div className={styles.panelHead}>
              <h2 id={titleId} className={styles.panelTitle}>
                {s.menu}
              </h2>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={s.closeMenu}
                // biome-ignore lint/a11y/noAutofocus: the dialog's first stop; showModal() focuses it anyway
                autoFocus
                onClick={() => close(true)}
              >
                <CloseIcon />
              </button>
            </div>
            <nav aria-label={navLabel} className={styles.mobileNav}>
              <ul className={styles.mobileList}>
                {items.map((item) => {
                  if (!childrenOf(item).length) return <li key={item.id}>{link(item)}</li>;
                  const sectionId = `${panelId}-${item.id}`;
                  const isExpanded = expanded.has(item.id);
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        className={styles.sectionButton}
                        aria-expanded={isExpanded}
                        aria-controls={sectionId}
                        onClick={() => toggleSection(item.id)}
                      >
                        {l(item.label)}
                        <Chevron className={styles.chevron} />
                      </button>
                      <ul id={sectionId} className={styles.sectionList} hidden={!isExpanded}>
                        {mobileEntries(item).map(({ item: entry, depth }) => (
                          <li key={entry.id} data-depth={depth}>
                            {link(entry)}
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className={styles.panelFooter}>{footer}</div>
          </div>
        )}
      </dialog>
    </>
  );
}
