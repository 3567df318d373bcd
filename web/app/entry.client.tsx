import { isLanguage } from '@site/blocks/localized';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import {
  baseOptions,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
  TRANSLATIONS_PATH,
} from './i18n/config.ts';

const detection = {
  // Spec 001 §9 detection order; the choice is kept in localStorage and in a cookie the server reads.
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: LANGUAGE_QUERY,
  lookupCookie: LANGUAGE_COOKIE,
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupSessionStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage', 'cookie'],
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' as const },
};

// The server rendered the page in the language of the query, the cookie or Accept-Language; hydrate in
// that one. If the browser's own order picks another (a choice left only in storage), switch after.
const rendered = document.documentElement.lang;
const detected = String(new LanguageDetector(undefined, detection).detect() ?? '').split('-')[0];

await i18next
  .use(initReactI18next)
  .use(LanguageDetector)
  .use(HttpBackend)
  .init({
    ...baseOptions,
    lng: isLanguage(rendered) ? rendered : undefined,
    detection,
    backend: { loadPath: TRANSLATIONS_PATH },
    debug: import.meta.env.DEV,
  });

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});

if (isLanguage(detected) && detected !== i18next.language) void i18next.changeLanguage(detected);
