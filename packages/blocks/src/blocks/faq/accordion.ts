/** Spec 001 §4: the first answer is open when the page loads. */
export const INITIALLY_OPEN = 0;

/** Clicking the open question closes it; clicking another opens that one (one open at a time). */
export function toggle(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}

/** Arrow keys, Home and End move between question buttons (WAI-ARIA accordion pattern), wrapping around. */
export function focusTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
