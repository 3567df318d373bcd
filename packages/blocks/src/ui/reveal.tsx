import { type ElementType, type HTMLAttributes, type ReactNode, useEffect, useRef } from 'react';

interface RevealProps extends HTMLAttributes<HTMLElement> {
  /** The element to render (default div). */
  as?: ElementType;
  /** How much of the element must be visible before it animates (spec 000 §9: 0.05–0.2). */
  threshold?: number;
  /** Seconds before the animation starts (staggers: 0.3 + 0.1 × index, …). */
  delay?: number;
  /** Seconds the animation takes. */
  duration?: number;
  /** How far (px) it rises as it fades in; 0 for a plain fade. */
  distance?: number;
  children?: ReactNode;
}

/**
 * Fades and lifts its content in once, the first time it scrolls into view (spec 000 §4). The server
 * renders it visible, so it never hides anything from a visitor without scripts; only after
 * hydration is an element that is still below the fold hidden and then revealed. Nothing moves for
 * visitors who prefer reduced motion. An IntersectionObserver and the browser's own Web Animations
 * do the work: no animation library is downloaded (ADR 0016).
 */
export function Reveal({
  as: Tag = 'div',
  threshold = 0.1,
  delay = 0,
  duration = 0.6,
  distance = 24,
  children,
  ...rest
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const hidden = { opacity: '0', transform: `translateY(${distance}px)` };
    // Marked while undecided, hidden or moving, so a test (or a screenshot) can wait for the page to be still.
    element.dataset.reveal = 'pending';
    let animation: Animation | undefined;
    let waiting = false;
    const unhide = () => {
      element.style.removeProperty('opacity');
      element.style.removeProperty('transform');
    };
    const done = () => {
      unhide();
      delete element.dataset.reveal;
    };
    // The observer's first answer says where the element is, without making the browser lay the page
    // out once per element here (as reading each one's position would, between hiding others).
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (!waiting) {
          const bottom = entry.rootBounds?.bottom ?? window.innerHeight;
          const box = entry.boundingClientRect;
          // A block far from the screen is not drawn yet (content-visibility, ADR 0049) and has no
          // box: it is below the fold, so it waits like one.
          const notDrawnYet = element.checkVisibility?.() && !element.checkVisibility({ contentVisibilityAuto: true });
          // In view, or above it, already, or not shown at all (a layout for other screens): it stays
          // as the server drew it.
          if (!notDrawnYet && (box.top < bottom || (box.width === 0 && box.height === 0))) {
            observer.disconnect();
            done();
            return;
          }
          waiting = true;
          Object.assign(element.style, hidden);
          return;
        }
        if (!entry.isIntersecting) return;
        observer.disconnect();
        unhide();
        // 'backwards' holds the hidden frame through the delay; afterwards the element's own style applies.
        animation = element.animate([hidden, { opacity: '1', transform: 'translateY(0)' }], {
          duration: duration * 1000,
          delay: delay * 1000,
          easing: 'cubic-bezier(0.22, 1, 0.36, 1)',
          fill: 'backwards',
        });
        animation.finished.then(done, done);
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      animation?.cancel();
      done();
    };
  }, [threshold, delay, duration, distance]);
  return (
    <Tag ref={ref} {...rest}>
      {children}
    </Tag>
  );
}
