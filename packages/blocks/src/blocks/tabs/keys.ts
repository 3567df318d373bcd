/** Anchor of the page's demo request form (spec 001 §2). */
export const DEMO_FORM_ANCHOR = '#request-demo-form';

/**
 * The tab a key moves to (WAI-ARIA tabs pattern, automatic activation), wrapping around: Up/Down
 * for the vertical list, Left/Right mirrored in right-to-left pages, Home and End.
 */
export function nextTab(key: string, current: number, count: number, rtl: boolean): number | undefined {
  if (count === 0) return undefined;
  const forward = (current + 1) % count;
  const back = (current - 1 + count) % count;
  switch (key) {
    case 'ArrowDown':
      return forward;
    case 'ArrowUp':
      return back;
    case 'ArrowRight':
      return rtl ? back : forward;
    case 'ArrowLeft':
      return rtl ? forward : back;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
