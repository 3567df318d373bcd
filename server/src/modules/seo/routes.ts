import { localize, type SiteContext } from '@site/blocks';
import { pageRoutes, siteRoutes } from '@site/blocks/api';
import { pageUrl } from '@site/blocks/page-slugs';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { etagOf, ifNoneMatchHits } from '../../http/etag.ts';
import { route } from '../../http/route.ts';
import { siteLinks } from './site-links.ts';

/**
 * `robots.txt` and `sitemap.xml` (issue #9, "Search engines"): every public page, story, resource
 * and vacancy, each in English and Arabic with its alternates (hreflang en, ar and x-default). A page
 * whose settings keep it out of search results (`noindex`, the thank-you page in the seed) is not
 * listed, so an editor's switch in the page settings decides both.
 */
export async function seoRoutes(
  app: FastifyInstance,
  { site, publicUrl, requireEditor }: { site: SiteContext; publicUrl: string; requireEditor: preHandlerHookHandler },
) {
  route(app, siteRoutes.robots, {}, async (_input, request, reply) => {
    const body = [
      'User-agent: *',
      'Disallow: /login',
      'Disallow: /create-new-password',
      'Disallow: /inbox',
      'Disallow: /v1/',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return send(request, reply, 'text/plain; charset=utf-8', body);
  });

  route(app, siteRoutes.sitemap, {}, async ({ query }, request, reply) => {
    const paths = (await siteLinks(site)).filter((link) => !link.noindex).map((link) => link.path);
    const body = sitemap(paths, publicUrl, query.page);
    if (body === null) throw new HttpError(404, 'sitemap_not_found', 'The sitemap has no such part.');
    return send(request, reply, 'application/xml; charset=utf-8', body);
  });

  // The editor's link picker: every address with its title in both languages (pages, then stories,
  // vacancies and resources).
  route(app, pageRoutes.links, { preHandler: requireEditor }, async () => ({
    links: (await siteLinks(site)).map(({ path, title, kind }) => ({
      path,
      kind,
      title: { en: localize(title, 'en'), ar: localize(title, 'ar') },
    })),
  }));
}

/** The most addresses one sitemap file may list (sitemaps.org). */
export const URLS_PER_SITEMAP = 50_000;

/**
 * The sitemap of `paths` (each in English and Arabic, with its alternates). Past 50,000 addresses,
 * the sitemap is an index of parts (`/sitemap.xml?page=1`, `…2`), each a sitemap of its own; `page`
 * asks for one. Null for a part that does not exist.
 */
export function sitemap(paths: readonly string[], publicUrl: string, page?: number): string | null {
  const perPart = URLS_PER_SITEMAP / 2;
  const parts = Math.max(1, Math.ceil(paths.length / perPart));
  if (page === undefined && parts > 1) {
    const entries = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  const part = page ?? 1;
  if (part > parts) return null;
  const entries = paths.slice((part - 1) * perPart, part * perPart).flatMap((path) => {
    const alternates = [
      link('en', pageUrl(publicUrl, path, 'en')),
      link('ar', pageUrl(publicUrl, path, 'ar')),
      link('x-default', pageUrl(publicUrl, path, 'en')),
    ].join('');
    return (['en', 'ar'] as const).map(
      (lang) => `<url><loc>${escapeXml(pageUrl(publicUrl, path, lang))}</loc>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

function link(lang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** With an ETag of the body, answering 304 when the client has it already. */
function send(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', 'public, max-age=3600').type(type);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.send(body);
}
