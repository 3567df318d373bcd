import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import { Chevron, CloseIcon } from './icons.tsx';
import { childrenOf, hasRealPath, isCurrent, type MenuNode, mobileEntries } from './menu.ts';
import { SearchBox } from './search-box.tsx';
import { useHeaderStrings } from './strings.ts';
import styles from './view.module.css';

/**
 * The phone menu's panel: its heading and close button, the search, the sections (each opens on
 * its own) and the contact button and language switch. Loaded with the first opening
 * (mobile-menu.tsx): a visitor who never opens the menu never downloads it.
 */
export default function MobilePanel({
  items,
  navLabel,
  footer,
  panelId,
  titleId,
  close,
}: {
  items: readonly MenuNode[];
  navLabel: string;
  footer: ReactNode;
  panelId: string;
  titleId: string;
  close: (focusBack: boolean) => void;
}) {
  const s = useHeaderStrings();
  const l = useLocalize();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

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
      <SearchBox variant="panel" />
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
  );
}
