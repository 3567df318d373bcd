import { redirect } from 'react-router';
import type { Route } from './+types/redirect-resources';

/** Spec 000 §2: /blog and /events lead to the resources list, filtered, replacing themselves in history. */
const TARGETS: Readonly<Record<string, string>> = {
  '/blog': '/resources?filter=blog',
  '/events': '/resources?filter=event',
};

/**
 * A 302 with Location when the server renders it. On client navigation React Router follows the
 * redirect before /blog is ever committed, so history holds the page the visitor came from, then the
 * resources list, never /blog (react-router's `replace()` would instead overwrite the page they came from).
 */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, '');
  const target = new URL(TARGETS[path] ?? '/resources', url);
  // Other parameters (the language above all: ?lng=ar) go along.
  for (const [key, value] of url.searchParams) if (key !== 'filter') target.searchParams.append(key, value);
  return redirect(`${target.pathname}${target.search}`);
}

// A component (rendering nothing) keeps this a UI route, so client-side links to it run the loader.
export default function RedirectResources() {
  return null;
}
