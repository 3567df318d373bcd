import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@site/blocks/localized';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY } from './config.ts';

/**
 * The server's half of the spec's detection order (001 §9): the `lng` query parameter, then the
 * cookie, then the browser's Accept-Language, then English. Anything that is not a supported
 * language code (including injection attempts) is ignored.
 */
export function resolveLanguage(request: Request, url = new URL(request.url)): Language {
  const fromQuery = normalize(url.searchParams.get(LANGUAGE_QUERY));
  if (fromQuery) return fromQuery;
  const fromCookie = normalize(readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE));
  if (fromCookie) return fromCookie;
  return fromAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
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
