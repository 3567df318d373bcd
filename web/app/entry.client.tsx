import { detailViews } from '@site/blocks/details';
import { isLanguage } from '@site/blocks/localized';
import { preloadBlockViews } from '@site/blocks/react';
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
import { VIEWS_ON_PAGE_ID, type ViewsOnPage } from './views-on-page.ts';

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

// Every block view on this page is loaded before hydration starts, so React hydrates the server's
// HTML in one pass instead of replacing blocks whose code arrives after an update (ADR 0011).
const views = JSON.parse(document.getElementById(VIEWS_ON_PAGE_ID)?.textContent || '{"types":[]}') as ViewsOnPage;
await Promise.all([preloadBlockViews(views.types), views.detail ? detailViews[views.detail]() : undefined]).catch(
  (error: unknown) => console.warn('A block view failed to load before hydration:', error),
);

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
    {
      // A hydration mismatch makes React quietly throw the server's HTML away and render again;
      // say so in the console, where the browser tests (and developers) see it.
      onRecoverableError(error, info) {
        console.error('React recovered from an error (the server HTML was replaced):', error, info.componentStack);
      },
    },
  );
});

if (isLanguage(detected) && detected !== i18next.language) void i18next.changeLanguage(detected);
