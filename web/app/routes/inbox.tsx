import { lazy } from 'react';
import { inboxStrings } from '../inbox/strings.ts';
import { SignedInScreen } from '../session/signed-in-screen.tsx';

/** The inbox itself, in its own chunk: loaded only once a signed-in editor is on this page. */
const InboxPage = lazy(() => import('../inbox/inbox-page.tsx'));

const TITLE = { en: inboxStrings.en.title, ar: inboxStrings.ar.title };

/** /inbox: the editors' inbox of form submissions. */
export default function Inbox() {
  return <SignedInScreen title={TITLE} Screen={InboxPage} />;
}
