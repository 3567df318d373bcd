/**
 * Control characters (C0 and C1, with CR, LF, tab and NEL) and the Unicode line and paragraph
 * separators: none belongs in a one-line value, and in an e-mail header CR and LF would start a new
 * header ("Eve\r\nBcc: victim@example.com").
 */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;

/** `value` as one line: every run of control characters becomes one space, the ends trimmed. */
export function headerText(value: string): string {
  return value.replace(LINE_BREAKING, ' ').trim();
}
