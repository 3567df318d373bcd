/** Which stored page each content route shows. Routes not listed here are not content pages. */
export const PAGE_SLUGS: Readonly<Record<string, string>> = {
  '/': 'home',
  '/privacy-policy': 'privacy-policy',
  '/success': 'success',
};

export function slugForPath(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_SLUGS[path];
}
