/**
 * Draws the page's blocks that `content-visibility` left undrawn (app.css; ADR 0049), one per idle
 * moment after start-up, then marks the root so the rule no longer applies. Until then a block far
 * from the screen has an estimated height, so a jump past it would land off target: a click on a
 * link to an anchor draws them all at once first.
 */

/** On each block once drawn, and on the root once all are. */
const DRAWN = 'data-drawn';

export function drawBlocksWhenIdle(): void {
  const root = document.documentElement;
  const drawAll = () => root.setAttribute(DRAWN, '');
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href*="#"]')) drawAll();
  };
  document.addEventListener('click', onClick, { capture: true });
  const waiting = [...document.querySelectorAll<HTMLElement>('main > section ~ section')];
  const idle: (next: () => void) => void = window.requestIdleCallback
    ? (next) => window.requestIdleCallback(next, { timeout: 1000 })
    : (next) => window.setTimeout(next, 50);
  const step = () => {
    const block = waiting.shift();
    if (!block || root.hasAttribute(DRAWN)) {
      drawAll();
      document.removeEventListener('click', onClick, { capture: true });
      return;
    }
    block.setAttribute(DRAWN, '');
    idle(step);
  };
  idle(step);
}
