import { lazy } from 'react';
import { peopleStrings } from '../people/strings.ts';
import { SignedInScreen } from '../session/signed-in-screen.tsx';

/** The People screen itself, in its own chunk: loaded only once someone signed in is on this page. */
const PeoplePage = lazy(() => import('../people/people-page.tsx'));

const TITLE = { en: peopleStrings.en.title, ar: peopleStrings.ar.title };

/** /admin/people: the admin's People screen (ADR 0030); an editor is told there that it is for admins. */
export default function People() {
  return <SignedInScreen title={TITLE} Screen={PeoplePage} />;
}
