/**
 * Where to go after signing in: the `from` query parameter when it is a path on this site, else '/'.
 * Protocol-relative ('//evil.example') and backslash ('/\evil.example') forms leave the site in
 * browsers, so they are refused, as are control characters and anything not starting with '/'.
 */
export function safeRedirectPath(from: string | null | undefined, fallback = '/'): string {
  if (!from?.startsWith('/') || from.startsWith('//') || from.includes('\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(from)) return fallback;
  try {
    // Resolve against a dummy origin: a same-site path keeps it.
    const origin = 'http://same-site.invalid';
    const url = new URL(from, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
