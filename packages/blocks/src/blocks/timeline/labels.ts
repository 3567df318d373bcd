/** Spec 000 §9: each step reveals 0.1 s after the one before. */
export const STEP_STAGGER_S = 0.1;

/** '01', '02', …: a step's label is its position, so steps never share a number. */
export function stepLabel(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/** Markers alternate: the first step's text above the line, the second's below, and so on. */
export function stepPosition(index: number): 'above' | 'below' {
  return index % 2 === 0 ? 'above' : 'below';
}
