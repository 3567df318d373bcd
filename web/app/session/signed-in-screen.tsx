import type { Page } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { type ComponentType, type LazyExoticComponent, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { documentTitle, useSiteData } from '../site-data.ts';
import { LOGIN_PATH } from './api-client.ts';
import { useSession } from './token-store.ts';

/**
 * A screen for signed-in people only (the inbox, People), its code in a chunk of its own: while the
 * session loads (on the server and during hydration) nothing is rendered; a visitor goes to /login,
 * which brings them back here. What each role may see there is the screen's own business.
 */
export function SignedInScreen({
  title,
  Screen,
}: {
  title: Page['title'];
  Screen: LazyExoticComponent<ComponentType>;
}) {
  const session = useSession();
  const lang = useLanguage();
  const { header } = useSiteData();
  const location = useLocation();
  const navigate = useNavigate();
  const denied = session.status === 'ready' && !session.isAdmin;
  useEffect(() => {
    if (denied) {
      const from = `${location.pathname}${location.search}`;
      void navigate(`${LOGIN_PATH}?from=${encodeURIComponent(from)}`, { replace: true });
    }
  }, [denied, location.pathname, location.search, navigate]);
  return (
    <>
      <title>{documentTitle(title, header, lang)}</title>
      <meta name="robots" content="noindex" />
      {session.status === 'ready' && session.isAdmin && (
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      )}
    </>
  );
}
