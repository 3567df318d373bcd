import type { ChangePasswordBody, Me } from '@site/blocks';
import { api } from '../session/api-client.ts';

/** The account calls of the signed-in user; errors are the API client's ApiError. */
export const accountApi = {
  /** Who is signed in. */
  me: () => api<Me>('/v1/auth/me'),

  /** Changes the password; every other session of the user ends, this one goes on. */
  changePassword: (body: ChangePasswordBody) => api<void>('/v1/auth/password', { method: 'POST', body }),
};
