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
