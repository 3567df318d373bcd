import { describe, expect, it } from 'vitest';
import { createPageBody, isReservedIssue, pagePath } from './page-paths.ts';
import { isReservedPath } from './page-slugs.ts';

describe('the address of a created page (ADR 0033)', () => {
  it('takes one or two segments of lower-case latin letters, digits and single hyphens', () => {
    for (const path of ['/offer', '/summer-offer-2026', '/campaigns/summer', '/solutions/moodle', '/home']) {
      expect(pagePath.safeParse(path).success, path).toBe(true);
    }
    for (const path of [
      '',
      '/',
      'offer',
      '/Offer',
      '/a/b/c',
      '/a--b',
      '/-a',
      '/a-',
      '/عرض',
      '/a_b',
      '/a.html',
      '/a/',
    ]) {
      const result = pagePath.safeParse(path);
      expect(result.success, path).toBe(false);
      expect(isReservedIssue(result.error?.issues ?? []), path).toBe(false);
    }
  });

  it('refuses what the server or the app serves already, as a reserved address', () => {
    for (const path of ['/v1', '/data', '/assets', '/login', '/inbox', '/readyz', '/about', '/about/us', '/contact']) {
      expect(isReservedPath(path), path).toBe(true);
      const result = pagePath.safeParse(path);
      expect(isReservedIssue(result.error?.issues ?? []), path).toBe(true);
    }
    for (const path of ['/solutions', '/solutions/open-edx', '/customer-stories/new', '/resources/x', '/admin']) {
      expect(isReservedPath(path), path).toBe(true);
    }
    expect(isReservedPath('/solutions/moodle')).toBe(false);
    expect(isReservedPath('/campaigns/summer')).toBe(false);
  });

  it('asks for a title in both languages and a known template; the menu entry is off unless asked', () => {
    const body = { template: 'landing', path: '/offer', title: { en: 'Offer', ar: 'عرض' } };
    expect(createPageBody.parse(body).add_to_menu).toBe(false);
    expect(createPageBody.safeParse({ ...body, title: { en: 'Offer', ar: '' } }).success).toBe(false);
    expect(createPageBody.safeParse({ ...body, template: 'home' }).success).toBe(false);
  });
});
