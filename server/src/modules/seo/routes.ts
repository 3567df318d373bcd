import type { SiteContext } from '@site/blocks';
import { DETAIL_KINDS, type DetailKind, detailItems } from '@site/blocks/details';
import { PAGE_SLUGS, pageUrl } from '@site/blocks/page-slugs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, ifNoneMatchHits } from '../../http/etag.ts';

/**
 * `robots.txt` and `sitemap.xml` (issue #9, "Search engines"): every public page, story, resource
 * and vacancy, each in English and Arabic with its alternates (hreflang en, ar and x-default). A page
 * whose settings keep it out of search results (`noindex`, the thank-you page in the seed) is not
 * listed, so an editor's switch in the page settings decides both.
 */
export async function seoRoutes(app: FastifyInstance, { site, publicUrl }: { site: SiteContext; publicUrl: string }) {
  app.get('/robots.txt', async (request, reply) => {
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

  app.get('/sitemap.xml', async (request, reply) => {
    const pages = await Promise.all(
      Object.entries(PAGE_SLUGS).map(async ([path, slug]) => ({ path, page: await site.getPage(slug) })),
    );
    const paths = pages.filter(({ page }) => page && !page.settings?.noindex).map(({ path }) => path);
    for (const kind of Object.keys(DETAIL_KINDS) as DetailKind[]) {
      const { list, prefix } = DETAIL_KINDS[kind];
      for (const item of detailItems(kind, await site.getPage(list)))
        paths.push(`/${prefix}/${encodeURIComponent(item.id)}`);
    }
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
