import { describe, expect, it } from 'vitest';
import { ApiError } from '../session/api-error.ts';
import { EMAIL_PATTERN } from './forgot-password-form.tsx';
import { describeLoginFailure } from './login-error.ts';
import { initialModeForPath } from './modes.ts';
import { passwordProblems } from './password-check.ts';
import { safeRedirectPath } from './safe-redirect.ts';

describe('initialModeForPath', () => {
  it('opens create-password mode when the path contains /create-new-password', () => {
    expect(initialModeForPath('/create-new-password')).toBe('createNewPassword');
    expect(initialModeForPath('/login/create-new-password')).toBe('createNewPassword');
  });
  it('opens the login screen otherwise', () => {
    expect(initialModeForPath('/login')).toBe('login');
    expect(initialModeForPath('/login/anything')).toBe('login');
  });
});

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectPath('/?edit=true')).toBe('/?edit=true');
    expect(safeRedirectPath('/solutions/totara-learn?edit=true#faq')).toBe('/solutions/totara-learn?edit=true#faq');
  });
  it.each([
    null,
    undefined,
    '',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    'relative/path',
    '/\u0009/evil.example',
    '/..//evil.com',
    '/./\\evil.com',
    '/%2e%2e//evil.com',
    '/a/../..//evil.com',
    '/a/%2E%2E/%2e%2e//evil.com',
    '/.%2e//evil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%09/evil.com',
    ' //evil.com',
    '/\n/evil.com',
  ])('sends %j home', (from) => {
    expect(safeRedirectPath(from)).toBe('/');
  });
  it('returns the path it checked, normalised as the browser would', () => {
    expect(safeRedirectPath('/about?x=1#y')).toBe('/about?x=1#y');
    expect(safeRedirectPath('/a/../about')).toBe('/about');
    expect(safeRedirectPath('/%2e%2e/about')).toBe('/about');
    expect(safeRedirectPath('/about#a b')).toBe('/about#a%20b');
  });
});

describe('passwordProblems', () => {
  it('accepts a password that meets the hint', () => {
    expect(passwordProblems('Strong!Pass1')).toEqual([]);
  });
  it('names every broken rule', () => {
    expect(passwordProblems('abc')).toEqual(['minLength', 'uppercase', 'digit', 'special']);
    expect(passwordProblems('ABCDEFGH')).toEqual(['lowercase', 'digit', 'special']);
    expect(passwordProblems('Abcdefg1')).toEqual(['special']);
    expect(passwordProblems('Abcdefg!')).toEqual(['digit']);
  });
  it('refuses specials outside the list', () => {
    expect(passwordProblems('Abcdefg1&')).toEqual(['special']);
  });
  it('reports an over-long password', () => {
    expect(passwordProblems(`Aa1!${'x'.repeat(300)}`)).toEqual(['maxLength']);
  });
});

describe('describeLoginFailure', () => {
  const limited = new ApiError(429, {
    error: { code: 'rate_limited', message: 'Too many sign-in attempts. Try again in 60 seconds.' },
  });
  it("shows the server's message in English", () => {
    expect(describeLoginFailure(limited, 'en')).toEqual({ key: 'server', message: limited.message });
  });
  it('translates by kind in Arabic', () => {
    expect(describeLoginFailure(limited, 'ar')).toEqual({ key: 'rateLimited' });
    expect(describeLoginFailure(new ApiError(503, { error: { code: 'database_unavailable' } }), 'ar')).toEqual({
      key: 'unavailable',
    });
  });
  it('falls back when the server sent no error body', () => {
    expect(describeLoginFailure(new ApiError(502, null), 'en')).toEqual({ key: 'unavailable' });
    expect(describeLoginFailure(new TypeError('Failed to fetch'), 'en')).toEqual({ key: 'network' });
    expect(describeLoginFailure(new Error('?'), 'en')).toEqual({ key: 'generic' });
  });
});

describe('EMAIL_PATTERN', () => {
  it('accepts an address and refuses spaces or a missing domain', () => {
    expect(EMAIL_PATTERN.test('name@company.com')).toBe(true);
    expect(EMAIL_PATTERN.test('name @company.com')).toBe(false);
    expect(EMAIL_PATTERN.test('name@company')).toBe(false);
  });
});
