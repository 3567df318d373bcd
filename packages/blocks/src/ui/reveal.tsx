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
 * visitors who prefer reduced motion.
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
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./reveal-motion.ts').then(({ inView, animate }) => {
      if (cancelled) return;
      // Marked while hidden or moving, so a test (or a screenshot) can wait for the page to be still.
      element.dataset.reveal = 'pending';
      element.style.opacity = '0';
      element.style.transform = `translateY(${distance}px)`;
      stop = inView(
        element,
        () => {
          void animate(
            element,
            { opacity: [0, 1], transform: [`translateY(${distance}px)`, 'translateY(0)'] },
            { duration, delay, ease: [0.22, 1, 0.36, 1] },
          ).then(() => {
            element.style.removeProperty('opacity');
            element.style.removeProperty('transform');
            delete element.dataset.reveal;
          });
        },
        { amount: threshold },
      );
    });
    return () => {
      cancelled = true;
      stop?.();
      element.style.removeProperty('opacity');
      element.style.removeProperty('transform');
      delete element.dataset.reveal;
    };
  }, [threshold, delay, duration, distance]);
  return (
    <Tag ref={ref} {...rest}>
      {children}
    </Tag>
  );
}
