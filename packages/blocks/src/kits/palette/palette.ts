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
