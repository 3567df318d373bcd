import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

const menuItems = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * The WAI-ARIA menu button, for the account menu and the page bar's More: Enter, Space or ArrowDown
 * open it on the first item, ArrowUp on the last; arrows, Home and End move; Escape closes it and
 * returns to the button; Tab or a click elsewhere closes it. Spread `buttonProps` on the button and
 * `menuProps` on the element holding the `role="menuitem"` items (each `tabIndex={-1}`); `root`
 * holds both.
 */
export function useMenuButton() {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const isOpen = open !== false;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menu.current);
    list[open === 'first' ? 0 : list.length - 1]?.focus();
  }, [open]);

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
    const list = menuItems(menu.current);
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

  return {
    isOpen,
    close,
    root,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': isOpen,
      'aria-controls': menuId,
      onClick: () => (isOpen ? close(false) : setOpen('first')),
      onKeyDown: onButtonKeyDown,
    },
    /** With `role="menu"` written beside them (a spread role is not seen by the linter). */
    menuProps: { ref: menu, id: menuId, onKeyDown: onMenuKeyDown },
  };
}
