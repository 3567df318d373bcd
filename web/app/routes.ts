import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/content-page.tsx', { id: 'home' }),
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('login/*', 'routes/login.tsx', { id: 'login-sub' }),
  route('create-new-password', 'routes/login.tsx', { id: 'create-new-password' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
