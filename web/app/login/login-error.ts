import { ApiError } from '../session/api-error.ts';

/** What to say when signing in failed for a reason other than wrong credentials. */
export type LoginFailure =
  | { key: 'rateLimited' | 'unavailable' | 'network' | 'generic' }
  | { key: 'server'; message: string };

/**
 * Spec 001 §8 gives only the wrong-credentials text. For a network error, a 429 or a 5xx the screen
 * shows the server's own message when the page is in English (it is written in English and may carry
 * details such as the wait time), and a translated message by kind otherwise.
 */
export function describeLoginFailure(error: unknown, lang: string): LoginFailure {
  if (!(error instanceof ApiError)) return { key: error instanceof TypeError ? 'network' : 'generic' };
  const hasServerMessage = error.code !== 'http_error' && error.message.length > 0;
  if (lang === 'en' && hasServerMessage) return { key: 'server', message: error.message };
  if (error.status === 429) return { key: 'rateLimited' };
  if (error.status >= 500) return { key: 'unavailable' };
  return { key: 'generic' };
}
