/**
 * Paragraphs of a text field: line breaks separate them and blank lines are dropped, so a client
 * description "separated by blank lines" (spec 000 §3) and one separated by single line breaks read
 * the same.
 */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
