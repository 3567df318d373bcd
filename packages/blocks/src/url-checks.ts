import type { Language } from './localized.ts';

/**
 * What a link or a media address in content may be (ADR 0021), as plain functions: no zod, no DOM,
 * so the server's block schemas and the editor in the browser apply the very same rules.
 *
 * Browsers do not take a URL as written: they drop tabs and newlines, read `\` as `/`, resolve
 * `..` and `%2e%2e`. So a site path is judged by what the WHATWG URL parser makes of it, and is
 * accepted only when that is exactly what was written.
 */

/** Longest link or media address a content field may hold. */
export const MAX_URL_LENGTH = 2048;

/**
 * RFC 3986 characters (unreserved, reserved and `%` of an escape) without `'`, `(` and `)`, which
 * end a CSS string or `url()`. Whitespace, control characters, quotes, `\`, `<`, `>` never pass.
 */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&*+,;=%]+$/;
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** Stands for this site when resolving a path; `.invalid` never names a real host. */
const SITE_ORIGIN = 'http://site.invalid';

/**
 * The path, query and hash a browser would go to for `value`, when that stays on this site: `value`
 * starts with `/`, resolves to this origin, and the resolved path neither starts with `//` or `/\`
 * nor, once its escapes are decoded, does so or holds a control character or `\` (whatever decodes
 * it next could read a host there). Else undefined.
 */
export function resolveSitePath(value: string): string | undefined {
  if (!value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, SITE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE_ORIGIN || leavesSite(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

function leavesSite(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return (
    /^\/[/\\]/.test(pathname) || /^\/[/\\]/.test(decoded) || decoded.includes('\\') || CONTROL_CHARACTER.test(decoded)
  );
}

function isPlainUrlText(value: string): boolean {
  return value.length <= MAX_URL_LENGTH && URL_CHARACTERS.test(value) && !BROKEN_ESCAPE.test(value);
}

/** A path on this site (`/about`, `/data/uploads/x.webp?v=2#top`) that a browser takes exactly as written. */
export function isSitePath(value: string): boolean {
  return isPlainUrlText(value) && resolveSitePath(value) === value;
}

/** An absolute URL of one of these protocols, with a host and no user name or password before it. */
function isWebUrl(value: string, protocols: readonly string[]): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return protocols.includes(url.protocol) && url.hostname !== '' && url.username === '' && url.password === '';
}

/**
 * Where a link may go: a site path, an in-page anchor (`#faq`), an http(s) URL, a `mailto:` address
 * or a `tel:` number (digits, `+`, `-`, `.`).
 */
export function isLinkTarget(value: string): boolean {
  if (!isPlainUrlText(value)) return false;
  return (
    value.startsWith('#') ||
    isSitePath(value) ||
    isWebUrl(value, ['http:', 'https:']) ||
    /^mailto:[^@?#]+@[^@?#]+(\?.*)?$/i.test(value) ||
    /^tel:\+?[0-9][0-9.-]*$/i.test(value)
  );
}

/**
 * Where an image or video may come from: a site path (uploads live under `/data/uploads/`, the
 * app's own media under `/media/`) or an https URL. Its characters can never end a CSS string.
 */
export function isMediaUrl(value: string): boolean {
  return isPlainUrlText(value) && (isSitePath(value) || isWebUrl(value, ['https:']));
}

export type UrlRule = 'link' | 'media';

/** What each rule asks for, in words an editor can act on. */
export const urlRuleMessages: Record<Language, Record<UrlRule, string>> = {
  en: {
    link: 'Must be a site path (/…), an anchor (#…), or an http(s), mailto or tel address, without spaces, quotes or brackets',
    media: 'Must be a site path (/data/uploads/…) or an https address, without spaces, quotes or brackets',
  },
  ar: {
    link: 'يجب أن يكون مسارًا في الموقع (/…) أو رابطًا داخل الصفحة (#…) أو عنوان http(s) أو mailto أو tel، بلا مسافات أو علامات اقتباس أو أقواس',
    media: 'يجب أن يكون مسارًا في الموقع (/data/uploads/…) أو عنوان https، بلا مسافات أو علامات اقتباس أو أقواس',
  },
};
