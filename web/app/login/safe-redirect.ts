import { resolveSitePath } from '@site/blocks/url-checks';

/**
 * Where to go after signing in: the `from` query parameter when it is a path on this site, else
 * '/'. The path is resolved the way a browser would first (tabs dropped, `\` read as `/`, `..` and
 * `%2e%2e` applied), and the result is what is checked and returned: `/..//evil.example` resolves
 * to `//evil.example`, which names another host, so it is refused.
 */
export function safeRedirectPath(from: string | null | undefined, fallback = '/'): string {
  return (from && resolveSitePath(from)) || fallback;
}
