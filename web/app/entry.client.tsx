import { detailViews } from '@site/blocks/details';
import { isLanguage } from '@site/blocks/localized';
import { preloadBlockViews } from '@site/blocks/react';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { drawBlocksWhenIdle } from './draw-blocks-when-idle.ts';
import { baseOptions, TRANSLATIONS_PATH } from './i18n/config.ts';
import { detectLanguage, languageDetector } from './i18n/detect-language.ts';
import { FetchBackend } from './i18n/fetch-backend.ts';
import { VIEWS_ON_PAGE_ID, type ViewsOnPage } from './views-on-page.ts';

// The server rendered the page in the language of the query, the cookie or Accept-Language; hydrate in
// that one. If the browser's own order (spec 001 §9) picks another (a choice left only in storage),
// switch after. Every language change is remembered in localStorage and in the cookie the server reads.
const rendered = document.documentElement.lang;
const detected = detectLanguage();

await i18next
  .use(initReactI18next)
  .use(languageDetector)
  .use(FetchBackend)
  .init({
    ...baseOptions,
    lng: isLanguage(rendered) ? rendered : undefined,
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

drawBlocksWhenIdle();

if (detected && detected !== i18next.language) void i18next.changeLanguage(detected);
