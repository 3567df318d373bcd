import { localize, type SiteContext } from '@site/blocks';
import { pageRoutes, siteRoutes } from '@site/blocks/api';
import { pageUrl } from '@site/blocks/page-slugs';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
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

  route(app, siteRoutes.sitemap, {}, async (_input, request, reply) => {
    const paths = (await siteLinks(site)).filter((link) => !link.noindex).map((link) => link.path);
    const entries = paths.flatMap((path) => {
      const alternates = [
        link('en', pageUrl(publicUrl, path, 'en')),
        link('ar', pageUrl(publicUrl, path, 'ar')),
        link('x-default', pageUrl(publicUrl, path, 'en')),
      ].join('');
      return (['en', 'ar'] as const).map(
        (lang) => `<url><loc>${escapeXml(pageUrl(publicUrl, path, lang))}</loc>${alternates}</url>`,
      );
    });
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
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
