import type { Page } from '@site/blocks';
import { directionOf } from '@site/blocks/localized';
import { BlockList, MediaProvider, useLanguage, useT } from '@site/blocks/react';
import { resolveLanguage } from '@site/blocks/resolve-language';
import { type ReactNode, Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router';
import type { Route } from './+types/root';
import { EditToggle } from './editing/edit-toggle.tsx';
import { EditableBlockList } from './editing/lazy.ts';
import { useEditing } from './editing/use-edit-mode.ts';
import { START_AFTER_PAINT } from './hydrate-after-paint.ts';
import { translationUrl } from './i18n/config.ts';
import { documentPageJson } from './page-json.server.ts';
import { pageUrl } from './page-slugs.ts';
import { isPreviewUrl } from './pages/preview.ts';
import { useScriptNonce } from './script-nonce.ts';
import { useSiteData } from './site-data.ts';
import { firstPaintFonts } from './styles/fonts.ts';
import { VIEWS_ON_PAGE_ID, viewsOnPage } from './views-on-page.ts';
import './styles/app.css';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request, url);
  const [header, footer] = await Promise.allSettled([
    context.site.getPageJson('header'),
    context.site.getPageJson('footer'),
  ]);
  return {
    lang,
    /** For the canonical and hreflang links of pages search engines should find. */
    publicUrl: context.publicUrl ?? url.origin,
    /** A preview link's address (ADR 0029): drafts, never to be indexed. */
    preview: isPreviewUrl(url),
    header:
      header.status === 'fulfilled' && header.value !== null ? documentPageJson(header.value, context, 'header') : null,
    footer:
      footer.status === 'fulfilled' && footer.value !== null ? documentPageJson(footer.value, context, 'footer') : null,
    /** Spec 000 §4: 'Failed to load global content.' is kept when the header or footer fails. */
    globalError: header.status === 'rejected' || footer.status === 'rejected',
  };
}

// The header and footer change only when an editor saves them, which updates them in place.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  const matches = useMatches();
  const views = viewsOnPage(matches.map((match) => match.loaderData));
  // The path from the location, not the root loader: that one is not re-run on client navigation.
  const { pathname } = useLocation();
  // Marks the inline scripts the app writes, so that only they are allowed to run (server-side only).
  const nonce = useScriptNonce();
  const { publicUrl, preview } = (matches[0]?.loaderData ?? {}) as { publicUrl?: string; preview?: boolean };
  const indexable = !preview && matches.some((match) => isIndexable(match.handle, match.loaderData));
  // Says React has taken the document over: its scripts start after the first paint, and until then
  // buttons are plain HTML (browser tests wait for this before they click).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* The browser's i18next reads this before hydrating; start the download with the HTML. */}
        <link rel="preload" href={translationUrl(lang)} as="fetch" crossOrigin="anonymous" />
        {firstPaintFonts(lang).map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Links />
        {preview && <meta name="robots" content="noindex, nofollow" />}
        {publicUrl && indexable && <LanguageLinks publicUrl={publicUrl} path={pathname} lang={lang} />}
        {/* entry.client.tsx loads these views before hydrating, so the server's HTML is kept as it is. */}
        <script
          id={VIEWS_ON_PAGE_ID}
          type="application/json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of block type names, '<' escaped
          dangerouslySetInnerHTML={{ __html: JSON.stringify(views).replace(/</g, '\\u003c') }}
        />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />
      </body>
    </html>
  );
}

/** A route's `handle.indexable`: a flag, or a test of what its loader found (a created page, not a 404 there). */
function isIndexable(handle: unknown, loaderData: unknown): boolean {
  const indexable = (handle as { indexable?: boolean | ((data: unknown) => boolean) } | undefined)?.indexable;
  return typeof indexable === 'function' ? indexable(loaderData) : Boolean(indexable);
}

/**
 * The page's own address and its other language (issue #9): Arabic is the same path with ?lng=ar;
 * other query parameters (filters, page numbers) are left out, so every view of a page has one
 * canonical address.
 */
function LanguageLinks({ publicUrl, path, lang }: { publicUrl: string; path: string; lang: string }) {
  const en = pageUrl(publicUrl, path, 'en');
  const ar = pageUrl(publicUrl, path, 'ar');
  return (
    <>
      <link rel="canonical" href={lang === 'ar' ? ar : en} />
      <link rel="alternate" hrefLang="en" href={en} />
      <link rel="alternate" hrefLang="ar" href={ar} />
      <link rel="alternate" hrefLang="x-default" href={en} />
    </>
  );
}

export default function App() {
  const t = useT();
  const { header, footer, globalError } = useSiteData();
  const navigation = useNavigation();
  const editing = useEditing();
  // The login area has no header or footer (spec 001 §2).
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare);
  if (bare) return <Outlet />;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('global.skipToContent')}
      </a>
      {header && <GlobalBlocks page={header} editing={editing} />}
      {globalError && (
        <p role="alert" className="global-error">
          {t('global.loadFailed')}
        </p>
      )}
      <main id="main" tabIndex={-1}>
        {navigation.state === 'loading' && (
          <p role="status" className="page-loading">
            {t('page.loading')}
          </p>
        )}
        <Outlet />
      </main>
      {footer && <GlobalBlocks page={footer} editing={editing} />}
      <EditToggle />
    </>
  );
}

/** The header or footer page; in edit mode, its one block gets the editor (fields only). */
function GlobalBlocks({ page, editing }: { page: Page; editing: boolean }) {
  return (
    <MediaProvider media={page.media}>
      {editing ? (
        <Suspense fallback={<BlockList blocks={page.blocks} />}>
          <EditableBlockList page={page} fixed />
        </Suspense>
      ) : (
        <BlockList blocks={page.blocks} />
      )}
    </MediaProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="page-state">
      <p role="alert">{t('page.loadFailed')}</p>
    </main>
  );
}
