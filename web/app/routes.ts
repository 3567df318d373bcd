import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { PAGE_SLUGS } from './page-slugs.ts';

export default [
  index('routes/content-page.tsx', { id: 'home' }),
  ...Object.entries(PAGE_SLUGS)
    .filter(([path]) => path !== '/')
    .map(([path, slug]) => route(path.slice(1), 'routes/content-page.tsx', { id: slug })),
  // Detail pages: an item of a list page followed by a template page (spec 000 §2).
  route('customer-stories/:id', 'routes/detail-page.tsx', { id: 'story' }),
  route('vacancy-details/:id', 'routes/detail-page.tsx', { id: 'vacancy' }),
  route('resources/:id', 'routes/detail-page.tsx', { id: 'resource' }),
  // Spec 000 §2: old addresses, replaced by the resources list with its filter.
  route('blog', 'routes/redirect-resources.tsx', { id: 'redirect-blog' }),
  route('events', 'routes/redirect-resources.tsx', { id: 'redirect-events' }),
  // The site search's results (issue #32, ADR 0047), never indexed.
  route('search', 'routes/search-page.tsx', { id: 'search' }),
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('login/*', 'routes/login.tsx', { id: 'login-sub' }),
  route('create-new-password', 'routes/login.tsx', { id: 'create-new-password' }),
  route('inbox', 'routes/inbox.tsx', { id: 'inbox' }),
  route('admin/people', 'routes/people.tsx', { id: 'people' }),
  // Pages editors created, moved and deleted addresses (ADR 0033); anything else is not found.
  route('*', 'routes/created-page.tsx', { id: 'created-page' }),
] satisfies RouteConfig;
