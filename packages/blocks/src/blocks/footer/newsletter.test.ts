import { describe, expect, it } from 'vitest';
import { isNewsletterEmail, newsletterMailto } from './newsletter.ts';

describe('newsletter sign-up', () => {
  it('accepts a non-empty value containing @, nothing else', () => {
    expect(isNewsletterEmail('ana@example.com')).toBe(true);
    expect(isNewsletterEmail('  a@b ')).toBe(true);
    expect(isNewsletterEmail('')).toBe(false);
    expect(isNewsletterEmail('   ')).toBe(false);
    expect(isNewsletterEmail('ana.example.com')).toBe(false);
  });

  it('builds a draft to the info address with the subject and an English body naming the address', () => {
    const url = newsletterMailto('info@gulflearning.example', ' ana@example.com ', 'en');
    expect(url.startsWith('mailto:info@gulflearning.example?subject=Newsletter%20Signup&body=')).toBe(true);
    const body = decodeURIComponent(url.split('&body=')[1] ?? '');
    expect(body).toContain('join your newsletter');
    expect(body).toContain('ana@example.com');
    expect(url).not.toMatch(/[\s\n]/);
  });

  it('writes the body in Arabic for Arabic visitors, and escapes what could break the URL', () => {
    const url = newsletterMailto('info@gulflearning.example', 'a&b=c@example.com', 'ar');
    const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Newsletter Signup');
    expect(params.get('body')).toContain('نشرتكم الإخبارية');
    expect(params.get('body')).toContain('a&b=c@example.com');
    expect([...params.keys()]).toEqual(['subject', 'body']);
  });
});
