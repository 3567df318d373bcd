/**
 * A CSS `url("…")` of a content address, for a custom property set through React's `style` object.
 * Media addresses are already checked (`isMediaUrl` refuses quotes, brackets, `\` and whitespace);
 * quoting and escaping here as well means that content stored before those checks, or a future
 * field that skips them, still cannot end the string and write CSS of its own.
 */
export function cssUrl(url: string): string {
  // In a CSS string `\` and `"` are escaped with `\`; a line break or other control character ends
  // the string unless written as a hex escape, whose trailing space closes the escape.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping control characters is the point.
  const escaped = url.replace(/[\\"]|[\u0000-\u001f\u007f]/g, (c) =>
    c === '\\' || c === '"' ? `\\${c}` : `\\${c.charCodeAt(0).toString(16)} `,
  );
  return `url("${escaped}")`;
}
