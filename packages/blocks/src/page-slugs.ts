/** Which stored page each content route shows. Routes not listed here are not content pages. */
export const PAGE_SLUGS: Readonly<Record<string, string>> = {
  '/': 'home',
  '/about': 'about',
  '/why-choose-us': 'why-choose-us',
  '/customer-stories': 'customer-stories',
  '/our-team': 'our-team',
  '/careers': 'careers',
  '/our-partners': 'our-partners',
  '/our-clients': 'our-clients',
  '/our-awards': 'our-awards',
  '/resources': 'resources',
  '/contact': 'contact-us',
  '/solutions/totara-suite': 'solutions-totara-suite',
  '/solutions/totara-learn': 'solutions-totara-learn',
  '/solutions/totara-perform': 'solutions-totara-perform',
  '/solutions/totara-mobile': 'solutions-totara-mobile',
  '/solutions/totara-integrations': 'solutions-integrations',
  '/solutions/open-edx': 'solutions-openedx',
  '/solutions/opensesame': 'solutions-opensesame',
  '/solutions/ilearn-catalogues': 'solutions-ilearn-catalogues',
  '/solutions/bespoke-content': 'solutions-bespoke-content',
  '/solutions/rosetta-stone': 'solutions-rosetta-stone',
  '/privacy-policy': 'privacy-policy',
  '/success': 'success',
};

export function slugForPath(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_SLUGS[path];
}

/** The address of a page in a language: English is the plain path, Arabic adds ?lng=ar (ADR 0004). */
export function pageUrl(publicUrl: string, path: string, lang: 'en' | 'ar'): string {
  return `${publicUrl}${path}${lang === 'ar' ? '?lng=ar' : ''}`;
}

/**
 * First segments of addresses the server or the app serve already, which a page editors create
 * (issue #20, ADR 0033) may not take: the API, media, assets and files of web/public, health checks,
 * the login area and inbox, the old addresses that redirect, the detail pages' prefixes, and the
 * fixed content routes (with everything under them).
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'v1',
  'data',
  'assets',
  'locales',
  'editor',
  'media',
  'favicon.svg',
  'robots.txt',
  'sitemap.xml',
  'healthz',
  'readyz',
  'login',
  'logout',
  'create-new-password',
  'forgot-password',
  'inbox',
  'admin',
  'account',
  'blog',
  'events',
  'vacancy-details',
  'search',
  ...Object.keys(PAGE_SLUGS)
    .map((path) => path.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && segment !== 'solutions'),
]);

/** Sections whose fixed pages leave room for created ones beside them: /solutions/{new}. */
export const OPEN_SECTIONS: ReadonlySet<string> = new Set(['solutions']);

/** Whether a created page may not have `path` ('/campaigns/summer'): a fixed route, or under one, or the server's. */
export function isReservedPath(path: string): boolean {
  const [first = '', second] = path.split('/').slice(1);
  if (RESERVED_SEGMENTS.has(first)) return true;
  if (OPEN_SECTIONS.has(first)) return second === undefined || PAGE_SLUGS[path] !== undefined;
  return PAGE_SLUGS[path] !== undefined;
}
