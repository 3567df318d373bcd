import type { MailLanguage, PasswordTokenRefusal } from '@site/blocks';
import type { authRoutes } from '@site/blocks/api';
import { call } from '../session/api-client.ts';
import { ApiError } from '../session/api-error.ts';

/**
 * The login area's two calls for forgotten passwords and invitations (ADR 0031), and what to say
 * when one fails. The server answers a reset request the same whether or not the address exists.
 */

export const passwordLinksApi = {
  forgot: (email: string, language: MailLanguage) =>
    call<typeof authRoutes.forgotPassword>('POST', '/v1/auth/forgot-password', { body: { email, language } }),
  check: (token: string) => call<typeof authRoutes.checkLink>('POST', '/v1/auth/check-link', { body: { token } }),
  reset: (token: string, newPassword: string) =>
    call<typeof authRoutes.resetPassword>('POST', '/v1/auth/reset-password', {
      body: { token, new_password: newPassword },
    }),
};

const LINK_REFUSALS: ReadonlySet<string> = new Set<PasswordTokenRefusal>([
  'link_not_found',
  'link_expired',
  'link_used',
  'account_disabled',
]);

/** A link that can set no password: the key of its message under login.link. */
export type LinkProblem = 'notFound' | 'expired' | 'used' | 'disabled';

export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError) || !LINK_REFUSALS.has(error.code)) return null;
  return (
    { link_not_found: 'notFound', link_expired: 'expired', link_used: 'used', account_disabled: 'disabled' } as const
  )[error.code as PasswordTokenRefusal];
}

/** Any other failure: the key of its message under login.errors. */
export function requestProblemOf(error: unknown): 'resetRateLimited' | 'unavailable' | 'network' | 'generic' {
  if (!(error instanceof ApiError)) return error instanceof TypeError ? 'network' : 'generic';
  if (error.status === 429) return 'resetRateLimited';
  if (error.status >= 500) return 'unavailable';
  return 'generic';
}
