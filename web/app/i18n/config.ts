import { DEFAULT_LANGUAGE, LANGUAGES } from '@site/blocks/localized';
import type { InitOptions } from 'i18next';

export { LANGUAGE_COOKIE, LANGUAGE_QUERY } from '@site/blocks/resolve-language';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** i18next-http-backend's load path; the files live in web/public/locales. */
export const TRANSLATIONS_PATH = '/locales/{{lng}}/{{ns}}.json';
export const translationUrl = (lng: string) =>
  TRANSLATIONS_PATH.replace('{{lng}}', lng).replace('{{ns}}', 'translation');

/** Options shared by the server's per-request instance and the browser's (spec 001 §9). */
export const baseOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'translation',
  ns: ['translation'],
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  // Spec 001 §9: at most 10 parallel reads, 5 retries, first retry after 350 ms, doubling.
  maxParallelReads: 10,
  maxRetries: 5,
  retryTimeout: 350,
  react: { useSuspense: false },
} satisfies InitOptions;
