import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './resolve-language.ts';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${url}`, { headers });

describe('resolveLanguage', () => {
  it('takes the lng query parameter first', () => {
    expect(resolveLanguage(request('/?lng=ar', { cookie: 'i18next=en', 'accept-language': 'en' }))).toBe('ar');
    expect(resolveLanguage(request('/?lng=en-US', { cookie: 'i18next=ar' }))).toBe('en');
  });

  it('then the cookie, then Accept-Language by quality, then English', () => {
    expect(resolveLanguage(request('/', { cookie: 'theme=dark; i18next=ar', 'accept-language': 'en' }))).toBe('ar');
    expect(resolveLanguage(request('/', { 'accept-language': 'fr;q=0.9, ar-AE;q=0.8, en;q=0.5' }))).toBe('ar');
    expect(resolveLanguage(request('/', { 'accept-language': 'en;q=0.2, ar;q=0.7' }))).toBe('ar');
    expect(resolveLanguage(request('/', { 'accept-language': 'fr, de' }))).toBe('en');
    expect(resolveLanguage(request('/'))).toBe('en');
  });

  it('ignores values that are not a supported language, including injection attempts', () => {
    expect(resolveLanguage(request('/?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E', { cookie: 'i18next=ar' }))).toBe('ar');
    expect(resolveLanguage(request('/?lng=fr', { cookie: 'i18next=%E0%A4%A' }))).toBe('en');
  });
});
