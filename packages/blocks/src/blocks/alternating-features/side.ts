/** The picture sits at the start side in the first row, the end side in the second, and so on. */
export function imageSide(index: number): 'start' | 'end' {
  return index % 2 === 0 ? 'start' : 'end';
}

/** Spec 000 §9: rows reveal one after another, 0.1 s apart. */
export const ROW_STAGGER_S = 0.1;
