import { useLanguage } from '@site/blocks/react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { peopleStrings } from '../people/strings.ts';
import { LOGIN_PATH } from '../session/api-client.ts';
import { useSession } from '../session/token-store.ts';
import { documentTitle, useSiteData } from '../site-data.ts';

/** The People screen itself, in its own chunk: loaded only once someone signed in is on this page. */
const PeoplePage = lazy(() => import('../people/people-page.tsx'));

const TITLE = { en: peopleStrings.en.title, ar: peopleStrings.ar.title };

/**
 * /admin/people: the admin's People screen (ADR 0030). While the session loads nothing is rendered;
 * a visitor goes to /login, which brings them back here; an editor is told it is for admins.
 */
export default function People() {
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
          <PeoplePage />
        </Suspense>
      )}
    </>
  );
}
