import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The six pastel colour keys of the company pages' cards (spec 000 §9), in cycle order. Their
 * colours are CSS variables in palette.module.css.
 */
export const PASTEL_KEYS = [
  'redlight',
  'purplelight1',
  'yellowlight',
  'bluelight',
  'greenlight',
  'orangelight',
] as const;
export type PastelKey = (typeof PASTEL_KEYS)[number];

/** Card cycles (spec 000 §9): team, clients and awards cycle through 6 colours, partners through 4. */
export const COLOR_CYCLE = { team: 6, clients: 6, awards: 6, partners: 4 } as const;

/** The colour key of the card at `index` (0-based) in a grid cycling through `cycle` colours. */
export function colorKey(index: number, cycle: number): PastelKey {
  const size = Math.min(Math.max(Math.trunc(cycle), 1), PASTEL_KEYS.length);
  const at = ((Math.trunc(index) % size) + size) % size;
  return PASTEL_KEYS[at] as PastelKey;
}

/**
 * Opens the card whose id the address's fragment names (`/our-team#member-amal`): the site search
 * links team members, partners, clients and awards this way, as they have no page of their own
 * (issue #32). Kept here, with the colours of those cards, because every page showing them loads
 * this module already; a module of its own changed how the site's code is split into files. Without scripts the fragment still scrolls to the card (its button has the id).
 */
export function useOpenFromHash(ids: readonly string[], open: (id: string) => void): void {
  const { hash } = useLocation();
  const known = ids.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new fragment (or new cards) is the trigger
  useEffect(() => {
    const id = safeDecode(hash.slice(1));
    if (id && known.split('\n').includes(id)) open(id);
  }, [hash, known]);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
