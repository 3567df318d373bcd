/** Spec 000 §9: advantages appear one after another, 0.1 s apart, the first after 0.3 s. */
export function advantageDelay(index: number): number {
  return Math.round((0.3 + 0.1 * index) * 10) / 10;
}
