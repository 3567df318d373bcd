import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/content-page.tsx', { id: 'home' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
