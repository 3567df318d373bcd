import type { Route } from './+types/login';

export const handle = { bare: true };

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Login' }];
}

export default function Login() {
  return <main id="main">Login</main>;
}
