import { type PasswordProblem, passwordProblems } from '../login/password-check.ts';
import { ApiError } from '../session/api-error.ts';

/** Why a password change was refused, as the dialog says it: on a field, or for the whole form. */
export type ChangePasswordFailure =
  | { field: 'current'; kind: 'wrongCurrent' | 'currentRequired' }
  | { field: 'new'; kind: 'weak'; problems: PasswordProblem[] }
  | { field: 'form'; kind: 'rateLimited' | 'network' | 'unavailable' | 'generic' };

/**
 * Reads the server's answer by its codes, never its English message, so the dialog can say it in
 * the user's language. The rules a new password misses are named again here, with the same shared
 * schema the server used.
 */
export function describeChangePasswordFailure(error: unknown, newPassword: string): ChangePasswordFailure {
  if (!(error instanceof ApiError)) return { field: 'form', kind: error instanceof TypeError ? 'network' : 'generic' };
  if (error.code === 'wrong_current_password') return { field: 'current', kind: 'wrongCurrent' };
  if (error.status === 429) return { field: 'form', kind: 'rateLimited' };
  if (error.status >= 500) return { field: 'form', kind: 'unavailable' };
  if (error.code === 'invalid_input' && Array.isArray(error.details)) {
    const paths = new Set(error.details.map((detail: { path?: unknown } | null) => detail?.path));
    if (paths.has('new_password')) {
      const problems = passwordProblems(newPassword);
      return { field: 'new', kind: 'weak', problems: problems.length ? problems : ['other'] };
    }
    if (paths.has('current_password')) return { field: 'current', kind: 'currentRequired' };
  }
  return { field: 'form', kind: 'generic' };
}
