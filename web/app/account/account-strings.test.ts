import { describe, expect, it } from 'vitest';
import { ApiError } from '../session/api-error.ts';
import { describeChangePasswordFailure } from './change-password-failure.ts';
import { accountStrings } from './strings.ts';

describe('describeChangePasswordFailure', () => {
  const answer = (status: number, code: string, details?: unknown) =>
    new ApiError(status, { error: { code, message: 'In English only', details } });

  it('puts a wrong current password on its field', () => {
    expect(describeChangePasswordFailure(answer(400, 'wrong_current_password'), 'N3w!password')).toEqual({
      field: 'current',
      kind: 'wrongCurrent',
    });
  });

  it('names the rules a new password misses, from the shared schema rather than the English message', () => {
    const weak = answer(400, 'invalid_input', [{ path: 'new_password', message: 'At least one digit' }]);
    expect(describeChangePasswordFailure(weak, 'password')).toEqual({
      field: 'new',
      kind: 'weak',
      problems: ['uppercase', 'digit', 'special'],
    });
    const missing = answer(400, 'invalid_input', [
      { path: 'current_password', message: 'Current password is required' },
    ]);
    expect(describeChangePasswordFailure(missing, 'N3w!password')).toEqual({
      field: 'current',
      kind: 'currentRequired',
    });
  });

  it('says what stopped the whole form: too many attempts, the server or the network', () => {
    expect(describeChangePasswordFailure(answer(429, 'rate_limited'), 'x').kind).toBe('rateLimited');
    expect(describeChangePasswordFailure(answer(503, 'database_unavailable'), 'x').kind).toBe('unavailable');
    expect(describeChangePasswordFailure(new TypeError('Failed to fetch'), 'x').kind).toBe('network');
    expect(describeChangePasswordFailure(answer(400, 'invalid_input', 'not a list'), 'x').kind).toBe('generic');
  });
});

describe('account strings', () => {
  it('has every string in English and in Arabic', () => {
    expect(Object.keys(accountStrings.ar).sort()).toEqual(Object.keys(accountStrings.en).sort());
    for (const text of Object.values(accountStrings.ar)) expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});
