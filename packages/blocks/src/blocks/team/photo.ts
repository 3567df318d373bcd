/**
 * Spec 000 §2 "Our team": a photo whose path contains 'card-' (on a card) or ends in .jpg (in the
 * modal) is a stand-in (the defaults a new member starts with), drawn as a coloured placeholder
 * with the member's initials instead. No path at all is a placeholder too.
 *
 * One exception keeps the rule from eating real photos: a file uploaded through the editor is
 * stored under a content hash (/data/uploads/<32 hex>.jpg), so it is always a real photo, even a
 * JPEG in the modal.
 */
export function isPlaceholderPhoto(path: string | undefined | null, where: 'card' | 'modal'): boolean {
  if (!path?.trim()) return true;
  const clean = path.split(/[?#]/)[0] ?? '';
  if (UPLOADED.test(clean)) return false;
  return where === 'card' ? clean.includes('card-') : clean.toLowerCase().endsWith('.jpg');
}

const UPLOADED = /^(?:https?:\/\/[^/]+)?\/data\/uploads\/[0-9a-f]{32}\.[a-z0-9]+$/i;

/** A name's initials for a placeholder: the first letters of its first and last words. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/^ال(?=\p{L}{2})/u, ''));
  const first = words[0];
  const last = words.length > 1 ? words.at(-1) : undefined;
  const letters = [first, last].filter((w): w is string => !!w).map((w) => Array.from(w)[0] ?? '');
  // Arabic letters would join into a word; a thin space keeps them apart, read as initials.
  return letters.some((c) => /\p{Script=Arabic}/u.test(c)) ? letters.join('\u2009') : letters.join('').toUpperCase();
}
