import { isLanguage, type Language } from '@site/blocks/localized';
import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY, LANGUAGE_STORAGE_KEY } from './config.ts';

const YEAR_SECONDS = 60 * 60 * 24 * 365;

function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined; // storage or cookies blocked
  }
}

/**
 * Spec 001 §9's detection order: query parameter, cookie, local storage, session storage, the
 * browser's languages, the html lang attribute; the first supported one wins. What
 * i18next-browser-languagedetector did here, in a fraction of its size (ADR 0016).
 */
export function detectLanguage(): Language | undefined {
  const cookie = attempt(() => document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`))?.[1]);
  const candidates = [
    new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
    cookie && decodeURIComponent(cookie),
    attempt(() => localStorage.getItem(LANGUAGE_STORAGE_KEY)),
    attempt(() => sessionStorage.getItem(LANGUAGE_STORAGE_KEY)),
    ...(navigator.languages ?? [navigator.language]),
    document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const language = candidate?.split('-')[0]?.toLowerCase();
    if (isLanguage(language)) return language;
  }
  return undefined;
}

/** Remembers the choice in local storage and in the cookie the server reads, for a year. */
export function rememberLanguage(language: string) {
  attempt(() => localStorage.setItem(LANGUAGE_STORAGE_KEY, language));
  attempt(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we serve
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  });
}

/** The i18next language detector: detects as above and caches every language change. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguage(),
  cacheUserLanguage: rememberLanguage,
};
