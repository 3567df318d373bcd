import { useLanguage } from '@site/blocks/react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { inboxStrings } from '../inbox/strings.ts';
import { LOGIN_PATH } from '../session/api-client.ts';
import { useSession } from '../session/token-store.ts';
import { documentTitle, useSiteData } from '../site-data.ts';

/** The inbox itself, in its own chunk: loaded only once a signed-in editor is on this page. */
const InboxPage = lazy(() => import('../inbox/inbox-page.tsx'));

const TITLE = { en: inboxStrings.en.title, ar: inboxStrings.ar.title };

/**
 * /inbox: the editors' inbox of form submissions. While the session loads (on the server and during
 * hydration) nothing is rendered; a visitor goes to /login, which brings them back here.
 */
export default function Inbox() {
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
      <title>{documentTitle(TITLE, header, lang)}</title>
      <meta name="robots" content="noindex" />
      {session.status === 'ready' && session.isAdmin && (
        <Suspense fallback={null}>
          <InboxPage />
        </Suspense>
      )}
    </>
  );
}
