import type { authRoutes, BodyOf } from '@site/blocks/api';
import { call } from '../session/api-client.ts';

/** The account calls of the signed-in user; errors are the API client's ApiError. */
export const accountApi = {
  /** Who is signed in. */
  me: () => call<typeof authRoutes.me>('GET', '/v1/auth/me'),

  /** Changes the password; every other session of the user ends, this one goes on. */
  changePassword: (body: BodyOf<typeof authRoutes.changePassword>) =>
    call<typeof authRoutes.changePassword>('POST', '/v1/auth/password', { body }),
};
