import { type RefObject, useEffect, useState } from 'react';

export type RevealState = 'static' | 'hidden' | 'shown';

/**
 * Fades an element in once when it is scrolled into view (spec 000 §2, §9: threshold 0.1).
 * The server renders it visible ('static'); only after hydration is an element that is still
 * below the fold hidden, so it stays visible if scripts never run, is never hidden while already
 * on screen, and is left alone for visitors who prefer reduced motion.
 */
export function useRevealOnce(ref: RefObject<HTMLElement | null>, threshold = 0.1): RevealState {
  const [state, setState] = useState<RevealState>('static');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return state;
}
