import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/content-page.tsx', { id: 'home' }),
  route('privacy-policy', 'routes/content-page.tsx', { id: 'privacy-policy' }),
  route('success', 'routes/content-page.tsx', { id: 'success' }),
  // Spec 000 §2: old addresses, replaced by the resources list with its filter.
  route('blog', 'routes/redirect-resources.tsx', { id: 'redirect-blog' }),
  route('events', 'routes/redirect-resources.tsx', { id: 'redirect-events' }),
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('login/*', 'routes/login.tsx', { id: 'login-sub' }),
  route('create-new-password', 'routes/login.tsx', { id: 'create-new-password' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
