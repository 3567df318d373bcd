import { type RefObject, useEffect } from 'react';

/** What can take the focus in a region, in document order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where F6 goes next: the region after (or, backwards, before) the one holding `active`, round the end. */
export function nextRegion(
  regions: readonly Element[],
  active: Element | null,
  backwards: boolean,
): Element | undefined {
  if (regions.length === 0) return undefined;
  const at = regions.findIndex((region) => active && region.contains(active));
  if (at === -1) return backwards ? regions.at(-1) : regions[0];
  return regions[(at + (backwards ? -1 : 1) + regions.length) % regions.length];
}

function visible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/**
 * F6 / Shift+F6 in edit mode (as in Gutenberg): the focus moves between the editor's regions — the
 * page bar, the page, the inspector — landing on the region's first control, so a keyboard gets
 * from the bar to a block or back without tabbing through everything between. `regions()` gives
 * them in order (those shown now). Left alone while a modal dialog is open.
 */
export function useRegionKeys(regions: () => ReadonlyArray<Element | null | undefined>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F6' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      const shown = regions().filter((region): region is Element => !!region && region.isConnected);
      const target = nextRegion(shown, document.activeElement, event.shiftKey);
      if (!target) return;
      const first = [...target.querySelectorAll<HTMLElement>(FOCUSABLE)].find(visible);
      const landing = first ?? (target as HTMLElement);
      if (!first && !landing.hasAttribute('tabindex')) landing.tabIndex = -1;
      event.preventDefault();
      landing.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [regions]);
}

/**
 * Whatever takes the focus (a Tab, F6, a field opened from the panel) or is scrolled to is placed
 * below the sticky page bar, never under it: the document's scroll padding follows the bar's height
 * (it wraps on narrow screens) plus where it sticks. `shown`: whether the bar is on the page now.
 */
export function useScrollClearOf(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const update = () => {
      const stuckAt = Number.parseFloat(getComputedStyle(element).insetBlockStart) || 0;
      root.style.scrollPaddingBlockStart = `${Math.ceil(stuckAt + element.offsetHeight + 8)}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-block-start');
    };
  }, [bar, shown]);
}
