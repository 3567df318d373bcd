/** The alert the spec names for a failed save of this kind of block (spec 000 §8, 001 §8). */
export function saveFailedKey(
  blockType: string,
  { template = false } = {},
): { key: string; options?: Record<string, string> } {
  const type = blockType.toUpperCase();
  // A detail page's template blocks (story, vacancy, resource) share one message, CTA included.
  if (template) return { key: 'saveFailedTemplate' };
  if (type === 'HEADER' || type === 'FOOTER') return { key: 'saveFailedType', options: { type: type.toLowerCase() } };
  if (type === 'CTA') return { key: 'saveFailedCta' };
  if (type === 'TEXT') return { key: 'saveFailedPolicy' };
  return { key: 'saveFailed' };
}
