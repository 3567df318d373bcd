import { DEFAULT_LANGUAGE, isLanguage, type Language } from './localized.ts';

/** Where the language choice is remembered, so the server renders what the browser picked. */
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_QUERY = 'lng';

/**
 * The server's half of the spec's detection order (001 §9): the `lng` query parameter, then the
 * cookie, then the browser's Accept-Language, then English. Anything that is not a supported
 * language code (including injection attempts) is ignored.
 */
export function resolveLanguage(request: Request, url = new URL(request.url)): Language {
  return languageOf(
    url.searchParams.get(LANGUAGE_QUERY),
    request.headers.get('cookie'),
    request.headers.get('accept-language'),
  );
}

/** The same rule from the raw parts, for the server's HTML cache, which keys pages by language before rendering. */
export function languageOf(query: string | null, cookieHeader: string | null, acceptLanguage: string | null): Language {
  return (
    normalize(query) ??
    normalize(readCookie(cookieHeader, LANGUAGE_COOKIE)) ??
    fromAcceptLanguage(acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}

function normalize(value: string | null | undefined): Language | undefined {
  const code = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(code) ? code : undefined;
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function fromAcceptLanguage(header: string | null): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((entry) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: normalize(tag), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((e) => e.lang && e.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lang;
}
