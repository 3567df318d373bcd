import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import popup from '../ui/menu-popup.module.css';
import { useMenuButton } from '../ui/use-menu-button.ts';
import styles from './editing.module.css';
import { EDITING_NS } from './strings.ts';

const CloseMenu = createContext<(returnFocus: boolean) => void>(() => {});

/**
 * The page bar's More (issue #31, ADR 0043): the page's less frequent actions in one menu, so the
 * bar keeps one row with Publish as its one primary action.
 */
export function BarMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation(EDITING_NS);
  const { isOpen, close, root, buttonProps, menuProps } = useMenuButton();
  return (
    <div ref={root} className={styles.barMenu}>
      <button {...buttonProps} className={`${styles.smallButton} ${styles.moreButton}`}>
        <span className="short-words">{t('more')} </span>
        <span aria-hidden="true">▾</span>
      </button>
      <div className={`${popup.popup} ${styles.barMenuPopup}`} hidden={!isOpen}>
        <div {...menuProps} role="menu" aria-label={t('more')} className={popup.list}>
          <CloseMenu.Provider value={close}>{children}</CloseMenu.Provider>
        </div>
      </div>
    </div>
  );
}

/**
 * One action of the More menu. The menu closes and gives the focus back to its button first, so a
 * dialog the action opens returns the focus there, not to an item that is hidden.
 */
export function MenuItem({
  onSelect,
  disabled = false,
  only,
  children,
}: {
  onSelect: () => void;
  disabled?: boolean;
  /** Shown only where the bar has no room for the action's own button: under 1100 px, or 600. */
  only?: 'narrow' | 'phone';
  children: ReactNode;
}) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`${popup.item} ${styles.menuItem} ${only === 'narrow' ? styles.narrowOnly : only === 'phone' ? styles.phoneOnly : ''}`}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (disabled) return;
        close(true);
        onSelect();
      }}
    >
      {children}
    </button>
  );
}
