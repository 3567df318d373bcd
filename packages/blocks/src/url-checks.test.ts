import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLinkTarget, isMediaUrl, isSitePath, resolveSitePath } from './url-checks.ts';

/** Addresses that lead a browser to another host, run script, or end a CSS string: refused by both rules. */
const ATTACKS = [
  '/\\evil.com',
  '/\tevil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%5Cevil.com',
  '/%2F%2Fevil.com',
  '/%2f/evil.com',
  '//evil.com',
  '///evil.com',
  '/..//evil.com',
  '/./\\evil.com',
  '/%2e%2e//evil.com',
  '/a/../..//evil.com',
  '/a/%2e%2e/%2e%2e//evil.com',
  ' /x',
  '/x ',
  '\u00a0/x',
  '\u200b/x',
  '/x\u0000',
  '/%zz',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'file:///etc/passwd',
  '/x")',
  '/x")+url("//evil',
  '/x);background:url(//evil)',
  "/x'",
  "/x');background:url('//evil",
  '/x<script>',
  '/x"onmouseover="alert(1)',
  'https://good.example@evil.com/',
  'https://user:pass@evil.com/',
  'https://evil.com\\@good.example',
  'https://',
  'https:evil.com',
  'https:/\\evil.com',
  '//evil.com/x.png',
  `/${'a'.repeat(2048)}`,
];

describe('isLinkTarget', () => {
  it.each(ATTACKS)('refuses %j', (value) => {
    expect(isLinkTarget(value)).toBe(false);
  });

  it.each([
    '/',
    '/about',
    '/solutions/totara-learn',
    '/about?x=1#y',
    '/careers?edit=true',
    '/data/uploads/seed/brochure.pdf',
    '#',
    '#request-demo-form',
    'https://www.linkedin.com/company/gulf-learning',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'HTTPS://Example.com/Path',
    'http://example.com/a%20b',
    'https://en.wikipedia.org/wiki/Open_edX_%28platform%29',
    'mailto:info@example.com',
    'mailto:info@example.com?subject=Hello%20there',
    'tel:+97141234567',
    'tel:+971-4-123-4567',
  ])('accepts %j', (value) => {
    expect(isLinkTarget(value)).toBe(true);
  });

  it('refuses other schemes and malformed mail and phone links', () => {
    for (const value of ['ftp://example.com', 'mailto:', 'mailto:nobody', 'tel:', 'tel:call-me', 'about'])
      expect(isLinkTarget(value), value).toBe(false);
  });
});

describe('isMediaUrl', () => {
  it.each([...ATTACKS, 'http://example.com/x.png', '#top', 'mailto:a@b.c', 'tel:+123456'])('refuses %j', (value) => {
    expect(isMediaUrl(value)).toBe(false);
  });

  it.each([
    '/data/uploads/seed/hero.svg',
    '/data/uploads/0123456789abcdef0123456789abcdef.webp',
    '/data/uploads/seed/share-card.jpg',
    '/media/login-background.webm',
    '/data/uploads/x.mp4#t=5',
    'https://cdn.example.com/images/a_b-c.png?w=1200&h=600',
  ])('accepts %j', (value) => {
    expect(isMediaUrl(value)).toBe(true);
  });

  it('accepts every address the seed content uses (its blocks pass their schemas: server/src/db/seed.test.ts)', () => {
    const seedDir = new URL('../../../content/seed/', import.meta.url);
    const addresses: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && /^(\/|https?:|mailto:|tel:)/i.test(value)) addresses.push(value);
      else if (Array.isArray(value)) for (const item of value) collect(item);
      else if (value && typeof value === 'object') for (const item of Object.values(value)) collect(item);
    };
    for (const file of readdirSync(seedDir).filter((name) => name.endsWith('.json')))
      collect(JSON.parse(readFileSync(new URL(file, seedDir), 'utf8')));
    const media = addresses.filter((value) => /^\/(data|media)\//.test(value));
    expect(media.length).toBeGreaterThan(100);
    expect(media.filter((value) => !isMediaUrl(value))).toEqual([]);
    expect(addresses.filter((value) => !isLinkTarget(value))).toEqual([]);
  });
});

describe('isSitePath and resolveSitePath', () => {
  it('accepts a path only as the browser would take it', () => {
    expect(isSitePath('/about')).toBe(true);
    expect(isSitePath('/a/../about')).toBe(false);
    expect(isSitePath('/about#x y')).toBe(false);
    expect(isSitePath('about')).toBe(false);
    expect(isSitePath('https://example.com/')).toBe(false);
  });

  it('normalises a path that stays on the site, and refuses one that leaves it', () => {
    expect(resolveSitePath('/a/../about?x=1#y')).toBe('/about?x=1#y');
    expect(resolveSitePath('/a\\b')).toBe('/a/b');
    for (const value of ['/..//evil.com', '/./\\evil.com', '/%2e%2e//evil.com', '/a/../..//evil.com', '//evil.com'])
      expect(resolveSitePath(value), value).toBeUndefined();
  });
});
