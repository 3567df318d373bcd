import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import { Chevron } from './icons.tsx';
import { childrenOf, hasRealPath, isCurrent, type MenuNode } from './menu.ts';
import { format, useHeaderStrings } from './strings.ts';
import styles from './view.module.css';

/** Spec 000 §9: a dropdown closes about 200 ms after the pointer leaves it. */
export const CLOSE_DELAY_MS = 200;

/** The rows of a menu list that arrow keys move between (a row's link, or its button when it has no link). */
const ROW = '[data-menu-row]';

type OpenedBy = 'hover' | 'click' | 'key';

/**
 * The desktop menu: top-level items with children open a dropdown on hover, click and keyboard; a
 * second-level item with children opens a flyout to its inline end. Before hydration the CSS
 * fallbacks (:hover, :focus-within) in view.module.css keep it usable.
 */
export function DesktopMenu({ items, label }: { items: readonly MenuNode[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const [openSub, setOpenSub] = useState<string | null>(null);
  const openedBy = useRef<OpenedBy | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** After a keyboard open, focus goes to the first row of this submenu (by id) once it is shown. */
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname, search, hash } = useLocation();
  const baseId = useId();
  const submenuId = (item: MenuNode) => `${baseId}-${item.id}`;

  const cancelClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const closeAll = useCallback(() => {
    cancelClose();
    openedBy.current = null;
    setOpen(null);
    setOpenSub(null);
  }, [cancelClose]);
  const openMenu = (id: string, by: OpenedBy) => {
    cancelClose();
    if (open !== id) setOpenSub(null);
    openedBy.current = by;
    setOpen(id);
  };
  const scheduleClose = () => {
    cancelClose();
    timer.current = setTimeout(closeAll, CLOSE_DELAY_MS);
  };

  // Navigating closes everything; so does unmounting (no timer left behind).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => closeAll(), [pathname, search, hash, closeAll]);
  useEffect(() => cancelClose, [cancelClose]);

  // A pointer press anywhere outside the menu closes an open dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closeAll]);

  // Runs after the submenu is rendered open (a new request object each time, so it runs even if it already was).
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.querySelector<HTMLElement>(ROW)?.focus();
  }, [focusRequest]);

  const onTopKeyDown = (item: MenuNode) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (open === item.id && event.key !== 'ArrowDown') {
        closeAll();
        return;
      }
      openMenu(item.id, 'key');
      setFocusRequest({ id: submenuId(item) });
    } else if (event.key === 'Escape' && open === item.id) {
      event.preventDefault();
      closeAll();
    }
  };

  const onTopClick = (item: MenuNode) => (event: MouseEvent<HTMLButtonElement>) => {
    // Keyboard activation is handled on keydown (it also moves focus); this is the pointer.
    if (event.detail === 0) return;
    if (open !== item.id) openMenu(item.id, 'click');
    // A click on a menu the pointer has just opened keeps it open rather than closing it under the pointer.
    else if (openedBy.current === 'hover') openedBy.current = 'click';
    else closeAll();
  };

  /** Arrow keys, Home/End and Escape inside an open dropdown. */
  const onDropdownKeyDown = (item: MenuNode) => (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const list = target.closest('ul');
    if (!list) return;
    const level = Number(list.dataset.level);
    const rtl = getComputedStyle(list).direction === 'rtl';
    const inlineEnd = rtl ? 'ArrowLeft' : 'ArrowRight';
    const inlineStart = rtl ? 'ArrowRight' : 'ArrowLeft';
    const rows = [...list.querySelectorAll<HTMLElement>(`:scope > li > ${ROW}, :scope > li > div > ${ROW}`)];
    const index = rows.findIndex((row) => row === target || row.parentElement?.contains(target));
    const move = (to: number) => {
      event.preventDefault();
      rows[(to + rows.length) % rows.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(rows.length - 1);
        break;
      case 'Escape': {
        event.preventDefault();
        event.stopPropagation();
        if (level === 3) {
          // Back to the second-level row that owns this flyout.
          setOpenSub(null);
          list.closest('li')?.querySelector<HTMLElement>(ROW)?.focus();
        } else {
          closeAll();
          navRef.current?.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(submenuId(item))}"]`)?.focus();
        }
        break;
      }
      default: {
        const row = target.closest('li');
        if (event.key === inlineEnd && level === 2 && row) {
          const sub = row.querySelector<HTMLElement>(':scope > ul');
          const subItemId = row.dataset.itemId;
          if (sub && subItemId) {
            event.preventDefault();
            setOpenSub(subItemId);
            setFocusRequest({ id: sub.id });
          }
        } else if (event.key === inlineStart && level === 3) {
          event.preventDefault();
          setOpenSub(null);
          list.closest('li')?.querySelector<HTMLElement>(ROW)?.focus();
        }
      }
    }
  };

  /** Focus leaving a top-level item closes its dropdown (unless the pointer is still on it). */
  const onTopBlur = (item: MenuNode) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (event.currentTarget.contains(next)) return;
    if (!next && event.currentTarget.matches(':hover')) return;
    if (open === item.id) closeAll();
  };

  const onPointerEnter = (item: MenuNode) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open === item.id) cancelClose();
    else openMenu(item.id, 'hover');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && open) scheduleClose();
  };

  return (
    <nav ref={navRef} aria-label={label} className={styles.nav}>
      <ul className={styles.menu} data-level={1}>
        {items.map((item) => {
          const children = childrenOf(item);
          if (!children.length) {
            return (
              <li key={item.id} className={styles.item}>
                <TopLink item={item} />
              </li>
            );
          }
          const isOpen = open === item.id;
          return (
            <li
              key={item.id}
              className={styles.item}
              data-open={isOpen || undefined}
              onPointerEnter={onPointerEnter(item)}
              onPointerLeave={onPointerLeave}
              onBlur={onTopBlur(item)}
            >
              <TopTrigger
                item={item}
                open={isOpen}
                controls={submenuId(item)}
                onKeyDown={onTopKeyDown(item)}
                onClick={onTopClick(item)}
              />
              <ul id={submenuId(item)} className={styles.menu} data-level={2} onKeyDown={onDropdownKeyDown(item)}>
                {children.map((child) => (
                  <SecondLevel
                    key={child.id}
                    item={child}
                    submenuId={submenuId(child)}
                    open={isOpen && openSub === child.id}
                    setOpenSub={setOpenSub}
                    onNavigate={closeAll}
                  />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function TopLink({ item }: { item: MenuNode }) {
  const l = useLocalize();
  const { pathname } = useLocation();
  return (
    <SmartLink to={item.path} className={styles.link} aria-current={isCurrent(item, pathname) ? 'page' : undefined}>
      {l(item.label)}
    </SmartLink>
  );
}

/** A top-level item with children: one button, or its link and a small button when it has a page of its own. */
function TopTrigger({
  item,
  open,
  controls,
  onKeyDown,
  onClick,
}: {
  item: MenuNode;
  open: boolean;
  controls: string;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const l = useLocalize();
  const s = useHeaderStrings();
  const label = l(item.label);
  if (!hasRealPath(item)) {
    return (
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={controls}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {label}
        <Chevron className={styles.chevron} />
      </button>
    );
  }
  return (
    <span className={styles.split}>
      <TopLink item={item} />
      <button
        type="button"
        className={`${styles.link} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={controls}
        aria-label={format(s.submenuOf, { label })}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <Chevron className={styles.chevron} />
      </button>
    </span>
  );
}

function SecondLevel({
  item,
  submenuId,
  open,
  setOpenSub,
  onNavigate,
}: {
  item: MenuNode;
  submenuId: string;
  open: boolean;
  setOpenSub: (id: string | null) => void;
  onNavigate: () => void;
}) {
  const l = useLocalize();
  const s = useHeaderStrings();
  const { pathname } = useLocation();
  const children = childrenOf(item);
  const label = l(item.label);
  const hasFlyout = children.length > 0;
  // Moving the pointer or focus onto a row shows its flyout (and hides a sibling's).
  const show = () => setOpenSub(hasFlyout ? item.id : null);
  const link = (node: MenuNode, row = true) => (
    <SmartLink
      to={node.path}
      className={styles.link}
      data-menu-row={row || undefined}
      aria-current={isCurrent(node, pathname) ? 'page' : undefined}
      onClick={onNavigate}
    >
      {l(node.label)}
    </SmartLink>
  );
  return (
    <li
      className={styles.item}
      data-item-id={item.id}
      data-open={(hasFlyout && open) || undefined}
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      // Focus arriving from elsewhere shows the flyout; moving inside the row (Escape back from it) does not.
      onFocus={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && show()}
    >
      {!hasFlyout ? (
        link(item)
      ) : hasRealPath(item) ? (
        <div className={styles.split}>
          {link(item)}
          <button
            type="button"
            className={`${styles.link} ${styles.toggle}`}
            aria-expanded={open}
            aria-controls={submenuId}
            aria-label={format(s.submenuOf, { label })}
            onClick={() => setOpenSub(open ? null : item.id)}
          >
            <Chevron className={`${styles.chevron} ${styles.chevronEnd}`} />
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={styles.link}
          data-menu-row
          aria-expanded={open}
          aria-controls={submenuId}
          onClick={() => setOpenSub(open ? null : item.id)}
        >
          {label}
          <Chevron className={`${styles.chevron} ${styles.chevronEnd}`} />
        </button>
      )}
      {hasFlyout && (
        <ul id={submenuId} className={styles.menu} data-level={3}>
          {children.map((child) => (
            <li key={child.id} className={styles.item}>
              {link(child)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
