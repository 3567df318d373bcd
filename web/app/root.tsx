import type { Page } from '@site/blocks';
import { directionOf } from '@site/blocks/localized';
import { BlockList, useLanguage } from '@site/blocks/react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useNavigation,
} from 'react-router';
import type { Route } from './+types/root';
import { EditToggle } from './editing/edit-toggle.tsx';
import { EditableBlockList } from './editing/lazy.ts';
import { useEditMode } from './editing/use-edit-mode.ts';
import { translationUrl } from './i18n/config.ts';
import { resolveLanguage } from './i18n/resolve-language.ts';
import { useNonce } from './nonce.ts';
import { useSiteData } from './site-data.ts';
import { VIEWS_ON_PAGE_ID, viewsOnPage } from './views-on-page.ts';
import './styles/app.css';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request, url);
  const [header, footer] = await Promise.allSettled([context.site.getPage('header'), context.site.getPage('footer')]);
  return {
    lang,
    header: header.status === 'fulfilled' ? header.value : null,
    footer: footer.status === 'fulfilled' ? footer.value : null,
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
  const nonce = useNonce();
  const views = viewsOnPage(useMatches().map((match) => match.loaderData));
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* The browser's i18next reads this before hydrating; start the download with the HTML. */}
        <link rel="preload" href={translationUrl(lang)} as="fetch" crossOrigin="anonymous" />
        <Links />
        {/* entry.client.tsx loads these views before hydrating, so the server's HTML is kept as it is. */}
        <script
          id={VIEWS_ON_PAGE_ID}
          type="application/json"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of block type names, '<' escaped
          dangerouslySetInnerHTML={{ __html: JSON.stringify(views).replace(/</g, '\\u003c') }}
        />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { t } = useTranslation();
  const { header, footer, globalError } = useSiteData();
  const navigation = useNavigation();
  const editing = useEditMode().active;
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
  if (!editing) return <BlockList blocks={page.blocks} />;
  return (
    <Suspense fallback={<BlockList blocks={page.blocks} />}>
      <EditableBlockList page={page} fixed />
    </Suspense>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="page-state">
      <p role="alert">{t('page.loadFailed')}</p>
    </main>
  );
}
